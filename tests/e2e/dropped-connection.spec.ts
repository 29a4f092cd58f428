/**
 * Mobile data that drops during a send, with JavaScript (docs/decisions/062-sends-the-network-fails.md): the page and
 * the form stay as typed, the page says in its language that nothing was sent and when the connection is back, and
 * sending again does it once. Offline, Chromium logs the failed send: these tests use Playwright's own `test` and
 * fail only on uncaught exceptions.
 */
import { expect, test, type Page } from '@playwright/test'
import { gotoWaitsForScripts } from './fixtures'
import { addToCart, cartCount, chooseDelivery, fillContact } from './forms'
import { t } from './language'
import { shopOrigin, shopUrl } from './shops'

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  'a send with JavaScript; without it the browser shows its own error',
)

test.beforeEach(async ({ page, context }) => {
  gotoWaitsForScripts(page)
  await context.addCookies([{ name: '__popup', value: '1', url: shopOrigin('demo') }])
})

function failOnUncaught(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
  return errors
}

/** The notice of a send the network failed, and what it says of the connection. */
async function expectNotSent(page: Page) {
  await expect(page.getByText(t.sending.unsent)).toBeVisible()
  await expect(page.getByText(t.sending.offline)).toBeVisible()
  await expect(page.getByText(t.failure.unknownTitle)).toHaveCount(0)
}

test('a contact message sent offline is kept as typed, said not sent, and sent once when the connection is back', async ({
  page,
  context,
}) => {
  const errors = failOnUncaught(page)
  await page.goto(shopUrl('demo', '/contact'))
  const form = page.locator('form.contact__form')
  const text = `Ma commande n'est pas arrivée ${Date.now()}`
  await form.getByLabel(t.contact.nom).fill('Awa Ndiaye')
  await form.getByLabel(t.contact.email).fill('awa@example.cm')
  await form.getByLabel(t.contact.sujet).fill('Livraison')
  await form.getByLabel(t.contact.message).fill(text)

  await context.setOffline(true)
  await form.getByRole('button', { name: t.contact.send }).click()
  await expectNotSent(page)
  await expect(page).toHaveURL(shopUrl('demo', '/contact'))
  await expect(form.getByLabel(t.contact.message)).toHaveValue(text)
  await expect(form.getByLabel(t.contact.nom)).toHaveValue('Awa Ndiaye')

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await form.getByRole('button', { name: t.sending.again }).click()
  await expect(page.getByText(t.contact.sent)).toBeVisible()
  expect(errors).toEqual([])
})

test('an add to cart sent offline adds nothing, not even for a moment in the count; sent again, it adds once', async ({
  page,
  context,
}) => {
  const errors = failOnUncaught(page)
  await page.goto(shopUrl('demo', '/products/micro-ondes-25-l'))
  await expect(cartCount(page)).toHaveText('0')
  await context.setOffline(true)
  const form = page.locator('form#add-to-cart')
  await form.getByRole('button', { name: t.product.addToCart }).click()
  await expectNotSent(page)
  await expect(cartCount(page)).toHaveText('0')

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await form.getByRole('button', { name: t.sending.again }).click()
  await expect(cartCount(page)).toHaveText('1')
  await page.goto(shopUrl('demo', '/cart'))
  await expect(page.locator('.cart-line')).toHaveCount(1)
  await expect(page.locator('.cart-line output')).toHaveText('1')
  expect(errors).toEqual([])
})

test('an order sent offline keeps every field and choice, and is placed once when sent again', async ({
  page,
  context,
}) => {
  test.slow()
  const errors = failOnUncaught(page)
  await addToCart(page, 'demo', 'micro-ondes-25-l')
  await page.goto(shopUrl('demo', '/cart'))
  await fillContact(page)
  await chooseDelivery(page, 'Cameroun', 'Douala', /^Akwa/)
  const zone = await page.getByLabel(t.checkout.zone).inputValue()
  await page.getByLabel(t.checkout.cashOnDelivery).check()

  await context.setOffline(true)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectNotSent(page)
  await expect(page).toHaveURL(shopUrl('demo', '/cart'))
  await expect(page.getByLabel(t.checkout.clientName)).toHaveValue('Awa Ndiaye')
  await expect(page.getByLabel(t.checkout.shippingAddress)).toHaveValue('Rue de la Joie, Akwa')
  await expect(page.getByLabel(t.checkout.zone)).toHaveValue(zone)
  await expect(page.getByLabel(t.checkout.cashOnDelivery)).toBeChecked()

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  // The cart was ordered once: it is empty now.
  await page.goto(shopUrl('demo', '/cart'))
  await expect(page.getByText(t.cart.empty)).toBeVisible()
  expect(errors).toEqual([])
})

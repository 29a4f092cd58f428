/**
 * Mobile data that drops during a send, with JavaScript (docs/decisions/062-sends-the-network-fails.md). Cut before
 * the send (the browser offline), nothing leaves and the page says so; cut after the storefront acted (the answer
 * aborted on its way back), the page says the answer was lost and a form with a one-time key asks again by itself.
 * Either way the page and the form stay as typed, no error screen shows, and the platform holds exactly one of what
 * was sent. Offline, Chromium logs the failed send: these tests use Playwright's own `test` and fail only on uncaught
 * exceptions. Without JavaScript the browser shows its own error, and Back the form (checkout.spec.ts).
 */
import { expect, test } from '@playwright/test'
import {
  cutNextAnswer,
  expectAdded,
  expectAsking,
  expectNotSent,
  expectPlacedOnce,
  failOnUncaught,
  noticeText,
  OFFLINE_FORMS,
  open,
  readyToOrder,
  report,
  uniqueEmail,
} from './dropped-connection'
import { gotoWaitsForScripts } from './fixtures'
import { addToCart, cartCount, fillContactMessage } from './forms'
import { t } from './language'
import { sentBy } from './platform'
import { shopOrigin, shopUrl } from './shops'

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  'a send with JavaScript; without it the browser shows its own error page (checkout.spec.ts goes Back from it)',
)

test.beforeEach(async ({ page, context }) => {
  gotoWaitsForScripts(page)
  await context.addCookies([{ name: '__popup', value: '1', url: shopOrigin('demo') }])
})

test('a contact message sent offline is kept as typed, said not sent, and sent once when the connection is back', async ({
  page,
  context,
}) => {
  const errors = failOnUncaught(page)
  await open(page, '/contact')
  const form = page.locator('form.contact__form')
  const email = uniqueEmail('awa')
  const text = `Ma commande n'est pas arrivée ${Date.now()}`
  await fillContactMessage(form, { name: 'Awa Ndiaye', email: email, subject: 'Livraison', text: text })

  await context.setOffline(true)
  await form.getByRole('button', { name: t.contact.send }).click()
  await expectNotSent(page)
  report('contact', 'offline', await noticeText(page))
  await expect(page).toHaveURL(shopUrl('demo', '/contact'))
  await expect(form.getByLabel(t.contact.message)).toHaveValue(text)
  await expect(form.getByLabel(t.contact.nom)).toHaveValue('Awa Ndiaye')

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await page.getByRole('button', { name: t.sending.again }).click()
  await expect(page.getByText(t.contact.sent)).toBeVisible()
  expect((await sentBy('demo', email)).messages).toBe(1)
  expect(errors).toEqual([])
})

test('a contact message whose answer is lost is said so, and sent again is stored once', async ({ page }) => {
  const errors = failOnUncaught(page)
  await open(page, '/contact')
  const form = page.locator('form.contact__form')
  const email = uniqueEmail('paul')
  await fillContactMessage(form, {
    name: 'Paul Biya',
    email: email,
    subject: 'Retour',
    text: 'Puis-je échanger la taille ?',
  })
  await cutNextAnswer(page)
  await form.getByRole('button', { name: t.contact.send }).click()
  await expectAsking(page)
  report('contact', 'answer lost', await noticeText(page))
  // The message carries a one-time key: the page asks again by itself, and the shop stores it once.
  await expect(page.getByText(t.contact.sent)).toBeVisible()
  await expect(form.getByLabel(t.contact.message)).toHaveValue('')
  expect((await sentBy('demo', email)).messages).toBe(1)
  expect(errors).toEqual([])
})

test('an add to cart sent offline adds nothing, not even for a moment in the count; sent again, it adds once', async ({
  page,
  context,
}) => {
  const errors = failOnUncaught(page)
  await open(page, '/products/micro-ondes-25-l')
  await expect(cartCount(page)).toHaveText('0')
  await context.setOffline(true)
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expectNotSent(page)
  report('add to cart', 'offline', await noticeText(page))
  await expect(cartCount(page)).toHaveText('0')

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await page.getByRole('button', { name: t.sending.again }).click()
  await expectAdded(page)
  await open(page, '/cart')
  await expect(page.locator('.cart-line')).toHaveCount(1)
  await expect(page.locator('.cart-line output')).toHaveText('1')
  expect(errors).toEqual([])
})

test('an add to cart whose answer is lost is asked again by itself and adds one line, once', async ({ page }) => {
  const errors = failOnUncaught(page)

  await open(page, '/products/micro-ondes-25-l')
  await cutNextAnswer(page)
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expectAsking(page)
  report('add to cart', 'answer lost', await noticeText(page))
  await expectAdded(page)
  await open(page, '/cart')
  await expect(page.locator('.cart-line')).toHaveCount(1)
  await expect(page.locator('.cart-line output')).toHaveText('1')
  expect(errors).toEqual([])
})

test("a cart line's change sent offline shows the quantity the cart holds, and is made once sent again", async ({
  page,
  context,
}) => {
  const errors = failOnUncaught(page)
  await addToCart(page, 'demo', 'micro-ondes-25-l')
  await open(page, '/cart')
  const line = page.locator('.cart-line')
  await context.setOffline(true)
  await line.getByRole('button', { name: t.cart.increase }).click()
  await expectNotSent(page)
  report('cart quantity', 'offline', await noticeText(page))
  await expect(line.locator('output')).toHaveText('1')
  await context.setOffline(false)
  // The quantity shown moves with the press; the platform's answer is what the cart page shows next.
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/cart\.data/.test(r.url()))
  await page.getByRole('button', { name: t.sending.again }).click()
  await answered
  await expect(line.locator('output')).toHaveText('2')
  await open(page, '/cart')
  await expect(page.locator('.cart-line output')).toHaveText('2')
  expect(errors).toEqual([])
})

test('an order sent offline keeps every field and choice, and is placed once when sent again', async ({
  page,
  context,
}) => {
  test.slow()
  const errors = failOnUncaught(page)
  const { email, zone } = await readyToOrder(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectNotSent(page)
  report('checkout', 'offline', await noticeText(page))
  await expect(page).toHaveURL(shopUrl('demo', '/cart'))
  await expect(page.getByLabel(t.checkout.clientName)).toHaveValue('Awa Ndiaye')
  await expect(page.getByLabel(t.checkout.shippingAddress)).toHaveValue('Rue de la Joie, Akwa')
  await expect(page.getByLabel(t.checkout.zone)).toHaveValue(zone)
  await expect(page.getByLabel(t.checkout.cashOnDelivery)).toBeChecked()

  await context.setOffline(false)
  await expect(page.getByText(t.sending.online)).toBeVisible()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectPlacedOnce(page, email)
  expect(errors).toEqual([])
})

test('an order whose answer is lost is asked for with its one-time key: the order placed shows, placed once', async ({
  page,
}) => {
  test.slow()
  const errors = failOnUncaught(page)
  const { email } = await readyToOrder(page)
  await cutNextAnswer(page)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectAsking(page)
  report('checkout', 'answer lost', await noticeText(page))
  await expectPlacedOnce(page, email)
  expect(errors).toEqual([])
})

test('an order whose answer takes 30 s is said slow after 10 s, and a second press sends nothing more', async ({
  page,
}) => {
  test.slow()
  const errors = failOnUncaught(page)
  const { email } = await readyToOrder(page)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let sends = 0
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    sends += 1
    await released
    await route.fallback()
  })
  const submit = page.getByRole('button', { name: t.checkout.submit })
  await submit.click()
  await expect(page.getByText(t.sending.slow)).toBeVisible({ timeout: 30_000 })
  report('checkout', 'answer late', await noticeText(page))
  // Pressed again under the loading screen (its label now says it is sending): the form's button, as a tap would.
  await page
    .locator('form.checkout')
    .evaluate((form: HTMLFormElement) =>
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="checkout"]')),
    )
  release()
  await expectPlacedOnce(page, email)
  expect(sends).toBe(1)
  expect(errors).toEqual([])
})

for (const { form, path, fill, send, kept, done } of OFFLINE_FORMS) {
  test(`${form}: sent offline, kept as typed and said not sent; sent again, done`, async ({ page, context }) => {
    const errors = failOnUncaught(page)
    const email = uniqueEmail('awa')
    await open(page, path)
    await fill(page, email)
    await context.setOffline(true)
    await send(page)
    await expectNotSent(page)
    report(form, 'offline', await noticeText(page))
    await kept(page, email)
    await context.setOffline(false)
    await page.getByRole('button', { name: t.sending.again }).click()
    await done(page)
    expect(errors).toEqual([])
  })
}

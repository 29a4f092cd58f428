/**
 * Mobile data that drops during a send, without JavaScript (docs/decisions/062-sends-the-network-fails.md): the
 * browser shows its own error page; Back finds the form whole (every choice included), and sent again it is done
 * once. Offline, Chromium logs the failed send: these tests use Playwright's own `test`.
 */
import { expect, test } from '@playwright/test'
import {
  cutNextAnswer,
  expectPlacedOnce,
  OFFLINE_FORMS,
  open,
  readyToOrder,
  report,
  uniqueEmail,
} from './dropped-connection'
import { fillContactMessage } from './forms'
import { local, t } from './language'
import { sentBy } from './platform'
import { shopOrigin } from './shops'

test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled,
  'the browser sends the form itself (with JavaScript: dropped-connection.spec.ts)',
)

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: '__popup', value: '1', url: shopOrigin('demo') }])
})

test('an order sent offline: Back after the browser’s error finds the form whole, and sent again it is placed once', async ({
  page,
  context,
}) => {
  test.slow()
  const { email, zone } = await readyToOrder(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await page.waitForURL(/^chrome-error:/)
  report('checkout', 'offline', 'the browser’s own error page; Back: the form, every choice kept')
  await context.setOffline(false)
  await page.goBack()
  await expect(page.getByLabel(t.checkout.clientName)).toHaveValue('Awa Ndiaye')
  await expect(page.getByLabel(t.checkout.clientEmail)).toHaveValue(email)
  await expect(page.getByLabel(t.checkout.shippingAddress)).toHaveValue('Rue de la Joie, Akwa')
  await expect(page.getByLabel(t.checkout.zone)).toHaveValue(zone)
  await expect(page.getByLabel(t.checkout.cashOnDelivery)).toBeChecked()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectPlacedOnce(page, email)
})

test('an order whose answer is lost: Back finds the form, and sent again it lands on the order placed once', async ({
  page,
}) => {
  test.slow()
  const { email } = await readyToOrder(page)
  await cutNextAnswer(page, local('/cart'))
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await page.waitForURL(/^chrome-error:/)
  report('checkout', 'answer lost', 'the browser’s own error page; Back: the form; sent again: the order placed')
  await page.goBack()
  await expect(page.getByLabel(t.checkout.clientEmail)).toHaveValue(email)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectPlacedOnce(page, email)
})

test('a contact message sent offline: Back finds it as typed, and sent again it is stored once', async ({
  page,
  context,
}) => {
  await open(page, '/contact')
  const form = page.locator('form.contact__form')
  const email = uniqueEmail('awa')
  const text = 'Ma commande n’est pas arrivée'
  await fillContactMessage(form, { name: 'Awa Ndiaye', email: email, subject: 'Livraison', text: text })
  await context.setOffline(true)
  await form.getByRole('button', { name: t.contact.send }).click()
  await page.waitForURL(/^chrome-error:/)
  report('contact', 'offline', 'the browser’s own error page; Back: the form as typed')
  await context.setOffline(false)
  await page.goBack()
  await expect(form.getByLabel(t.contact.message)).toHaveValue(text)
  await expect(form.getByLabel(t.contact.email)).toHaveValue(email)
  await form.getByRole('button', { name: t.contact.send }).click()
  await expect(page.getByText(t.contact.sent)).toBeVisible()
  expect((await sentBy('demo', email)).messages).toBe(1)
})

for (const { form, path, fill, send, kept, retype, done } of OFFLINE_FORMS) {
  test(`${form}: sent offline, Back after the browser’s error finds it as typed; sent again, done`, async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('awa')
    await open(page, path)
    await fill(page, email)
    await context.setOffline(true)
    await send(page)
    await page.waitForURL(/^chrome-error:/)
    report(form, 'offline', 'the browser’s own error page; Back: the form as typed')
    await context.setOffline(false)
    await page.goBack()
    await kept(page, email)
    await retype?.(page)
    await send(page)
    await done(page)
  })
}

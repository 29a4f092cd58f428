/**
 * Mobile data that drops during a send, with JavaScript (docs/decisions/062-sends-the-network-fails.md). Cut before
 * the send (the browser offline), nothing leaves and the page says so; cut after the storefront acted (the answer
 * aborted on its way back), the page says the answer was lost and a form with a one-time key asks again by itself.
 * Either way the page and the form stay as typed, no error screen shows, and the platform holds exactly one of what
 * was sent. Offline, Chromium logs the failed send: these tests use Playwright's own `test` and fail only on uncaught
 * exceptions. Without JavaScript the browser shows its own error, and Back the form (dropped-connection-no-js.spec.ts).
 */
import { expect, test } from '@playwright/test'
import {
  cutNextAnswer,
  expectAsking,
  expectNotSent,
  expectPlacedOnce,
  failOnUncaught,
  nextAnswer,
  noticeText,
  open,
  readyToOrder,
  report,
  SENT_FORMS,
  uniqueEmail,
} from './dropped-connection'
import { gotoWaitsForScripts } from './fixtures'
import { t } from './language'
import { shopOrigin, shopUrl } from './shops'

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  'a send with JavaScript; without it the browser shows its own error page (dropped-connection-no-js.spec.ts)',
)

test.beforeEach(async ({ page, context }) => {
  gotoWaitsForScripts(page)
  await context.addCookies([{ name: '__popup', value: '1', url: shopOrigin('demo') }])
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

for (const { form, path, fill, send, kept, done, doneAgain, once, keyed } of SENT_FORMS) {
  test(`${form}: sent offline, kept as typed and said not sent; sent again, done once`, async ({ page, context }) => {
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
    await expect(page.getByText(t.sending.online)).toBeVisible()
    const answered = nextAnswer(page)
    await page.getByRole('button', { name: t.sending.again }).click()
    await answered
    await done(page)
    await once?.(page, email)
    expect(errors).toEqual([])
  })

  test(`${form}: its answer lost, said so and kept; sent again, done once`, async ({ page }) => {
    const errors = failOnUncaught(page)
    const email = uniqueEmail('awa')
    await open(page, path)
    await fill(page, email)
    await cutNextAnswer(page)
    const answered = nextAnswer(page)
    await send(page)
    if (keyed) {
      // Its one-time key: the page asks the shop again by itself, and the shop answers what it did.
      await expectAsking(page)
      report(form, 'answer lost', await noticeText(page))
    } else {
      await expect(page.getByText(t.sending.unknown)).toBeVisible()
      report(form, 'answer lost', await noticeText(page))
      await kept(page, email)
      await page.getByRole('button', { name: t.sending.again }).click()
    }
    await answered
    await (doneAgain ?? done)(page)
    await once?.(page, email)
    expect(errors).toEqual([])
  })
}

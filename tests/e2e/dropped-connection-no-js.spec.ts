/**
 * Mobile data that drops during a send, without JavaScript (docs/decisions/062-sends-the-network-fails.md): the
 * browser shows its own error page; Back finds the form whole (every choice included), and sent again it is done
 * once. Offline, Chromium logs the failed send: these tests use Playwright's own `test`.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  cutNextAnswer,
  expectPlacedOnce,
  nextAnswer,
  open,
  readyToOrder,
  report,
  SENT_FORMS,
  type SentForm,
  uniqueEmail,
} from './dropped-connection'
import { t } from './language'
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
  const cut = await cutNextAnswer(page)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await page.waitForURL(/^chrome-error:/)
  await cut.done
  report('checkout', 'answer lost', 'the browser’s own error page; Back: the form; sent again: the order placed')
  await page.goBack()
  await expect(page.getByLabel(t.checkout.clientEmail)).toHaveValue(email)
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expectPlacedOnce(page, email)
})

/** Back from the browser's error page: the form as typed; sent again (its password typed again), done once. */
async function backAndSendAgain(page: Page, sent: SentForm, email: string, dropped: 'offline' | 'answer lost') {
  report(sent.form, dropped, 'the browser’s own error page; Back: the form as typed')
  await page.goBack()
  await sent.kept(page, email)
  await sent.retype?.(page)
  const answered = nextAnswer(page)
  await sent.send(page)
  await answered
  await (dropped === 'answer lost' ? (sent.doneAgain ?? sent.done) : sent.done)(page)
  await sent.once?.(page, email)
}

for (const sent of SENT_FORMS) {
  test(`${sent.form}: sent offline, Back after the browser’s error finds it as typed; sent again, done once`, async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('awa')
    await open(page, sent.path)
    await sent.fill(page, email)
    await context.setOffline(true)
    await sent.send(page)
    await page.waitForURL(/^chrome-error:/)
    await context.setOffline(false)
    await backAndSendAgain(page, sent, email, 'offline')
  })

  test(`${sent.form}: its answer lost, Back after the browser’s error finds it as typed; sent again, done once`, async ({
    page,
  }) => {
    const email = uniqueEmail('awa')
    await open(page, sent.path)
    await sent.fill(page, email)
    const cut = await cutNextAnswer(page)
    await sent.send(page)
    await page.waitForURL(/^chrome-error:/)
    await cut.done
    await backAndSendAgain(page, sent, email, 'answer lost')
  })
}

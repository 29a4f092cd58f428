/**
 * Contact, newsletter, pop-up and announcement bar, as a shopper meets them.
 * Every test runs in French and in English (tests/e2e/language.ts), with JavaScript on (js-on, en-js-on) and off
 * (js-off, en-js-off).
 */
import { expect, expectHydrated, test } from './fixtures'
import { sendContactMessage } from './forms'
import { fill, jsOn, local, t } from './language'
import { shopUrl } from './shops'

/** An address no other run used: the stand-in keeps subscriptions. */
const freshEmail = () => `e2e-${test.info().project.name}-${Date.now()}-${test.info().workerIndex}@exemple.cm`

test('sends a contact message: the success message, then empty fields', async ({ page }) => {
  await page.goto(shopUrl('demo', '/contact'))
  await expect(page).toHaveTitle(fill(t.contact.title, { shop: 'Boutique Démo' }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contact.heading)
  if (jsOn()) await expectHydrated(page)
  const form = page.locator('form.contact__form')
  await sendContactMessage(form, {
    name: 'Awa Ngono',
    email: 'awa@exemple.cm',
    subject: 'Livraison à Bonabéri',
    text: 'Bonjour,\nlivrez-vous à Bonabéri le samedi ?',
  })
  await expect(page.getByText(t.contact.sent).first()).toBeVisible()
  for (const label of [t.contact.nom, t.contact.email, t.contact.sujet, t.contact.message])
    await expect(form.getByLabel(label)).toHaveValue('')
})

test('subscribes to the newsletter, and the second time hears the address is already subscribed', async ({ page }) => {
  await page.goto(shopUrl('demo', '/categories'))
  if (jsOn()) await expectHydrated(page)
  const email = freshEmail()
  const newsletter = page.locator('#newsletter')
  const subscribe = async () => {
    await newsletter.getByLabel(t.newsletter.label).fill(email)
    await newsletter.getByRole('button', { name: t.newsletter.submit }).click()
  }
  await subscribe()
  await expect(newsletter.getByRole('status')).toHaveText(t.newsletter.success)
  await expect(newsletter.getByLabel(t.newsletter.label)).toHaveValue('')
  if (!jsOn()) await expect(page).toHaveURL(shopUrl('demo', '/categories#newsletter'))
  await subscribe()
  await expect(newsletter.getByRole('alert')).toHaveText(t.newsletter.already)
  await expect(newsletter.getByLabel(t.newsletter.label)).toHaveValue(email)
})

test('checks the address before subscribing', async ({ page }) => {
  await page.goto(shopUrl('nuit', '/'))
  if (jsOn()) await expectHydrated(page)
  const newsletter = page.locator('#newsletter')
  await newsletter.getByRole('button', { name: t.newsletter.submit }).click()
  await expect(newsletter.getByRole('alert')).toHaveText(t.newsletter.empty)
  await newsletter.getByLabel(t.newsletter.label).fill('awa@exemple')
  await newsletter.getByRole('button', { name: t.newsletter.submit }).click()
  await expect(newsletter.getByRole('alert')).toHaveText(t.newsletter.invalid)
  await expect(newsletter.getByLabel(t.newsletter.label)).toHaveValue('awa@exemple')
})

test.describe('pop-up', () => {
  test.use({ popupSeen: false })

  test('shows over the first page, closes, and stays closed', async ({ page }) => {
    await page.goto(shopUrl('demo', '/'))
    const popup = page.getByRole('dialog', { name: 'Bienvenue chez Boutique Démo !' })
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: t.popup.close }).click()
    await expect(popup).toBeHidden()
    await page.reload()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goto(shopUrl('demo', '/categories'))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('shows the promotional texts above the header', async ({ page }) => {
  await page.goto(shopUrl('demo', '/'))
  const bar = page.getByRole('complementary', { name: t.announcement.label })
  await expect(bar.getByRole('link', { name: /Livraison offerte/ })).toHaveAttribute('href', local('/categories'))
  await expect(bar.getByText('Paiement à la livraison ou par Mobile Money')).toBeVisible()
  const barBox = await bar.boundingBox()
  const headerBox = await page.getByRole('banner').boundingBox()
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1)
})

test('keeps the default theme when the theme stylesheet fails, and logs it', async ({ page, pageErrors }) => {
  await page.route('**/themes/dark.css', (route) => route.abort())
  await page.goto(shopUrl('nuit', '/'))
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  if (jsOn()) {
    await expectHydrated(page)
    await expect.poll(() => pageErrors.some((e) => e.text.includes(t.theme.loadError))).toBe(true)
  }
  // The expected failure and its log, and nothing else.
  const expected = (e: { text: string; url: string }) =>
    e.text.includes(t.theme.loadError) || (e.url.endsWith('/themes/dark.css') && e.text.includes('Failed to load'))
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected(e)))
})

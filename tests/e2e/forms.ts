/**
 * The storefront's forms as a shopper fills them, for the journeys of several shops that send them: a form that
 * gains a field changes here once.
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { exactly, fill, jsOn, t } from './language'
import { shopUrl } from './shops'

/** Fills the registration form shown on the page and sends it. */
export async function sendRegistration(page: Page, fields: { email: string; password: string; country?: string }) {
  await page.getByLabel(t.account.prenom).fill('Jean')
  await page.getByLabel(t.account.nom, { exact: true }).fill('Mbarga')
  await page.getByLabel(t.account.email).fill(fields.email)
  await page.getByLabel(t.account.password).fill(fields.password)
  await page.getByLabel(t.account.telephone).fill('677 11 22 33')
  await page.getByLabel(t.account.adresse).fill('3 avenue Kennedy')
  await page.getByLabel(t.account.ville).fill('Yaoundé')
  if (fields.country) await page.getByLabel(t.account.pays).fill(fields.country)
  await page.getByRole('button', { name: t.account.register }).click()
}

type ContactMessage = { name: string; email: string; subject: string; text: string }

/** Fills the contact form (`form`: the form, or a page that holds one). */
export async function fillContactMessage(form: Locator | Page, message: ContactMessage) {
  await form.getByLabel(t.contact.nom).fill(message.name)
  await form.getByLabel(t.contact.email).fill(message.email)
  await form.getByLabel(t.contact.sujet).fill(message.subject)
  await form.getByLabel(t.contact.message).fill(message.text)
}

/** Fills the contact form and sends it. */
export async function sendContactMessage(form: Locator, message: ContactMessage) {
  await fillContactMessage(form, message)
  await form.getByRole('button', { name: t.contact.send }).click()
}

/** The header's cart count. */
export const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')

/** Adds a product from its page (with an option and a quantity), and waits until the platform has it. */
export async function addToCart(
  page: Page,
  shop: string,
  slug: string,
  options: { variant?: string; quantity?: number } = {},
) {
  await page.goto(shopUrl(shop, `/products/${slug}`))
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  if (options.variant) await page.getByText(options.variant, { exact: true }).click()
  if (options.quantity) await page.getByLabel(t.product.quantity).fill(String(options.quantity))
  const before = Number(await cartCount(page).innerText())
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  // The message, from the fetcher (JavaScript) or as a toast after the redirect: the platform has the item.
  const quantity = options.quantity ?? 1
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity, name }))).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText(String(before + quantity))
}

/** Country → city → zone: lists that load as they are chosen, or through 'Mettre à jour' without JavaScript. */
export async function chooseDelivery(page: Page, country: string, city: string, zone: RegExp) {
  await page.getByLabel(t.checkout.country).selectOption({ label: country })
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  await page.getByLabel(t.checkout.city).selectOption(city)
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  const select = page.getByLabel(t.checkout.zone)
  await expect(select.locator('option:not([value=""])').first()).toBeAttached()
  const options = await select
    .locator('option')
    .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })))
  const chosen = options.find((o) => o.value && zone.test(o.text))!
  await select.selectOption(chosen.value)
  await expect(select).toHaveValue(chosen.value)
}

/** The checkout's contact fields and address. */
export async function fillContact(page: Page) {
  await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
  await page.getByLabel(t.checkout.clientTel).fill('690 12 34 56')
  await page.getByLabel(t.checkout.clientEmail).fill('awa@example.cm')
  await page.getByLabel(t.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
}

/**
 * The storefront's forms as a shopper fills them, for the journeys of several shops that send them: a form that
 * gains a field changes here once.
 */
import type { Locator, Page } from '@playwright/test'
import { t } from './language'

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

/** Fills the contact form and sends it. */
export async function sendContactMessage(
  form: Locator,
  message: { name: string; email: string; subject: string; text: string },
) {
  await form.getByLabel(t.contact.nom).fill(message.name)
  await form.getByLabel(t.contact.email).fill(message.email)
  await form.getByLabel(t.contact.sujet).fill(message.subject)
  await form.getByLabel(t.contact.message).fill(message.text)
  await form.getByRole('button', { name: t.contact.send }).click()
}

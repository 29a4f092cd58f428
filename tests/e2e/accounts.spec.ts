/**
 * A customer's account, as a shopper uses it: register, sign out (with its
 * confirmation), sign in again (the modal with JavaScript, the /login page
 * without), then check out with the account's details. Runs with JavaScript on
 * (js-on) and off (js-off), against the stand-in platform's accounts.
 */
import type { Page } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { expect, expectHydrated, test } from './fixtures'
import { jsOn } from './language'
import { shopUrl } from './shops'

const account = (page: Page) => page.getByRole('banner').locator('.header__account')

async function register(page: Page, email: string) {
  await page.goto(shopUrl('demo', '/register'))
  await page.getByLabel(fr.account.prenom).fill('Jean')
  await page.getByLabel(fr.account.nom, { exact: true }).fill('Mbarga')
  await page.getByLabel(fr.account.email).fill(email)
  await page.getByLabel(fr.account.password).fill('Secret-2026!')
  await page.getByLabel(fr.account.telephone).fill('677 11 22 33')
  await page.getByLabel(fr.account.adresse).fill('3 avenue Kennedy')
  await page.getByLabel(fr.account.ville).fill('Yaoundé')
  await page.getByLabel(fr.account.pays).fill('Cameroun')
  await page.getByRole('button', { name: fr.account.register }).click()
}

test('register, sign out, sign in again, and check out with the account’s email locked', async ({ page }) => {
  const email = `e2e-${test.info().project.name}-${Date.now()}@demo.test`
  await register(page, email)
  if (jsOn()) await expect(page.getByText(fr.account.registered)).toBeVisible()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.getByText(fr.customer.empty)).toBeVisible()

  // 'Déconnexion' in the menu: the browser's confirmation with JavaScript, the confirmation page without.
  const menu = page.getByRole('navigation', { name: fr.customer.menu })
  if (jsOn()) {
    await expectHydrated(page)
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await menu.getByRole('button', { name: fr.account.logout }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/'))
    expect(asked).toEqual([fr.account.logoutConfirm])
  } else {
    await menu.getByRole('link', { name: fr.account.logout }).click()
    await expect(page.getByText(fr.account.logoutConfirm)).toBeVisible()
    await page.getByRole('button', { name: fr.account.logoutYes }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/'))
  }
  await expect(account(page)).toHaveText(fr.nav.account)

  await page.goto(shopUrl('demo', '/categories'))
  if (jsOn()) await expectHydrated(page)
  await account(page).click()
  if (jsOn()) {
    const modal = page.getByRole('dialog', { name: fr.account.loginTitle })
    await modal.getByLabel(fr.account.email).fill(email)
    await modal.getByLabel(fr.account.password).fill('mauvais-mot-de-passe')
    await modal.getByRole('button', { name: fr.account.login }).click()
    await expect(modal.getByText(fr.account.wrongCredentials)).toBeVisible()
    await expect(modal.getByLabel(fr.account.email)).toHaveValue(email)
    await modal.getByLabel(fr.account.password).fill('Secret-2026!')
    await modal.getByRole('button', { name: fr.account.login }).click()
    await expect(modal.getByText(fr.account.loginSuccess)).toBeVisible()
    await expect(modal).toBeHidden()
    await expect(page).toHaveURL(shopUrl('demo', '/categories'))
  } else {
    await expect(page).toHaveURL(shopUrl('demo', `/login?redirectTo=${encodeURIComponent('/categories')}`))
    await page.getByLabel(fr.account.email).fill(email)
    await page.getByLabel(fr.account.password).fill('mauvais-mot-de-passe')
    await page.getByRole('button', { name: fr.account.login }).click()
    await expect(page.getByText(fr.account.wrongCredentials)).toBeVisible()
    await expect(page.getByLabel(fr.account.email)).toHaveValue(email)
    await page.getByLabel(fr.account.password).fill('Secret-2026!')
    await page.getByRole('button', { name: fr.account.login }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/categories'))
  }
  await expect(account(page)).toHaveText('Jean')

  await page.goto(shopUrl('demo', '/products/micro-ondes-25-l'))
  await page.locator('form#add-to-cart').getByRole('button', { name: fr.product.addToCart }).click()
  await expect(page.getByText(/ajouté\(s\) au panier\u202F!/).first()).toBeVisible()
  await page.goto(shopUrl('demo', '/cart'))
  const emailField = page.getByLabel(fr.checkout.clientEmail)
  await expect(emailField).toHaveValue(email)
  await expect(emailField).toHaveAttribute('readonly', '')
  await expect(page.getByLabel(fr.checkout.clientName)).toHaveValue('Jean Mbarga')
  // The account's country and city are already chosen, with the zones of that city to pick from.
  await expect(page.getByLabel(fr.checkout.country, { exact: true })).toHaveValue('CM')
  await expect(page.getByLabel(fr.checkout.city, { exact: true })).toHaveValue('Yaoundé')
  await expect(page.getByLabel(fr.checkout.zone, { exact: true }).locator('option')).not.toHaveCount(1)
  await expect(page.getByText(fr.checkout.loginOffer)).toHaveCount(0)
})

test('the checkout’s “Déjà client ?” signs in and fills the form', async ({ page }) => {
  await page.goto(shopUrl('demo', '/products/micro-ondes-25-l'))
  await page.locator('form#add-to-cart').getByRole('button', { name: fr.product.addToCart }).click()
  await expect(page.getByText(/ajouté\(s\) au panier\u202F!/).first()).toBeVisible()
  await page.goto(shopUrl('demo', '/cart'))
  if (jsOn()) await expectHydrated(page)
  await page.getByText(fr.checkout.loginOffer).click()
  const scope = jsOn() ? page.getByRole('dialog', { name: fr.account.loginTitle }) : page
  if (!jsOn()) await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/)
  await scope.getByLabel(fr.account.email).fill('client@demo.test')
  await scope.getByLabel(fr.account.password).fill('Client-2026!')
  await scope.getByRole('button', { name: fr.account.login }).click()
  if (jsOn()) await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(shopUrl('demo', '/cart'))
  const emailField = page.getByLabel(fr.checkout.clientEmail)
  await expect(emailField).toHaveValue('client@demo.test')
  await expect(emailField).toHaveAttribute('readonly', '')
})

test('the email confirmation link reaches neither the shop’s Google tag nor its ad pixel', async ({ page }) => {
  test.skip(!jsOn(), 'without JavaScript neither is loaded anywhere')
  const loaded = () =>
    page.evaluate(() => {
      const w = window as unknown as { dataLayer?: unknown; fbq?: unknown }
      return w.dataLayer !== undefined || w.fbq !== undefined
    })
  // mode has both: they load on its other pages once the page is idle.
  await page.goto(shopUrl('mode', '/'))
  await expect.poll(loaded).toBe(true)
  await page.goto(shopUrl('mode', '/confirm-email?token=un-jeton-secret'))
  await expectHydrated(page)
  await expect(page.getByRole('alert')).toBeVisible() // the platform's answer: long after the page's load
  expect(await loaded()).toBe(false)
})

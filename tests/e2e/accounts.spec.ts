/**
 * A customer's account, as a shopper uses it: register, sign out (with its
 * confirmation), sign in again (the modal with JavaScript, the /login page
 * without), then check out with the account's details. Runs with JavaScript on
 * and off, in French (js-on, js-off) and in English (en-js-on, en-js-off), against
 * the stand-in platform's accounts.
 */
import type { Page } from '@playwright/test'
import { expect, expectHydrated, test } from './fixtures'
import { sendRegistration } from './forms'
import { exactly, fill, jsOn, local, t } from './language'
import { shopUrl } from './shops'

const account = (page: Page) => page.getByRole('banner').locator('.header__account')

/**
 * Adds the microwave oven to the cart from its page, and sees it added. With JavaScript the message shows below the
 * button for 3 s: it is read as it comes (a busy machine's polling can miss so short a window), then the count.
 */
async function addMicrowave(page: Page) {
  await page.goto(shopUrl('demo', '/products/micro-ondes-25-l'))
  const added = fill(t.cart.added, { quantity: 1, name: 'Micro-ondes 25 L' })
  const shown = jsOn()
    ? page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const status = document.querySelector('form#add-to-cart [role="status"]')!
            new MutationObserver(() => {
              if (status.textContent) resolve(status.textContent)
            }).observe(status, { childList: true, characterData: true, subtree: true })
          }),
      )
    : null
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  if (shown) expect(await shown).toMatch(exactly(added))
  else await expect(page.getByText(exactly(added)).first()).toBeVisible()
}

async function register(page: Page, email: string) {
  await page.goto(shopUrl('demo', '/register'))
  await sendRegistration(page, { email, password: 'Secret-2026!', country: 'Cameroun' })
}

test('register, sign out, sign in again, and check out with the account’s email locked', async ({ page }) => {
  const email = `e2e-${test.info().project.name}-${Date.now()}@demo.test`
  await register(page, email)
  if (jsOn()) await expect(page.getByText(t.account.registered)).toBeVisible()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.getByText(t.customer.empty)).toBeVisible()

  // 'Déconnexion' in the menu: the browser's confirmation with JavaScript, the confirmation page without.
  const menu = page.getByRole('navigation', { name: t.customer.menu })
  if (jsOn()) {
    await expectHydrated(page)
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await menu.getByRole('button', { name: t.account.logout }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/'))
    expect(asked).toEqual([t.account.logoutConfirm])
  } else {
    await menu.getByRole('link', { name: t.account.logout }).click()
    await expect(page.getByText(t.account.logoutConfirm)).toBeVisible()
    await page.getByRole('button', { name: t.account.logoutYes }).click()
    await expect(page).toHaveURL(shopUrl('demo', '/'))
  }
  await expect(account(page)).toHaveText(t.nav.account)

  await page.goto(shopUrl('demo', '/categories'))
  if (jsOn()) await expectHydrated(page)
  await account(page).click()
  // With JavaScript the account button opens the login modal; without, the login page.
  const modal = page.getByRole('dialog', { name: t.account.loginTitle })
  if (!jsOn())
    await expect(page).toHaveURL(shopUrl('demo', `/login?redirectTo=${encodeURIComponent(local('/categories'))}`))
  const form = jsOn() ? modal : page
  await form.getByLabel(t.account.email).fill(email)
  await form.getByLabel(t.account.password).fill('mauvais-mot-de-passe')
  await form.getByRole('button', { name: t.account.login }).click()
  await expect(form.getByText(t.account.wrongCredentials)).toBeVisible()
  await expect(form.getByLabel(t.account.email)).toHaveValue(email)
  await form.getByLabel(t.account.password).fill('Secret-2026!')
  await form.getByRole('button', { name: t.account.login }).click()
  if (jsOn()) {
    await expect(modal.getByText(t.account.loginSuccess)).toBeVisible()
    await expect(modal).toBeHidden()
  }
  await expect(page).toHaveURL(shopUrl('demo', '/categories'))
  await expect(account(page)).toHaveText('Jean')

  await addMicrowave(page)
  await page.goto(shopUrl('demo', '/cart'))
  const emailField = page.getByLabel(t.checkout.clientEmail)
  await expect(emailField).toHaveValue(email)
  await expect(emailField).toHaveAttribute('readonly', '')
  await expect(page.getByLabel(t.checkout.clientName)).toHaveValue('Jean Mbarga')
  // The account's country and city are already chosen, with the zones of that city to pick from.
  await expect(page.getByLabel(t.checkout.country, { exact: true })).toHaveValue('CM')
  await expect(page.getByLabel(t.checkout.city, { exact: true })).toHaveValue('Yaoundé')
  await expect(page.getByLabel(t.checkout.zone, { exact: true }).locator('option')).not.toHaveCount(1)
  await expect(page.getByText(t.checkout.loginOffer)).toHaveCount(0)
})

test('the checkout’s “Déjà client ?” signs in and fills the form', async ({ page }) => {
  await addMicrowave(page)
  await page.goto(shopUrl('demo', '/cart'))
  if (jsOn()) await expectHydrated(page)
  await page.getByText(t.checkout.loginOffer).click()
  const scope = jsOn() ? page.getByRole('dialog', { name: t.account.loginTitle }) : page
  if (!jsOn()) await expect(page).toHaveURL(shopUrl('demo', `/login?redirectTo=${encodeURIComponent(local('/cart'))}`))
  await scope.getByLabel(t.account.email).fill('client@demo.test')
  await scope.getByLabel(t.account.password).fill('Client-2026!')
  await scope.getByRole('button', { name: t.account.login }).click()
  if (jsOn()) await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(shopUrl('demo', '/cart'))
  const emailField = page.getByLabel(t.checkout.clientEmail)
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

/**
 * The customer area, as the seeded customer of a demo shop sees it: the orders,
 * one order, the pages not available yet. Signed in by a session cookie made
 * with the storefront's secret around a token of the stand-in API's /login.
 * Every test runs with JavaScript on (js-on) and off (js-off).
 */
import { existsSync, readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'
import { fr } from '../../app/i18n/fr'
import { createSessionStorage, LOGIN_LIFETIME_MS } from '../../app/server/session.server'
import { expect, test } from './fixtures'
import { E2E_API_PORT, shopUrl } from './shops'

const PASSWORD = 'Client-2026!'
const STATUSES = ['En cours', 'terminée', 'En attente', 'Annuler', 'Terminer']
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))

/** A variable of the e2e storefront's .dev.vars (scripts/start.mjs makes it from the example). */
function devVar(name: string): string {
  const file = existsSync('.dev.vars') ? '.dev.vars' : '.dev.vars.example'
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}=`))
  return line!.slice(name.length + 1).trim()
}

/** Signs the browser in as the shop's seeded customer: a token from the stand-in API, in a session cookie. */
async function signIn(context: BrowserContext, shop: string) {
  const host = `${shop}.localhost`
  const res = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api/v2/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${devVar('SHOP_PUBLIC_KEY')}`,
      'X-Shop-Host': host,
    },
    body: JSON.stringify({ email: `client@${shop}.test`, password: PASSWORD }),
  })
  expect(res.status).toBe(200)
  const { token, user } = (await res.json()) as { token: string; user: Record<string, string | null> }
  const storage = createSessionStorage(devVar('SESSION_SECRET').split(','), false, host)
  const session = await storage.getSession()
  session.set('token', token)
  session.set('customer', user)
  session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
  const value = (await storage.commitSession(session)).split(';')[0]!.slice('__session='.length)
  await context.addCookies([{ name: '__session', value, domain: host, path: '/', httpOnly: true, sameSite: 'Lax' }])
}

test('signed out, the customer area sends to the login page, and signing in there comes back to the orders', async ({
  page,
}) => {
  await page.goto(shopUrl('demo', '/customer/orders'))
  await expect(page).toHaveURL(shopUrl('demo', '/login?redirectTo=%2Fcustomer%2Forders'))
  await page.getByLabel(fr.account.email).fill('client@demo.test')
  await page.getByLabel(fr.account.password).fill(PASSWORD)
  await page.getByRole('button', { name: fr.account.login }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.locator('.orders__item')).toHaveCount(5)
  await page.locator('.orders__item').filter({ hasText: 'Annuler' }).click()
  await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections.order })).toBeVisible()
  await expect(page.locator('.order__head .status')).toHaveClass(/status--danger/)
  await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')
})

for (const shop of ['demo', 'nuit']) {
  test(`${shop}: the seeded customer sees the 5 orders with their statuses, then one with its items and totals`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await signIn(context, shop)
    await page.goto(shopUrl(shop, '/customer'))
    await expect(page).toHaveURL(shopUrl(shop, '/customer/orders'))
    await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections.orders })).toBeVisible()
    const menu = page.getByRole('navigation', { name: fr.customer.menu })
    await expect(menu.getByRole('link', { name: fr.customer.sections.orders })).toBeVisible()
    await expect(menu.getByRole('link', { name: fr.customer.sections.settings })).toBeVisible()
    // A link to the confirmation page without JavaScript, a button that asks first with it.
    await expect(menu.getByRole(javaScriptEnabled ? 'button' : 'link', { name: fr.account.logout })).toBeVisible()

    const orders = page.locator('.orders__item')
    await expect(orders).toHaveCount(5)
    // Newest first.
    for (const [i, statut] of STATUSES.entries()) await expect(orders.nth(i).locator('.status')).toHaveText(statut)
    await expect(orders.filter({ hasText: 'Terminer' }).locator('.status')).toHaveClass(/status--success/)
    await expect(orders.filter({ hasText: 'Annuler' }).locator('.status')).toHaveClass(/status--danger/)
    await expect(orders.filter({ hasText: 'En attente' }).locator('.status')).toHaveClass(/status--warning/)
    await expect(orders.filter({ hasText: 'En cours' }).locator('.status')).toHaveClass(/status--neutral/)
    await expect(orders.first()).toContainText(/\d{2} \p{L}+\.? \d{4}/u)
    await expect(orders.first()).toContainText('XAF')

    // The order with the promo code.
    const promoOrder = orders.filter({ hasText: 'terminée' })
    const number = (await promoOrder.locator('.orders__number').innerText()).trim()
    await promoOrder.click()
    await expect(page).toHaveURL(/\/customer\/orders\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections.order })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible()
    await expect(page.locator('.order__head .status')).toHaveClass(/status--success/)
    await expect(page.locator('.order__item')).toHaveCount(1)
    await expect(page.locator('.order__item')).toContainText('3 × ')
    const summary = page.locator('.summary')
    await expect(summary).toContainText(fr.cart.subtotal)
    await expect(summary).toContainText(fr.cart.shipping)
    await expect(summary).toContainText(fill(fr.cart.discount, { code: 'BIENVENUE10' }))
    await expect(summary).toContainText(fr.cart.total)
    await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')

    await page.getByRole('link', { name: fr.customer.backToOrders }).click()
    await expect(page).toHaveURL(shopUrl(shop, '/customer/orders'))
    // An order without a discount has no discount line.
    await orders.filter({ hasText: 'En cours' }).click()
    await expect(page.locator('.order__item')).toHaveCount(3)
    await expect(page.locator('.summary__discount')).toHaveCount(0)
  })
}

test('the pages not available yet say so, with a way back to the orders', async ({ page, context }) => {
  await signIn(context, 'demo')
  await page.goto(shopUrl('demo', '/customer/orders'))
  await page
    .getByRole('navigation', { name: fr.customer.menu })
    .getByRole('link', { name: fr.customer.sections.settings })
    .click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/settings'))
  await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections.settings })).toBeVisible()
  await expect(page.getByText(fr.customer.notAvailable)).toBeVisible()
  for (const section of ['invoices', 'disputes', 'support'] as const) {
    await page.goto(shopUrl('demo', `/customer/${section}`))
    await expect(page.getByRole('heading', { level: 1, name: fr.customer.sections[section] })).toBeVisible()
    await expect(page.getByText(fr.customer.notAvailable)).toBeVisible()
  }
  await page.getByRole('link', { name: fr.customer.backToOrders }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.locator('.orders__item')).toHaveCount(5)
})

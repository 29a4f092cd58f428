/**
 * The customer area, as the seeded customer of a demo shop sees it: the orders,
 * one order, the pages not available yet. Signed in by a session cookie made
 * with the storefront's secret around a token of the stand-in API's /login.
 * Every test runs with JavaScript on and off, in French (js-on, js-off) and in English (en-js-on, en-js-off;
 * tests/e2e/language.ts).
 */
import type { BrowserContext } from '@playwright/test'
import { withoutLanguage } from '../../app/lib/languages'
import { formatDate } from '../../app/lib/dates'
import { LOGIN_LIFETIME_MS } from '../../app/account/login-session.server'
import { createSessionStorage } from '../../app/server/session.server'
import { expect, test } from './fixtures'
import { fill, language, local, price, t } from './language'
import { devVar } from './platform'
import { E2E_API_PORT, shopUrl } from './shops'

const PASSWORD = 'Client-2026!'

/**
 * The seeded orders' statuses, newest first, as the list shows them and their colours: the three it colours in the
 * page's language; 'terminée', which only the detail colours, grey, as the detail words it; 'En cours', which
 * the storefront does not know, grey, as the platform words it.
 */
function statuses(): [string, string][] {
  const { success, danger, warning } = t.customer.status.list
  return [
    ['En cours', 'neutral'],
    [t.customer.status.detail.success, 'neutral'],
    [warning, 'warning'],
    [danger, 'danger'],
    [success, 'success'],
  ]
}

/** Signs the browser in as the shop's seeded customer: a token from the stand-in API, in a session cookie. */
async function signIn(context: BrowserContext, shop: string): Promise<string> {
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
  return token
}

/** GET `path` (under /api/v2) as the shop's signed-in customer: what the customer area shows. */
async function asCustomer<T>(shop: string, token: string, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Shop-Host': `${shop}.localhost` },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

test('signed out, the customer area sends to the login page, and signing in there comes back to the orders', async ({
  page,
}) => {
  await page.goto(shopUrl('demo', '/customer/orders'))
  await expect(page).toHaveURL(shopUrl('demo', `/login?redirectTo=${encodeURIComponent(local('/customer/orders'))}`))
  await page.getByLabel(t.account.email).fill('client@demo.test')
  await page.getByLabel(t.account.password).fill(PASSWORD)
  await page.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.locator('.orders__item')).toHaveCount(5)
  await page.locator('.orders__item').filter({ hasText: t.customer.status.list.danger }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.order })).toBeVisible()
  await expect(page.locator('.order__head .status')).toHaveClass(/status--danger/)
  await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')
})

for (const shop of ['demo', 'nuit']) {
  test(`${shop}: the seeded customer sees the 5 orders with their statuses, then one with its items and totals`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const token = await signIn(context, shop)
    await page.goto(shopUrl(shop, '/customer'))
    await expect(page).toHaveURL(shopUrl(shop, '/customer/orders'))
    await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.orders })).toBeVisible()
    const menu = page.getByRole('navigation', { name: t.customer.menu })
    await expect(menu.getByRole('link', { name: t.customer.sections.orders })).toBeVisible()
    await expect(menu.getByRole('link', { name: t.customer.sections.settings })).toBeVisible()
    // A link to the confirmation page without JavaScript, a button that asks first with it.
    await expect(menu.getByRole(javaScriptEnabled ? 'button' : 'link', { name: t.account.logout })).toBeVisible()

    const orders = page.locator('.orders__item')
    await expect(orders).toHaveCount(5)
    // Newest first.
    for (const [i, [statut, tone]] of statuses().entries()) {
      await expect(orders.nth(i).locator('.status')).toHaveText(statut)
      await expect(orders.nth(i).locator('.status')).toHaveClass(new RegExp(`status--${tone}`))
    }
    // The newest order's date and amount, as the page's language writes them.
    const [newest] = await asCustomer<{ date_commande: string; montant_total: number }[]>(
      shop,
      token,
      '/customer/orders',
    )
    await expect(orders.first()).toContainText(formatDate(newest!.date_commande, 'long', language()))
    await expect(orders.first()).toContainText(price(newest!.montant_total))

    // The order with the promo code: 'terminée', the second newest.
    const promoOrder = orders.nth(1)
    const number = (await promoOrder.locator('.orders__number').innerText()).trim()
    await promoOrder.click()
    await expect(page).toHaveURL(new RegExp(`${local('/customer/orders')}/[\\w-]+$`))
    await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.order })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible()
    await expect(page.locator('.order__head .status')).toHaveClass(/status--success/)
    await expect(page.locator('.order__item')).toHaveCount(1)
    const { items } = await asCustomer<{ items: { unit_price: number }[] }>(
      shop,
      token,
      withoutLanguage(new URL(page.url()).pathname),
    )
    await expect(page.locator('.order__item')).toContainText(
      fill(t.customer.quantityPrice, { quantity: 3, price: price(items[0]!.unit_price) }),
    )
    const summary = page.locator('.summary')
    await expect(summary).toContainText(t.cart.subtotal)
    await expect(summary).toContainText(t.cart.shipping)
    await expect(summary).toContainText(fill(t.cart.discount, { code: 'BIENVENUE10' }))
    await expect(summary).toContainText(t.cart.total)
    await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')

    await page.getByRole('link', { name: t.customer.backToOrders }).click()
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
    .getByRole('navigation', { name: t.customer.menu })
    .getByRole('link', { name: t.customer.sections.settings })
    .click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/settings'))
  await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.settings })).toBeVisible()
  await expect(page.getByText(t.customer.notAvailable)).toBeVisible()
  for (const section of ['invoices', 'disputes', 'support'] as const) {
    await page.goto(shopUrl('demo', `/customer/${section}`))
    await expect(page.getByRole('heading', { level: 1, name: t.customer.sections[section] })).toBeVisible()
    await expect(page.getByText(t.customer.notAvailable)).toBeVisible()
  }
  await page.getByRole('link', { name: t.customer.backToOrders }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await expect(page.locator('.orders__item')).toHaveCount(5)
})

/**
 * What the dropped-connection journeys share (dropped-connection*.spec.ts): a page opened as a shopper has it, an
 * answer cut after the storefront acted, the notices, a checkout ready to send, and the platform's one order.
 */
import { expect, test, type Page } from '@playwright/test'
import { addToCart, cartCount, chooseDelivery, fillContact } from './forms'
import { exactly, fill, t } from './language'
import { sentBy } from './platform'
import { shopUrl } from './shops'

export function failOnUncaught(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
  return errors
}

/** A page whose late parts (the notice's code among them) have loaded, as a shopper's has once it is shown. */
export async function open(page: Page, path: string) {
  await page.goto(shopUrl('demo', path))
  await page.waitForLoadState('networkidle')
}

/**
 * The storefront does the next send, but its answer is cut on the way back to the page. The request goes to the
 * storefront from the test (Node does not resolve `*.localhost`: to the loopback address, with the page's headers).
 * With JavaScript the send is a `.data` request; without it, the form's own address (`path`).
 */
export async function cutNextAnswer(page: Page, path?: string) {
  let cut = false
  await page.route(path ? (url) => url.pathname === path : /\.data(\?|$)/, async (route) => {
    const request = route.request()
    if (cut || request.method() !== 'POST') return route.fallback()
    cut = true
    const url = new URL(request.url())
    url.hostname = '127.0.0.1'
    await route.fetch({ url: url.href, headers: await request.allHeaders(), maxRedirects: 0 })
    await route.abort('connectionreset')
  })
}

/**
 * One row of `npm run flaky` (tests/e2e/flaky-reporter.ts): the form, how the connection dropped, and what the
 * shopper read then. The row's "done once" and "kept" are the test's own assertions: it passed or not.
 */
export function report(form: string, dropped: 'offline' | 'answer lost' | 'answer late', read: string) {
  test.info().annotations.push({ type: 'dropped', description: JSON.stringify({ form, dropped, read }) })
}

/** What the page's notice says (app/sending/SendNotice.tsx), as one line. */
export async function noticeText(page: Page): Promise<string> {
  return (await page.locator('.send-notice').innerText()).replace(/\s+/g, ' ').trim()
}

/** The notice of a send the browser did not make, and what it says of the connection. */
export async function expectNotSent(page: Page) {
  await expect(page.getByText(t.sending.unsent)).toBeVisible()
  await expect(page.getByText(t.sending.offline)).toBeVisible()
  await expect(page.getByText(t.failure.unknownTitle)).toHaveCount(0)
}

/** A keyed send whose answer was lost: the page says the shop is being asked again. */
export async function expectAsking(page: Page) {
  await expect(page.getByText(t.sending.asking)).toBeVisible()
}

/** The platform's answer to an add, as the product page says it (the count alone moves before the answer). */
export async function expectAdded(page: Page) {
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity: 1, name }))).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText('1')
}

export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cm`

/** A cart with one product, the checkout filled for cash on delivery by a shopper of her own address. */
export async function readyToOrder(page: Page): Promise<{ email: string; zone: string }> {
  await addToCart(page, 'demo', 'micro-ondes-25-l')
  await open(page, '/cart')
  await fillContact(page)
  const email = uniqueEmail('awa')
  await page.getByLabel(t.checkout.clientEmail).fill(email)
  await chooseDelivery(page, 'Cameroun', 'Douala', /^Akwa/)
  const zone = await page.getByLabel(t.checkout.zone).inputValue()
  await page.getByLabel(t.checkout.cashOnDelivery).check()
  return { email, zone }
}

export async function expectPlacedOnce(page: Page, email: string) {
  await expect(page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  expect((await sentBy('demo', email)).orders).toBe(1)
}

/**
 * Forms whose send offline is the same story, with JavaScript or without: typed, not sent, kept (on the page, or
 * Back from the browser's error page), done once sent again.
 */
export const OFFLINE_FORMS: {
  form: string
  path: string
  /** `email`: an address of this test's own. */
  fill: (page: Page, email: string) => Promise<void>
  send: (page: Page) => Promise<void>
  kept: (page: Page, email: string) => Promise<void>
  /** Back from the browser's error page, what a browser never gives back: a password. */
  retype?: (page: Page) => Promise<void>
  done: (page: Page) => Promise<void>
}[] = [
  {
    form: 'newsletter',
    path: '/categories',
    fill: (page, email) => page.locator('#newsletter').getByLabel(t.newsletter.label).fill(email),
    send: (page) => page.locator('#newsletter').getByRole('button', { name: t.newsletter.submit }).click(),
    kept: (page, email) => expect(page.locator('#newsletter').getByLabel(t.newsletter.label)).toHaveValue(email),
    done: (page) => expect(page.locator('#newsletter').getByRole('status')).toHaveText(t.newsletter.success),
  },
  {
    form: 'sign-in',
    // As the header's link opens it: the form's address is the page's own.
    path: '/login?redirectTo=%2Fcustomer',
    fill: async (page) => {
      await page.getByLabel(t.account.email).fill('client@demo.test')
      await page.getByLabel(t.account.password).fill('Client-2026!')
    },
    send: (page) => page.getByRole('button', { name: t.account.login }).click(),
    kept: (page) => expect(page.getByLabel(t.account.email)).toHaveValue('client@demo.test'),
    retype: (page) => page.getByLabel(t.account.password).fill('Client-2026!'),
    done: (page) => expect(page).not.toHaveURL(/\/login/),
  },
  {
    form: 'promo code',
    path: '/cart',
    fill: async (page) => {
      await addToCart(page, 'demo', 'micro-ondes-25-l')
      await open(page, '/cart')
      await page.getByLabel(t.promo.label).fill('BIENVENUE10')
    },
    send: (page) => page.getByRole('button', { name: t.promo.apply }).click(),
    kept: (page) => expect(page.getByLabel(t.promo.label)).toHaveValue('BIENVENUE10'),
    done: (page) => expect(page.locator('.summary__discount')).toContainText('BIENVENUE10'),
  },
  {
    form: 'registration',
    path: '/register',
    fill: async (page, email) => {
      await page.getByLabel(t.account.prenom).fill('Jean')
      await page.getByLabel(t.account.nom, { exact: true }).fill('Mbarga')
      await page.getByLabel(t.account.email).fill(email)
      await page.getByLabel(t.account.password).fill('Secret-2026!')
      await page.getByLabel(t.account.telephone).fill('677 11 22 33')
      await page.getByLabel(t.account.adresse).fill('3 avenue Kennedy')
      await page.getByLabel(t.account.ville).fill('Yaoundé')
    },
    send: (page) => page.getByRole('button', { name: t.account.register }).click(),
    kept: (page, email) => expect(page.getByLabel(t.account.email)).toHaveValue(email),
    retype: (page) => page.getByLabel(t.account.password).fill('Secret-2026!'),
    done: (page) => expect(page).toHaveURL(/\/customer\/orders$/),
  },
  {
    form: 'cart link',
    path: '/cart-link?items=micro-ondes-25-l:2',
    fill: async () => {},
    send: (page) => page.getByRole('button', { name: t.cartLink.add }).click(),
    kept: (page) => expect(page.getByRole('button', { name: t.cartLink.add })).toBeVisible(),
    done: async (page) => {
      await expect(page.locator('.cart-line output')).toHaveText('2')
      await expect(cartCount(page)).toHaveText('2')
    },
  },
]

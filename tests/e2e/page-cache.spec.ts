/**
 * Pages cached at the edge, as three visitors of the demo shop see them at the same time: an anonymous
 * visitor, a visitor with a cart and the signed-in customer, each in a browser of their own. On home, a
 * category and a product page each sees their own header; every visitor's second view of a page comes from the
 * cache with a CSP nonce of its own, the visitor's own parts filled in, and nothing of one visitor shows on
 * another's page. A shopper with a cart reloading a page from the cache sees their count at once and never
 * another. The cache status is the one `Server-Timing` gives every answer. Runs with JavaScript on (js-on) and
 * off (js-off).
 */
import type { Browser, BrowserContext, Page, Response } from '@playwright/test'
import { NO_SCRIPT_COOKIE } from '../../app/server/document.server'
import { expect, expectHydrated, gotoWaitsForScripts, recordPageErrors, test } from './fixtures'
import { exactly, fill, local, t } from './language'
import { shopOrigin, shopUrl } from './shops'

const SHOP = 'demo'
const PRODUCT = '/products/micro-ondes-25-l'
const PRODUCT_NAME = 'Micro-ondes 25 L'
const PAGES = ['/', '/categories/electromenager', PRODUCT]
const CUSTOMER = { email: 'client@demo.test', password: 'Client-2026!', name: 'Awa' }
const IN_CART = 2

const account = (page: Page) => page.getByRole('banner').locator('.header__account')
const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')
const cacheOf = (response: Response) => response.headers()['server-timing']?.match(/cache;desc=(\w+)/)?.[1]
const nonceOf = (response: Response) =>
  response.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1] ?? ''

interface Visitor {
  name: string
  page: Page
  /** What the header's account link says, and the header's cart count. */
  header: { account: string; count: string }
  /** Cache statuses this visitor's answers may have. */
  first: string[]
  again: string[]
}

interface View {
  cache: string | undefined
  nonce: string
  html: string
}

/** A browser of its own, set up as the test's own one: pop-up seen, known to run no script in js-off. */
async function openBrowser(browser: Browser, javaScriptEnabled: boolean) {
  // The project's options (JavaScript on or off, locale, user agent) apply to this context too.
  const context = await browser.newContext()
  await knownBrowser(context, javaScriptEnabled)
  const page = await context.newPage()
  if (javaScriptEnabled) gotoWaitsForScripts(page)
  return { context, page, errors: recordPageErrors(page).errors }
}

async function knownBrowser(context: BrowserContext, javaScriptEnabled: boolean) {
  const url = shopOrigin(SHOP)
  await context.addCookies([
    { name: '__popup', value: '1', url },
    // Without scripts, documents come whole without a first refresh through /no-js.
    ...(javaScriptEnabled ? [] : [{ name: NO_SCRIPT_COOKIE, value: '1', url }]),
  ])
}

/** One page as a visitor gets it, and the header they see on it. */
async function view(visitor: Visitor, path: string): Promise<View> {
  const response = await visitor.page.goto(shopUrl(SHOP, path))
  expect(response?.status(), `${visitor.name}: ${path}`).toBe(200)
  await expect(account(visitor.page), `${visitor.name}: ${path}`).toHaveText(visitor.header.account)
  await expect(cartCount(visitor.page), `${visitor.name}: ${path}`).toHaveText(visitor.header.count)
  return { cache: cacheOf(response!), nonce: nonceOf(response!), html: await response!.text() }
}

test('an anonymous visitor, a visitor with a cart and a signed-in customer, at once: each their own header on pages from the cache', async ({
  browser,
  context,
  page,
  javaScriptEnabled,
}) => {
  test.slow() // Three browsers, about twenty pages rendered on a machine that may be busy.
  await knownBrowser(context, javaScriptEnabled)
  const withCart = await openBrowser(browser, javaScriptEnabled)
  const signedIn = await openBrowser(browser, javaScriptEnabled)
  try {
    await withCart.page.goto(shopUrl(SHOP, PRODUCT))
    await withCart.page.getByLabel(t.product.quantity).fill(String(IN_CART))
    await withCart.page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
    // The message, from the fetcher (JavaScript) or as a toast after the redirect: the platform has the item.
    const added = fill(t.cart.added, { quantity: IN_CART, name: PRODUCT_NAME })
    await expect(withCart.page.getByText(exactly(added)).first()).toBeVisible()

    await signedIn.page.goto(shopUrl(SHOP, `/login?redirectTo=${encodeURIComponent(local('/'))}`))
    await signedIn.page.getByLabel(t.account.email).fill(CUSTOMER.email)
    await signedIn.page.getByLabel(t.account.password).fill(CUSTOMER.password)
    await signedIn.page.getByRole('button', { name: t.account.login }).click()
    await expect(signedIn.page).toHaveURL(shopUrl(SHOP, '/'))
    await expect(account(signedIn.page)).toHaveText(CUSTOMER.name)
    const customerCount = (await cartCount(signedIn.page).innerText()).trim()
    await expect(account(signedIn.page)).toHaveAttribute('href', local('/customer'))
    expect(customerCount).not.toBe(String(IN_CART))

    const anonymous: Visitor = {
      name: 'anonymous visitor',
      page,
      header: { account: t.nav.account, count: '0' },
      first: ['miss', 'hit', 'stale'],
      again: ['hit', 'stale'],
    }
    const visitors: Visitor[] = [
      anonymous,
      {
        name: 'visitor with a cart',
        page: withCart.page,
        header: { account: t.nav.account, count: String(IN_CART) },
        first: ['miss', 'hit', 'stale'],
        again: ['hit', 'stale'],
      },
      {
        name: 'signed-in customer',
        page: signedIn.page,
        header: { account: CUSTOMER.name, count: customerCount },
        first: ['miss', 'hit', 'stale'],
        again: ['hit', 'stale'],
      },
    ]
    const cartText = fill(t.cart.count, { count: IN_CART })

    for (const path of PAGES) {
      // The three ask for the page at the same time, twice.
      const first = await Promise.all(visitors.map((visitor) => view(visitor, path)))
      const again = await Promise.all(visitors.map((visitor) => view(visitor, path)))
      for (const [i, visitor] of visitors.entries()) {
        expect(visitor.first, `${visitor.name}: ${path}, first view`).toContain(first[i]!.cache)
        expect(visitor.again, `${visitor.name}: ${path}, second view`).toContain(again[i]!.cache)
      }
      // Nothing of the two others in the anonymous visitor's pages, as sent.
      for (const { html } of [first[0]!, again[0]!]) {
        expect(html, `anonymous visitor: ${path}`).not.toContain(CUSTOMER.email)
        expect(html, `anonymous visitor: ${path}`).not.toContain(`>${CUSTOMER.name}<`)
        expect(html, `anonymous visitor: ${path}`).not.toContain(cartText)
      }
      // The cached answer has a nonce of its own, on its scripts too; with JavaScript they ran (the page was
      // taken over by them before `goto` returned).
      const [before, cached] = [first[0]!, again[0]!]
      expect(cached.nonce).toHaveLength(24)
      expect(cached.nonce).not.toBe(before.nonce)
      expect(cached.html).toContain(`nonce="${cached.nonce}"`)
      expect(cached.html).not.toContain(before.nonce)
    }
    expect(withCart.errors(), 'the visitor with a cart: errors logged').toEqual([])
    expect(signedIn.errors(), 'the signed-in customer: errors logged').toEqual([])
  } finally {
    await withCart.context.close()
    await signedIn.context.close()
  }
})

/** Adds `quantity` of the product to this browser's cart, and waits for the message saying so. */
async function addToCart(page: Page, quantity: number) {
  await page.goto(shopUrl(SHOP, PRODUCT))
  await page.getByLabel(t.product.quantity).fill(String(quantity))
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity, name: PRODUCT_NAME }))).first()).toBeVisible()
}

test('a shopper with a cart reloads a catalogue page from the cache: their count at once, never another first', async ({
  page,
  javaScriptEnabled,
}) => {
  const path = local('/categories/electromenager')
  await addToCart(page, IN_CART)
  // Every text the header's count shows in this browser, from the first parse of each document (with JavaScript:
  // the HTML's, then each render's, hydration included).
  await page.addInitScript(() => {
    const shown: string[] = []
    Object.assign(window, { __shownCounts: shown })
    const record = () => {
      const text = document.querySelector('header .header__count')?.textContent
      if (text != null && shown.at(-1) !== text) shown.push(text)
    }
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    document.addEventListener('DOMContentLoaded', record)
  })
  let response: Response | null = null
  for (let i = 0; i < 50 && (!response || cacheOf(response) !== 'hit'); i++)
    response = await page.goto(shopUrl(SHOP, path))
  expect(cacheOf(response!), 'the page came from the cache').toBe('hit')
  await expect(cartCount(page)).toHaveText(String(IN_CART))
  await expect(page.getByRole('banner')).toContainText(fill(t.cart.count, { count: IN_CART }))
  if (!javaScriptEnabled) return
  await expectHydrated(page)
  await expect(cartCount(page)).toHaveText(String(IN_CART))
  const shown = await page.evaluate(() => (window as unknown as { __shownCounts: string[] }).__shownCounts)
  expect(shown).toEqual([String(IN_CART)])
})

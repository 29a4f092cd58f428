/**
 * Offline reading: with JavaScript, the shop's service worker keeps the pages a shopper read, and
 * offline it shows them again, or an offline page in the shop's look and the page's language for a page
 * never read, the cart and the customer area included. Without JavaScript, and in data-saver mode (no
 * script at all), no worker is registered.
 *
 * Offline, the platform's images (another origin) cannot load and Chromium logs it: these tests use
 * Playwright's own `test` and fail only on uncaught exceptions.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { NO_SCRIPT_COOKIE } from '../../app/server/document.server'
import { catalogues } from '../../app/i18n/text.server'
import { expectHydrated, isSameDocument, markDocument } from './fixtures'
import { language, local, t } from './language'
import { report } from './dropped-connection'
import { fillContactMessage } from './forms'
import { sentBy } from './platform'
import { SHOPS, shopOrigin, shopUrl } from './shops'

const shop = SHOPS.demo
const READ = '/products/congelateur-coffre-200-l'
const READ_TITLE = 'Congélateur coffre 200 L'
const NEVER_READ = '/products/blender-1-5-l'
/** The seeded customer's password (demo-api/src/seed.ts). */
const PASSWORD = 'Client-2026!'

// The worker is blocked in every other spec (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** The path is in one of the worker's page caches (checked from the page: same origin). */
async function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => {
    for (const name of await caches.keys()) {
      if (name.includes('-pages-') && (await (await caches.open(name)).match(p, { ignoreVary: true }))) return true
    }
    return false
  }, path)
}

/** The page's worker is active and controls the page. */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated')
}

/** The offline page's texts in the test's language (apart from the catalogue, as in the app). */
const offlinePage = () => catalogues[language()].offline

function failOnUncaught(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
  return errors
}

/** The offline page; for a visitor's own page (never kept), the one that says those show only online. */
async function expectOfflinePage(page: Page, text = offlinePage().text) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePage().title)
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByRole('link', { name: shop.name })).toBeVisible()
  await expect(page.getByRole('link', { name: offlinePage().home })).toHaveAttribute('href', local('/'))
}

// The pop-up of the first page of the day is already seen (its cookie): it would cover the links.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: '__popup', value: '1', url: shopOrigin(shop.slug) }])
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the worker is registered by the page script')
  // A worker installed per test, then several pages each loaded twice (online, offline): on a busy machine
  // this goes past the default 30 s.
  test.slow()

  test('a product read before reads offline; a page never read and the cart show the offline page', async ({
    page,
    context,
  }) => {
    const errors = failOnUncaught(page)
    await page.goto(shopUrl(shop.slug, '/'))
    await workerControls(page)
    await page.goto(shopUrl(shop.slug, '/cart'))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlinePage().title)
    await page.goto(shopUrl(shop.slug, READ))
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    await expect.poll(() => isKept(page, local(READ)), { timeout: 30_000 }).toBe(true)
    expect(await isKept(page, local('/cart')), 'the cart is never kept').toBe(false)

    await context.setOffline(true)
    await page.goto(shopUrl(shop.slug, READ))
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    await expect(page.getByText(offlinePage().title)).toHaveCount(0)

    await page.goto(shopUrl(shop.slug, NEVER_READ))
    await expectOfflinePage(page)
    await expect(page).toHaveURL(shopUrl(shop.slug, NEVER_READ))

    // The cart was read a moment ago: the page says such pages show only online, not that it was never read.
    await page.goto(shopUrl(shop.slug, '/cart'))
    await expectOfflinePage(page, offlinePage().personalText)
    await page.goto(shopUrl(shop.slug, '/customer'))
    await expectOfflinePage(page, offlinePage().personalText)

    // Back online, the page asked for loads (what the offline page's retry link does).
    await context.setOffline(false)
    await page.goto(shopUrl(shop.slug, NEVER_READ))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlinePage().title)
    expect(errors).toEqual([])
  })

  test('offline, the links of a page read before lead to the pages read or to the offline page', async ({
    page,
    context,
  }) => {
    const errors = failOnUncaught(page)
    await page.goto(shopUrl(shop.slug, '/'))
    await workerControls(page)
    await page.reload() // now through the worker, which keeps this page as loaded (with its scripts)
    await expectHydrated(page)
    // A client-side navigation loads no document: the worker keeps a copy of the page by itself.
    await page
      .locator(`a[href="${local(READ)}"]`)
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    await expect.poll(() => isKept(page, local(READ)), { timeout: 30_000 }).toBe(true)

    await context.setOffline(true)
    await page.goto(shopUrl(shop.slug, '/'))
    await expectHydrated(page) // the kept home page runs its scripts from the worker's cache
    await markDocument(page)
    await page
      .locator(`a[href="${local(READ)}"]`)
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    expect(await isSameDocument(page), 'offline, the link loads the kept page as a document').toBe(false)
    await page.goto(shopUrl(shop.slug, '/'))
    await expectHydrated(page)
    await page
      .locator(`a[href="${local(NEVER_READ)}"]`)
      .first()
      .click()
    await expectOfflinePage(page)
    await expect(page).toHaveURL(shopUrl(shop.slug, NEVER_READ))
    expect(errors).toEqual([])
  })

  test('signed in, no page is kept: offline, a product read then shows the offline page', async ({ page, context }) => {
    const errors = failOnUncaught(page)
    await page.goto(shopUrl(shop.slug, '/login'))
    await workerControls(page)
    await page.getByLabel(t.account.email).fill(`client@${shop.slug}.test`)
    await page.getByLabel(t.account.password).fill(PASSWORD)
    await page.getByRole('button', { name: t.account.login }).click()
    await expect(page).not.toHaveURL(/\/login/)
    const signedIn = await page.goto(shopUrl(shop.slug, READ))
    expect(signedIn?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    expect(await isKept(page, local(READ))).toBe(false)

    await context.setOffline(true)
    await page.goto(shopUrl(shop.slug, READ))
    await expectOfflinePage(page)
    expect(errors).toEqual([])
  })

  test('a new build’s worker takes over once installed and deletes the older caches', async ({ page }) => {
    await page.goto(shopUrl(shop.slug, '/'))
    await workerControls(page)
    const version = await page.evaluate(() =>
      new URL(navigator.serviceWorker.controller!.scriptURL).searchParams.get('v'),
    )
    expect(version).toBeTruthy()
    const cacheNames = () => page.evaluate(() => caches.keys())
    await expect.poll(cacheNames).toContain(`storefront-pages-${version}`)

    // What the pages of a new build do: register the worker with the new build's version.
    await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js?v=next-build'))
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('v=next-build'))
    await expect.poll(cacheNames).toEqual(expect.arrayContaining(['storefront-pages-next-build']))
    await expect.poll(async () => (await cacheNames()).filter((name) => name.endsWith(`-${version}`))).toEqual([])
    await page.goto(shopUrl(shop.slug, READ))
    await expect.poll(() => isKept(page, local(READ))).toBe(true)
  })

  test('a form sent offline from a page without scripts comes back as it was, said not sent, and is sent once', async ({
    page,
    context,
  }) => {
    const errors = failOnUncaught(page)
    await page.goto(shopUrl(shop.slug, '/'))
    await workerControls(page)
    // A data-saver page (no script), which the worker installed by the page before controls.
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' })
    await page.goto(shopUrl(shop.slug, '/contact'))
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
    const email = `awa.${Date.now().toString(36)}@example.cm`
    const text = 'Livrez-vous à Bonabéri le samedi ?'
    await fillContactMessage(page, { name: 'Awa Ndiaye', email: email, subject: 'Livraison', text: text })

    await context.setOffline(true)
    await page.getByRole('button', { name: t.contact.send }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePage().unsentTitle)
    report('contact, data-saver page', 'offline', `the worker's page: ${offlinePage().unsentTitle}, the form as typed`)
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible()

    await context.setOffline(false)
    await page.getByRole('button', { name: offlinePage().unsentSend }).click()
    await expect(page.getByText(t.contact.sent)).toBeVisible()
    expect((await sentBy(shop.slug, email)).messages).toBe(1)
    expect(errors).toEqual([])
  })

  test('data-saver pages carry no script and register no worker', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } })
    const page = await context.newPage()
    await page.goto(shopUrl(shop.slug, '/'), { waitUntil: 'load' })
    await page.goto(shopUrl(shop.slug, READ), { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    // Structured data (JSON-LD) is the only script element, and it does not run.
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)
    expect(context.serviceWorkers()).toEqual([])
    await context.close()
  })
})

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the js-on project registers the worker')

  test('no worker is registered and offline there is no copy of the pages read', async ({ page, context }) => {
    // The browser is known to run no script (/no-js's cookie): pages come whole, without a refresh to /no-js.
    await context.addCookies([{ name: NO_SCRIPT_COOKIE, value: '1', url: shopOrigin(shop.slug) }])
    await page.goto(shopUrl(shop.slug, '/'), { waitUntil: 'load' })
    await page.goto(shopUrl(shop.slug, READ), { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1, name: READ_TITLE })).toBeVisible()
    expect(context.serviceWorkers()).toEqual([])
    await expectNoWorkerOffline(context, page)
  })
})

/** Offline without a worker, the browser has nothing to show: its own error page, not the shop's. */
async function expectNoWorkerOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect(page.goto(shopUrl(shop.slug, READ))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  await expect(page.getByText(offlinePage().title)).toHaveCount(0)
  await expect(page.getByText(t.nav.home)).toHaveCount(0)
}

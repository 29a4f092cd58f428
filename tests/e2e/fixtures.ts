/**
 * The `test` of every end-to-end spec. It fails a test when the page logs a
 * console error or throws an uncaught exception, with these exceptions:
 * - the analytics and ad-pixel hosts cannot be reached offline, so failed
 *   loads from them are expected;
 * - a page whose document answers 4xx/5xx makes Chromium log "Failed to load
 *   resource" for that document; the test asserts that status itself;
 * - a form refused with a 4xx (bad input, expired promo code) through a
 *   fetcher: Chromium logs the status, the page shows its French message.
 */
import { expect, test as base, type CDPSession, type Locator, type Page } from '@playwright/test'
import { pathLanguage } from '../../app/lib/languages'
import { frenchOn } from './english'
import { language } from './language'
import { SHOPS, shopOrigin } from './shops'

const UNREACHABLE_HOSTS = [
  'googletagmanager.com',
  'google-analytics.com',
  'analytics.google.com',
  'connect.facebook.net',
  'facebook.com',
]

function isUnreachableHost(url: string): boolean {
  try {
    const { hostname } = new URL(url)
    return UNREACHABLE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`))
  } catch {
    return false
  }
}

interface Logged {
  text: string
  url: string
}

export const test = base.extend<{
  pageErrors: Logged[]
  popupSeen: boolean
  seenPopup: void
  noFrenchOnEnglishPages: void
}>({
  /**
   * Each test is a shopper of its own address (`CF-Connecting-IP`, which Cloudflare sets and the local
   * server takes as sent): the storefront's rate limits also count per address, and the suites post many forms.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'CF-Connecting-IP': `198.18.${randomByte()}.${randomByte()}` })
  },
  /**
   * With JavaScript on, a page's scripts start only after it has loaded and painted, so `page.goto`,
   * which returns at `load`, also waits until they have taken over (`<html data-hydrated>`): a test then
   * acts on the page as the scripts make it. A page without them (data saver, the provider's page) is
   * not waited for; `waitUntil` other than `load` keeps Playwright's own meaning.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) gotoWaitsForScripts(page)
    await provide(page)
  },
  /**
   * The demo and mode shops show a pop-up over the first page of the day. Journeys about
   * something else start with it already seen today (its cookie); tests of the pop-up
   * itself set `test.use({ popupSeen: false })`.
   */
  popupSeen: [true, { option: true }],
  seenPopup: [
    async ({ context, popupSeen }, use) => {
      if (popupSeen) {
        await context.addCookies(
          Object.values(SHOPS).map((shop) => ({ name: '__popup', value: '1', url: shopOrigin(shop.slug) })),
        )
      }
      await use()
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const recorded = recordPageErrors(page)
      await use(recorded.logged)
      expect(recorded.errors(), 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
  /**
   * In English (tests/e2e/language.ts), the page a journey ends on shows no French string of the catalogue outside
   * the shop's own data (tests/e2e/english.ts), when it is an English page of the storefront.
   */
  noFrenchOnEnglishPages: [
    async ({ page }, use) => {
      await use()
      if (language() !== 'en' || page.isClosed()) return
      const url = new URL(page.url())
      if (!url.hostname.endsWith('.localhost') || pathLanguage(url.pathname) !== 'en') return
      expect(await frenchOn(page), `French strings on ${url.pathname}`).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * What a page logs as an error (console errors, uncaught exceptions) from now on: `logged` as it comes, and
 * `errors()` without the expected ones above. The `page` of every test is watched; a test that opens pages of
 * its own watches them with this.
 */
export function recordPageErrors(page: Page): { logged: Logged[]; errors: () => string[] } {
  const logged: Logged[] = []
  const documents = new Set<string>()
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) documents.add(response.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error')
      logged.push({ text: `console.error: ${message.text()}`, url: message.location().url })
  })
  page.on('pageerror', (error) => logged.push({ text: `uncaught: ${error.stack ?? error.message}`, url: '' }))
  // Filtered when asked: a document's response event may arrive after its console message.
  const errors = () =>
    logged
      .filter(({ text, url }) => {
        if (!text.startsWith('console.error: Failed to load resource')) return true
        return !(isUnreachableHost(url) || documents.has(url) || isRefusedForm(text, url))
      })
      .map(({ text, url }) => (url ? `${text} (${url})` : text))
  return { logged, errors }
}

/** A form refused with a 4xx, as a fetcher or a form with JavaScript posts it (single fetch: /route.data). */
function isRefusedForm(text: string, url: string): boolean {
  return /status of 4\d\d/.test(text) && /\.data(?:\?|$)/.test(url)
}

export { expect }

/** `page.goto` returns once the scripts have taken over the page (see the `page` fixture above). */
export function gotoWaitsForScripts(page: Page): void {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if ((options?.waitUntil ?? 'load') === 'load') await waitForScripts(page)
    return response
  }
}

/** Once a page that carries the storefront's scripts has been hydrated by them; at once for any other page. */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('template[data-after-paint]'),
  )
}

/** With JavaScript on: the page hydrated (the Remix client router runs). */
export async function expectHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __remixContext?: unknown; __remixRouter?: { state?: { initialized?: boolean } } }
    return (
      w.__remixContext !== undefined &&
      w.__remixRouter?.state?.initialized === true &&
      document.documentElement.hasAttribute('data-hydrated')
    )
  })
}

/**
 * Taps a link of the footer (or far down a page) once scrolled to and still, as a shopper does: the footer and the
 * sections above it are laid out only once near the screen (content-visibility), which can move the link under a tap
 * aimed at where it was. Scrolled to again until the whole link stays on the screen.
 */
export async function tapOnceInView(link: Locator): Promise<void> {
  await expect(async () => {
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeInViewport({ ratio: 1, timeout: 2_000 })
  }).toPass()
  await link.click()
}

/**
 * Marks the current document so a later check can tell a client-side
 * navigation (same document) from a full page load (new document).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eMark?: boolean }).__e2eMark = true
  })
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true)
}

/** One DevTools session per page: the network emulation belongs to the session that set it. */
const sessions = new WeakMap<Page, CDPSession>()

/**
 * A slow network for the page (Chromium's emulation: `latency` ms per request, `kbps` down and up) until it is
 * called again with `null`.
 */
export async function slowNetwork(page: Page, network: { latency: number; kbps: number } | null): Promise<void> {
  let cdp = sessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    sessions.set(page, cdp)
    await cdp.send('Network.enable')
  }
  const throughput = network ? (network.kbps * 1024) / 8 : -1
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network?.latency ?? 0,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  })
}

function randomByte(): number {
  return Math.floor(Math.random() * 256)
}

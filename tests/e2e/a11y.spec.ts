/**
 * Accessibility: axe-core's WCAG 2.1 AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa) find
 * nothing on any page a shopper reaches, in every demo shop's theme, on a 390 × 844 phone,
 * with JavaScript on (js-on), and off for the demo shop (js-off: the page as shown without scripts); and the demo
 * shop on a computer screen, with the pop-up a first visit shows. The demo shop's pages are also checked in English
 * (tests/e2e/language.ts; en-js-on, en-js-off), each page in the test's language (its `<html lang>`): a language
 * changes the words, not the colours nor the markup, which every theme's French pages show.
 *
 * With JavaScript, each page's DOM once the scripts have taken it over is also valid HTML (html-validate,
 * `markupErrors`); the documents as the server sends them are validated without a browser
 * (tests/integration/markup.test.ts).
 */
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test as base } from './fixtures'
import { fill, jsOn, language, local, t } from './language'
import { SHOPS, shopUrl, type ShopExpectation } from './shops'
import { markupErrors } from '../support/markup'

/** The page axe reads for each view (see analyzer()). */
const test = base.extend<{ reader: Reader }>({
  reader: async ({ page }, provide) => {
    const reader = analyzer(page)
    await provide(reader)
    await reader.close()
  },
})

test.use({ viewport: { width: 390, height: 844 } })

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The first link of the page whose path starts with `prefix` (the seeded slugs differ per shop). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  expect(href, `a link to ${prefix}… on ${page.url()}`).not.toBeNull()
  return href!
}

/**
 * axe-core runs in the page's own scripts, which a browser without JavaScript does not run. Without
 * JavaScript, the page as that browser shows it (its DOM, scripts taken out) is served again at its
 * address to a page that runs scripts, and axe reads that one. That page (in a context of its own,
 * opened once per test) is reused for every view of the test.
 */
function analyzer(page: Page): Reader {
  let reader: { context: BrowserContext; page: Page } | undefined
  return {
    async target(): Promise<Page> {
      if (jsOn()) return page
      const url = page.url()
      const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
      if (!reader) {
        const context = await page
          .context()
          .browser()!
          .newContext({ viewport: page.viewportSize()!, javaScriptEnabled: true })
        reader = { context, page: await context.newPage() }
      }
      await reader.page.unrouteAll()
      await reader.page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
      await reader.page.goto(url)
      return reader.page
    },
    close: async () => reader?.context.close(),
  }
}

interface Reader {
  /** The page axe reads for the view now shown in `page`. */
  target(): Promise<Page>
  close(): Promise<void>
}

/**
 * Only violations are gathered (passes and the rest are not needed here, and building their node lists
 * is most of axe's own time), and axe runs in the page itself (legacy mode) rather than finishing in a
 * new blank page per run: the storefront has no frames, which is what the other mode is for.
 */
async function expectNoViolations(page: Page, reader: Reader, what: string, { markup = jsOn() } = {}) {
  // Late sections streamed in and the fonts settled: axe reads the page as it stays.
  await page.waitForLoadState('load')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const target = await reader.target()
  // Sections a phone reaches by scrolling are drawn when they come near the screen (content-visibility),
  // and axe reads the whole page at once: drawn now, they show axe the colours a shopper sees on them.
  await target.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page: target })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze()
  const found = violations.map(
    (v) =>
      `${what}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n  ')}`,
  )
  expect(found, `WCAG 2.1 AA violations on ${what}`).toEqual([])
  // After a form sent with scripts no new document comes: the DOM alone is what changed.
  if (markup) expect(await markupErrors(await page.content(), `${what} (hydrated DOM)`)).toEqual([])
}

for (const shop of Object.values(SHOPS) as ShopExpectation[]) {
  test(`every page of ${shop.slug} (${shop.theme} theme) passes axe-core's WCAG 2.1 AA rules`, async ({
    page,
    reader,
  }) => {
    // Themes change colours, not markup: without JavaScript, one shop's pages are enough to check the markup
    // only browsers without scripts get (the no-script notices and forms); every theme is checked with it.
    // Languages change words, not colours nor markup: every theme is checked in French, the English words on demo.
    test.skip(!jsOn() && shop.slug !== 'demo', 'the markup without JavaScript is checked on demo')
    test.skip(language() === 'en' && shop.slug !== 'demo', "the English words are checked on demo's pages")
    test.setTimeout(240_000)
    const visit = async (path: string, what = path) => {
      await page.goto(shopUrl(shop.slug, path))
      await expect(page.locator('html')).toHaveAttribute('lang', language())
      await expectNoViolations(page, reader, `${shop.slug} ${what}`)
    }
    await visit('/', 'home')
    const category = await firstLink(page, local('/category/'))
    const product = await firstLink(page, local('/products/'))
    await visit('/categories', 'categories')
    await visit(category, 'category')
    await visit(product, 'product')
    await visit('/search?q=a', 'search')
    await visit('/blog', 'blog')
    await visit(await firstLink(page, local('/blog/article-')), 'article')
    await visit('/contact', 'contact')
    await visit('/login', 'login')
    await visit('/register', 'register')
    if (shop.policies[0]) await visit(`/policy/${shop.policies[0]}`, 'policy')
    await visit('/politique-de-confidentialite', 'privacy policy')
    await visit('/page-qui-n-existe-pas', '404')
    await visit('/cart', 'empty cart')

    await page.goto(shopUrl(shop.slug, product))
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
    await expect(page.getByText(fill(t.cart.added, { quantity: 1, name })).first()).toBeVisible()
    await visit('/cart', 'cart and checkout')
    // The checkout sent back with its errors shown.
    await page.getByRole('button', { name: t.checkout.submit }).click()
    await expect(page.locator('.checkout .field-error').first()).toBeVisible()
    await expectNoViolations(page, reader, `${shop.slug} checkout with errors`)
    // The cart as a link: its sharing view, the page whoever opens it sees, and one that cannot be read.
    await visit('/cart/share', 'cart link, sharing view')
    await visit(`/cart-link?items=${product.split('/').pop()}:2,sans-suite`, 'cart link')
    await visit('/cart-link?items=a:0', 'unreadable cart link')

    if (shop.slug === 'demo') {
      await page.goto(shopUrl(shop.slug, '/login'))
      await page.getByLabel(t.account.email).fill('client@demo.test')
      await page.getByLabel(t.account.password).fill('Client-2026!')
      await page.getByRole('button', { name: t.account.login }).click()
      await expect(page).toHaveURL(shopUrl(shop.slug, '/customer/orders'))
      await visit('/customer/orders', 'customer orders')
      await visit(await firstLink(page, local('/customer/orders/')), 'customer order')
      await visit('/customer/settings', 'customer settings')
    }
  })
}

test("the pages of extreme, whose primary colour is a light yellow, pass axe-core's WCAG 2.1 AA rules", async ({
  page,
  reader,
}) => {
  // Its links are in that colour darkened until it reads on a light page (app/lib/colors.ts): the yellow itself
  // (#fde047) has a contrast of 1.3:1 on white.
  test.skip(!jsOn() || language() === 'en', 'colours are checked with JavaScript on, in French')
  test.setTimeout(180_000)
  const visit = async (path: string, what: string) => {
    await page.goto(shopUrl('extreme', path))
    // Its names and texts are as long as the platform allows: a title of more than 70 characters is the shop's own.
    await expectNoViolations(page, reader, `extreme ${what}`, { markup: false })
  }
  await visit('/', 'home')
  const product = await firstLink(page, local('/products/'))
  await visit('/categories/tout-et-n-importe-quoi', 'category')
  await visit(product, 'product')
  await visit('/search?q=produit', 'search')
  await visit('/login', 'login')
  await visit('/cart', 'empty cart')
})

test.describe('on a computer screen, with the pop-up of a first visit', () => {
  test.use({ viewport: { width: 1280, height: 800 }, popupSeen: false })

  test("the demo shop's home, category and product pass axe-core's WCAG 2.1 AA rules", async ({ page, reader }) => {
    test.setTimeout(120_000)
    await page.goto(shopUrl('demo', '/'))
    await expect(page.locator('dialog.popup')).toBeVisible()
    await expectNoViolations(page, reader, 'demo home, pop-up open, 1280 × 800')
    const category = await firstLink(page, local('/category/'))
    const product = await firstLink(page, local('/products/'))
    for (const [path, what] of [
      [category, 'category'],
      [product, 'product'],
    ]) {
      await page.goto(shopUrl('demo', path))
      await expectNoViolations(page, reader, `demo ${what}, 1280 × 800`)
    }
  })
})

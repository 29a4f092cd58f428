/**
 * Accessibility: axe-core's WCAG 2.1 AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa) find
 * nothing on any page a shopper reaches, in every demo shop's theme, on a 390 × 844 phone,
 * with JavaScript on (js-on), and off for the demo shop (js-off: the page as shown without scripts).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { fr } from '../../app/locales/fr'
import { expect, test } from './fixtures'
import { SHOPS, shopUrl, type ShopExpectation } from './shops'

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
 * address to a page that runs scripts, and axe reads that one.
 */
async function analyzable(page: Page): Promise<{ target: Page; done: () => Promise<void> }> {
  if (test.info().project.name === 'js-on') return { target: page, done: async () => {} }
  const url = page.url()
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const browser = page.context().browser()!
  const context = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: true })
  const target = await context.newPage()
  await target.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }))
  await target.goto(url)
  return { target, done: () => context.close() }
}

async function expectNoViolations(page: Page, what: string) {
  // Late sections streamed in and the fonts settled: axe reads the page as it stays.
  await page.waitForLoadState('load')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const { target, done } = await analyzable(page)
  const { violations } = await new AxeBuilder({ page: target }).withTags(TAGS).analyze()
  await done()
  const found = violations.map(
    (v) =>
      `${what}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n  ')}`,
  )
  expect(found, `WCAG 2.1 AA violations on ${what}`).toEqual([])
}

for (const shop of Object.values(SHOPS) as ShopExpectation[]) {
  test(`every page of ${shop.slug} (${shop.theme} theme) passes axe-core's WCAG 2.1 AA rules`, async ({ page }) => {
    // Themes change colours, not markup: without JavaScript, one shop's pages are enough to check the markup
    // only browsers without scripts get (the no-script notices and forms); every theme is checked with it.
    test.skip(
      test.info().project.name === 'js-off' && shop.slug !== 'demo',
      'the markup without JavaScript is checked on demo',
    )
    test.setTimeout(240_000)
    const visit = async (path: string, what = path) => {
      await page.goto(shopUrl(shop.slug, path))
      await expectNoViolations(page, `${shop.slug} ${what}`)
    }
    await visit('/', 'home')
    const category = await firstLink(page, '/category/')
    const product = await firstLink(page, '/products/')
    await visit(category, 'category')
    await visit(product, 'product')
    await visit('/search?q=a', 'search')
    await visit('/blog', 'blog')
    await visit(await firstLink(page, '/blog/article-'), 'article')
    await visit('/contact', 'contact')
    await visit('/login', 'login')
    await visit('/register', 'register')
    await visit(shop.policies[0] ? `/policy/${shop.policies[0]}` : '/politique-de-confidentialite', 'policy')
    await visit('/page-qui-n-existe-pas', '404')
    await visit('/cart', 'empty cart')

    await page.goto(shopUrl(shop.slug, product))
    await page.locator('form#add-to-cart').getByRole('button', { name: fr.product.addToCart }).click()
    await expect(page.getByText(/ajouté\(s\) au panier/).first()).toBeVisible()
    await visit('/cart', 'cart and checkout')
    // The checkout sent back with its errors shown.
    await page.getByRole('button', { name: fr.checkout.submit }).click()
    await expect(page.locator('.checkout .field-error').first()).toBeVisible()
    await expectNoViolations(page, `${shop.slug} checkout with errors`)
  })
}

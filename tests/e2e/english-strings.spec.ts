/**
 * No French string of the catalogue (its layout, pages and server parts, tests/e2e/english.ts) on the English
 * pages of every demo shop: in the text a shopper sees, the page's title, and the `title`, `aria-label`,
 * `placeholder` and `alt` attributes, once the shop's own data is set aside (what the shop wrote: descriptions,
 * articles, policies, announcements, product and category names stay as written, in French on these shops).
 * Every test runs with JavaScript on (js-on) and off (js-off).
 */
import type { Page } from '@playwright/test'
import { frenchOn } from './english'
import { expect, test } from './fixtures'
import { SHOPS, shopUrl } from './shops'

/** Every demo shop of the README, with the policy page each has (the privacy page for a shop without one). */
const SHOP_POLICIES: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(SHOPS).map((shop) => [
      shop.slug,
      (shop.policies as readonly string[])[0] ? `/policy/${shop.policies[0]}` : '/politique-de-confidentialite',
    ]),
  ),
  minimal: '/politique-de-confidentialite',
  extreme: '/politique-de-confidentialite',
}

/** The first link of the page's main part whose address starts with `prefix`. */
async function firstLink(page: Page, prefix: string): Promise<string | null> {
  return page
    .locator(`main a[href^="${prefix}"]`)
    .first()
    .getAttribute('href', { timeout: 5_000 })
    .catch(() => null)
}

for (const [shop, policy] of Object.entries(SHOP_POLICIES)) {
  test(`${shop}: no French string of the catalogue on its English pages, outside the shop's data`, async ({ page }) => {
    test.slow()
    const found: string[] = []
    const visit = async (path: string | null, what: string) => {
      expect(path, `a link to the ${what} page`).not.toBeNull()
      await page.goto(shopUrl(shop, path!))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      // Streamed sections in: the page as it stays.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      for (const french of await frenchOn(page)) found.push(`${what} (${path}): ${french}`)
    }
    await visit('/en', 'home')
    const product = await firstLink(page, '/en/products/')
    await visit('/en/categories', 'categories')
    const category = await firstLink(page, '/en/categor')
    await visit(category, 'category')
    await visit(product ?? (await firstLink(page, '/en/products/')), 'product')
    await visit('/en/cart', 'cart')
    await visit('/en/search?q=a', 'search')
    await visit('/en/blog', 'blog')
    const article = await page
      .locator('main a[href^="/en/blog/"]:not([href*="?"])')
      .first()
      .getAttribute('href', { timeout: 5_000 })
      .catch(() => null)
    await visit(article, 'article')
    await visit(`/en${policy}`, 'policy')
    await visit('/en/contact', 'contact')
    await visit('/en/login', 'login')
    await visit('/en/register', 'register')
    await visit('/en/politique-de-confidentialite', 'privacy')
    expect(found, `French strings on ${shop}'s English pages`).toEqual([])
  })
}

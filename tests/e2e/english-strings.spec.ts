/**
 * No French string of the catalogue (its layout, pages and server parts, tests/e2e/english.ts) on the English
 * pages of every demo shop: in the text a shopper sees, the page's title, and the `title`, `aria-label`,
 * `placeholder` and `alt` attributes, once the shop's own data is set aside (what the shop wrote: descriptions,
 * articles, policies, announcements, product and category names stay as written, in French on these shops).
 * Every test runs with JavaScript on (js-on) and off (js-off).
 */
import type { Page } from '@playwright/test'
import { frenchStrings } from './english'
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

/**
 * Elements holding the shop's own data, taken out before reading: texts the shop wrote (rich text: descriptions,
 * articles, policies; the announcement bar; the pop-up; the footer's description), and the names and excerpts of
 * its products, categories and articles wherever a page lists them (cards, breadcrumb, headings, cart lines).
 */
const SHOP_DATA = [
  '.rich-text',
  '.announcements-slot',
  '.popup-slot',
  '.header__brand',
  '.footer__text',
  '.breadcrumb li:not(:first-child)',
  '.slider__slide',
  '.card__name',
  '.carousel__name',
  '.pd__name',
  '.sticky-bar__name',
  '.article-card__title',
  '.article-card__excerpt',
  '.cart-line__name',
].join(', ')

const FRENCH = frenchStrings()
const normal = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ')

/**
 * The French strings the page shows outside the shop's data, each with where it was found. A string of several
 * words counts anywhere in a text; a single word (‘Boutique’, ‘Produits’, which shop names and category names
 * also use) only as a whole text of its own: an element's, an attribute's or a part of the title.
 */
async function frenchOn(page: Page): Promise<string[]> {
  const { shop, shown } = await page.evaluate((shopData) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    const live = [...document.documentElement.querySelectorAll('*')]
    const copies = [...copy.querySelectorAll('*')]
    // What is hidden from the shopper is no text of the page; a detached copy does not know it.
    copies.forEach((element, i) => {
      const style = getComputedStyle(live[i]!)
      if (style.display === 'none' || style.visibility === 'hidden') element.setAttribute('data-hidden', '')
    })
    const shop = document.querySelector('.header__brand')?.textContent?.trim() ?? ''
    copy.querySelectorAll(`${shopData}, [data-hidden], script, style, template, noscript`).forEach((e) => e.remove())
    const own = [...copy.querySelectorAll('body *')].map((element) => ({
      where: element.tagName.toLowerCase(),
      text: [...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join(''),
    }))
    const attributes = [...copy.querySelectorAll('[title], [aria-label], [placeholder], [alt]')].flatMap((element) =>
      ['title', 'aria-label', 'placeholder', 'alt'].flatMap((name) => {
        const value = element.getAttribute(name)
        return value ? [{ where: `${element.tagName.toLowerCase()}[${name}]`, text: value }] : []
      }),
    )
    return {
      shop,
      shown: [
        ...document.title.split(' - ').map((text) => ({ where: 'title', text })),
        { where: 'text', text: copy.querySelector('body')?.textContent ?? '' },
        ...own,
        ...attributes,
      ],
    }
  }, SHOP_DATA)
  const found = new Set<string>()
  for (const { where, text } of shown) {
    const read = normal(shop ? text.split(shop).join(' ') : text).trim()
    for (const french of FRENCH) {
      const word = !french.text.includes(' ')
      if (word ? read === french.text : read.includes(normal(french.text)))
        found.add(`${where}: “${french.text}” (${french.key})`)
    }
  }
  return [...found]
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

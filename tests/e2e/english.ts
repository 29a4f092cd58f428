/**
 * The English catalogue joined as `fr` is (app/i18n/en/index.ts, as app/i18n/fr/index.ts joins the French), so a
 * test reads `en.cart.title` where a French one reads `fr.cart.title`; and the French strings a shopper must never
 * see on an English page.
 */
import type { Page } from '@playwright/test'
import { catalogues } from '../../app/i18n/text.server'

export { en } from '../../app/i18n/en'

const { layout, pages, server } = catalogues.en

/** Every string of a catalogue part, with its key path. */
function strings(part: object, path: string[] = []): { key: string; text: string }[] {
  return Object.entries(part).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ key: [...path, key].join('.'), text: value }]
      : strings(value as object, [...path, key]),
  )
}

/** Every English text of the catalogue (any part), to tell a French string the English one repeats. */
const english = new Set(
  [layout, ...Object.values(pages), server].flatMap((part) => strings(part).map(({ text }) => text)),
)

/**
 * The French strings of the catalogue (layout, pages, server) that an English page must not show: each part's
 * texts, cut at their `{{placeholders}}` into the fixed pieces a page shows, keeping the pieces of at least 8
 * characters that no English string of the catalogue holds (‘WhatsApp’, ‘Newsletter’, ‘Instagram’).
 */
export function frenchStrings(): { key: string; text: string }[] {
  const { layout: frLayout, pages: frPages, server: frServer } = catalogues.fr
  const found = new Map<string, string>()
  for (const { key, text } of [frLayout, ...Object.values(frPages), frServer].flatMap((part) => strings(part))) {
    for (const piece of text.split(/\{\{\w+\}\}/)) {
      const trimmed = piece.trim().replace(/\s+/g, ' ')
      if (trimmed.length < 8 || [...english].some((en) => en.includes(trimmed))) continue
      if (!found.has(trimmed)) found.set(trimmed, key)
    }
  }
  return [...found].map(([text, key]) => ({ key, text }))
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

const normal = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ')
/** The French strings as a page's text is compared with them; a single word only matches a whole text. */
const FRENCH = frenchStrings().map(({ key, text }) => ({ key, text, read: normal(text), word: !text.includes(' ') }))

/**
 * The French strings the page shows outside the shop's data, each with where it was found. A string of several
 * words counts anywhere in a text; a single word (‘Boutique’, ‘Produits’, which shop names and category names
 * also use) only as a whole text of its own: an element's, an attribute's or a part of the title.
 */
export async function frenchOn(page: Page): Promise<string[]> {
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
    if (!read) continue
    for (const french of FRENCH) {
      if (french.word ? read === french.text : read.includes(french.read))
        found.add(`${where}: “${french.text}” (${french.key})`)
    }
  }
  return [...found]
}

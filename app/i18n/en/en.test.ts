import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { offlinePage, privacyPolicy } from '~/i18n/fr'
import { frLayout } from '~/i18n/fr.layout'
import { frServer } from '~/i18n/fr.server'
import { accountStrings } from '~/i18n/pages/account'
import { blogStrings } from '~/i18n/pages/blog'
import { cartStrings } from '~/i18n/pages/cart'
import { catalogueStrings } from '~/i18n/pages/catalogue'
import { contactStrings } from '~/i18n/pages/contact'
import { customerStrings } from '~/i18n/pages/customer'
import { homeStrings } from '~/i18n/pages/home'
import { orderStrings } from '~/i18n/pages/order'
import { policyStrings } from '~/i18n/pages/policy'
import { productStrings } from '~/i18n/pages/product'
import { searchStrings } from '~/i18n/pages/search'
import { suggestionStrings } from '~/i18n/pages/suggestions'
import { enLayout } from './layout'
import { enOfflinePage } from './offline'
import { enPrivacyPolicy } from './privacy'
import { enServer } from './server'
import type { SameShape } from './shape'
import { enAccountStrings } from './pages/account'
import { enBlogStrings } from './pages/blog'
import { enCartStrings } from './pages/cart'
import { enCatalogueStrings } from './pages/catalogue'
import { enContactStrings } from './pages/contact'
import { enCustomerStrings } from './pages/customer'
import { enHomeStrings } from './pages/home'
import { enOrderStrings } from './pages/order'
import { enPolicyStrings } from './pages/policy'
import { enProductStrings } from './pages/product'
import { enSearchStrings } from './pages/search'
import { enSuggestionStrings } from './pages/suggestions'

/** Each English part beside its French one: the layout, the pages (by file name), the server, and the two apart. */
const parts: [string, object, object][] = [
  ['layout', frLayout, enLayout],
  ['pages/account', accountStrings.fr, enAccountStrings],
  ['pages/blog', blogStrings.fr, enBlogStrings],
  ['pages/cart', cartStrings.fr, enCartStrings],
  ['pages/catalogue', catalogueStrings.fr, enCatalogueStrings],
  ['pages/contact', contactStrings.fr, enContactStrings],
  ['pages/customer', customerStrings.fr, enCustomerStrings],
  ['pages/home', homeStrings.fr, enHomeStrings],
  ['pages/order', orderStrings.fr, enOrderStrings],
  ['pages/policy', policyStrings.fr, enPolicyStrings],
  ['pages/product', productStrings.fr, enProductStrings],
  ['pages/search', searchStrings.fr, enSearchStrings],
  ['pages/suggestions', suggestionStrings.fr, enSuggestionStrings],
  ['server', frServer, enServer],
  ['privacy', privacyPolicy, enPrivacyPolicy],
  ['offline', offlinePage, enOfflinePage],
]

/**
 * Words an English string may share with its French one: names of brands, networks and things both
 * languages call the same. A string the same in both is allowed when every word of it is here.
 */
const SAME_WORDS = new Set([
  'Blog',
  'Collections',
  'Contact',
  'Cookies',
  'Description',
  'Email',
  'FAQ',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Menu',
  'Message',
  'Mobile',
  'Money',
  'Network',
  'Newsletter',
  'Note',
  'OK',
  'Page',
  'Suggestions',
  'Support',
  'TikTok',
  'Total',
  'WhatsApp',
  'X',
  'YouTube',
])

/** Keys whose French string is English already (`failure.unauthorizedMessage`, `failure.networkCode`). */
const ENGLISH_IN_FRENCH = new Set(['layout: failure.unauthorizedMessage'])

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key))
  return []
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort()

/**
 * English typography faults of one string: a narrow no-break space anywhere, a space of any kind before
 * ! ? : ;, and a straight apostrophe or quote (the catalogue writes ’ and “ ”).
 */
function typographyFaults(text: string): string[] {
  const faults: string[] = []
  if (text.includes('\u202F')) faults.push('narrow no-break space')
  for (const match of text.matchAll(/\s[!?:;]/g)) faults.push(`space before ${match[0].trim()} at ${match.index}`)
  if (/['"]/.test(text)) faults.push('straight apostrophe or quote')
  return faults
}

/** Whether a string may stay as the French has it: every word of it, once placeholders are out, is on SAME_WORDS. */
function maySameAsFrench(text: string): boolean {
  const words = text.replace(/\{\{\w+\}\}/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? []
  return words.every((word) => SAME_WORDS.has(word) || /^\p{N}+$/u.test(word))
}

describe('typographyFaults', () => {
  it('accepts English punctuation and typographic quotes', () => {
    expect(typographyFaults('Already a customer? Log in')).toEqual([])
    expect(typographyFaults('Results for “{{q}}”: the shop’s')).toEqual([])
  })

  it('finds French spacing and straight quotes', () => {
    expect(typographyFaults('Oops !')).toHaveLength(1)
    expect(typographyFaults('Oops\u00A0!')).toHaveLength(1)
    expect(typographyFaults('Oops\u202F!')).toHaveLength(2)
    expect(typographyFaults('Search : {{q}}')).toHaveLength(1)
    expect(typographyFaults("the shop's")).toHaveLength(1)
  })
})

describe('maySameAsFrench', () => {
  it('lets brand-like words and placeholder-only strings through, nothing else', () => {
    expect(maySameAsFrench('Mobile Money')).toBe(true)
    expect(maySameAsFrench('{{title}} - {{shop}}')).toBe(true)
    expect(maySameAsFrench('Page {{n}}')).toBe(true)
    expect(maySameAsFrench('Catégories')).toBe(false)
    expect(maySameAsFrench('Article - {{shop}}')).toBe(false)
  })
})

describe('the English catalogue', () => {
  it('has a part for every French page part', () => {
    const french = readdirSync(new URL('../pages', import.meta.url)).sort()
    expect(readdirSync(new URL('./pages', import.meta.url)).sort()).toEqual(french)
    expect(parts.filter(([name]) => name.startsWith('pages/')).map(([name]) => `${name.slice(6)}.ts`)).toEqual(french)
  })

  describe.each(parts)('%s', (name, fr, en) => {
    const frStrings = new Map(strings(fr))
    const enStrings = strings(en)

    it('has the French keys, no more, no fewer', () => {
      expect(enStrings.map(([key]) => key).sort()).toEqual([...frStrings.keys()].sort())
    })

    it('has the same {{placeholders}} in each string', () => {
      const differ = enStrings.filter(
        ([key, text]) => placeholders(text).join() !== placeholders(frStrings.get(key) ?? '').join(),
      )
      expect(differ).toEqual([])
    })

    it('has no empty string', () => {
      expect(enStrings.filter(([, text]) => text.trim() === '')).toEqual([])
    })

    it('follows English typography', () => {
      const faults = enStrings.flatMap(([key, text]) => typographyFaults(text).map((fault) => `${key}: ${fault}`))
      expect(faults).toEqual([])
    })

    it('differs from the French but for brand-like words', () => {
      const same = enStrings.filter(
        ([key, text]) =>
          text === frStrings.get(key) && !maySameAsFrench(text) && !ENGLISH_IN_FRENCH.has(`${name}: ${key}`),
      )
      expect(same).toEqual([])
    })
  })
})

// SameShape makes a missing or an extra key a type error (`npm run typecheck` checks these lines).
type French = { readonly a: 'un'; readonly b: { readonly c: 'deux' } }
export const complete = { a: 'one', b: { c: 'two' } } satisfies SameShape<French>
// @ts-expect-error b.c is missing
export const missing = { a: 'one', b: {} } satisfies SameShape<French>
// @ts-expect-error d is not a French key
export const extra = { a: 'one', b: { c: 'two' }, d: 'three' } satisfies SameShape<French>

import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { en, enCatalogue } from '~/i18n/en'
import { fr, frCatalogue, type PageName } from '~/i18n/fr'
import type { Shape } from '~/i18n/parts'

/** Each English part beside its French one: the layout, the pages (by file name), the server, and the two pages' texts. */
const parts: [string, object, object][] = [
  ['layout', frCatalogue.layout, enCatalogue.layout],
  ...Object.entries(frCatalogue.pages).map(([name, page]): [string, object, object] => [
    `pages/${name}`,
    page,
    enCatalogue.pages[name as PageName],
  ]),
  ['server', frCatalogue.server, enCatalogue.server],
  ['privacy', frCatalogue.privacy, enCatalogue.privacy],
  ['offline', frCatalogue.offline, enCatalogue.offline],
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
  // Unit symbols, the same in every language.
  'min',
  's',
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

/** The files of a language's folder and of its subfolders, by path. */
const files = (folder: string) =>
  readdirSync(new URL(folder, import.meta.url), { recursive: true })
    .map(String)
    .sort()

describe('the English catalogue', () => {
  it('has the French catalogue’s files, no more, no fewer', () => {
    expect(files('./')).toEqual(files('../fr/'))
    expect(Object.keys(enCatalogue.pages).sort()).toEqual(Object.keys(frCatalogue.pages).sort())
  })

  it('has the French keys, joined as fr is', () => {
    expect(
      strings(en)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      strings(fr)
        .map(([key]) => key)
        .sort(),
    )
  })

  describe.each(parts)('%s', (name, french, english) => {
    const frStrings = new Map(strings(french))
    const enStrings = strings(english)

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

// Shape makes a missing or an extra key a type error (`npm run typecheck` checks these lines).
type French = { readonly a: 'un'; readonly b: { readonly c: 'deux' } }
export const complete = { a: 'one', b: { c: 'two' } } satisfies Shape<French>
// @ts-expect-error b.c is missing
export const missing = { a: 'one', b: {} } satisfies Shape<French>
// @ts-expect-error d is not a French key
export const extra = { a: 'one', b: { c: 'two' }, d: 'three' } satisfies Shape<French>

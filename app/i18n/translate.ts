import type { FrPage } from '~/i18n/fr'
import { frLayout } from '~/i18n/fr.layout'

/** The dotted keys of a catalogue's strings: `'cart.title' | 'checkout.errors.clientName' | …`. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`
}[keyof T & string]

/** The dotted keys of each member of a union of catalogues. */
type KeyOfEach<U> = U extends unknown ? KeyOf<U> : never

/** A key of the layout's strings (`frLayout`): every page's script carries them. */
export type LayoutKey = KeyOf<typeof frLayout>

/** A key of a page's strings (app/i18n/pages/*.ts): browsers get them with the route that shows them. */
export type PageKey = KeyOfEach<FrPage>

/** A key components and `meta` may read: the layout's and the pages'; never a server-only one. */
export type BrowserKey = LayoutKey | PageKey

export type Translate<Key extends string = BrowserKey> = (key: Key, vars?: Record<string, unknown>) => string

/** The languages of the catalogue; a page's strings give one catalogue per language. */
export type Language = 'fr'

/** The language pages are shown in (the root's `<html lang>`). */
export const LANGUAGE: Language = 'fr'

/** A page's strings, one catalogue per language, under the same nested keys as the layout's. */
export type PageStrings = Record<Language, Record<string, Record<string, unknown>>>

/** The string at a dotted key, or undefined. */
function lookup(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** i18next's `{{name}}` interpolation. */
function fill(text: string, vars: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The translate function of one catalogue: i18next's `{{name}}` interpolation; a missing key gives the key back. */
export function translator<Key extends string>(catalogue: object): Translate<Key> {
  return (key, vars = {}) => {
    const text = lookup(catalogue, key)
    return text === undefined ? key : fill(text, vars)
  }
}

/**
 * `base` that also reads the given pages' strings (in `LANGUAGE`): a key of one of them is read
 * there, any other key from `base`.
 */
export function withPageStrings<Page extends PageStrings>(
  base: Translate<LayoutKey>,
  pages: readonly Page[],
): Translate<LayoutKey | KeyOfEach<Page[Language]>> {
  if (pages.length === 0) return base as Translate<LayoutKey | KeyOfEach<Page[Language]>>
  return (key, vars = {}) => {
    for (const page of pages) {
      const text = lookup(page[LANGUAGE], key)
      if (text !== undefined) return fill(text, vars)
    }
    return base(key as LayoutKey, vars)
  }
}

/**
 * The layout's strings, for the entries (which give it to `TranslateProvider`) and for code outside
 * React and outside a loader that shows only those. A page's `meta` reads its page's strings too
 * with `withPageStrings(translate, [thePageStrings])`. Loaders, actions and server modules write
 * server-only strings with `translate` of ~/text.server.
 */
export const translate: Translate<LayoutKey> = translator<LayoutKey>(frLayout)

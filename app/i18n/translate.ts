import type { FrPage } from '~/i18n/fr'
import type { frLayout } from '~/i18n/fr.layout'
import type { Language } from '~/i18n/languages'

export type { Language } from '~/i18n/languages'

/** The dotted keys of a catalogue's strings: `'cart.title' | 'checkout.errors.clientName' | …`. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`
}[keyof T & string]

/** The dotted keys of each member of a union of catalogues. */
type KeyOfEach<U> = U extends unknown ? KeyOf<U> : never

/** A key of the layout's strings (`frLayout`): the root's data carries them, in the page's language. */
export type LayoutKey = KeyOf<typeof frLayout>

/** A key of a page's strings (app/i18n/pages/*.ts): the data of the route that shows them carries them. */
export type PageKey = KeyOfEach<FrPage>

/** A key components and `meta` may read: the layout's and the pages'; never a server-only one. */
export type BrowserKey = LayoutKey | PageKey

export type Translate<Key extends string = BrowserKey> = (key: Key, vars?: Record<string, unknown>) => string

/** Strings of one language as they travel in route data: nested objects of strings. */
export type Strings = Record<string, unknown>

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

/** `base` that also reads the given pages' strings: a key of one of them is read there, any other key from `base`. */
export function withPageStrings<Key extends string = BrowserKey>(
  base: Translate<LayoutKey>,
  pages: readonly Strings[],
): Translate<Key> {
  if (pages.length === 0) return base as Translate<Key>
  return (key, vars = {}) => {
    for (const page of pages) {
      const text = lookup(page, key)
      if (text !== undefined) return fill(text, vars)
    }
    return base(key as unknown as LayoutKey, vars)
  }
}

/** A language's value of something given per language, e.g. `{ fr: …, en: … }`. */
export type PerLanguage<T> = Record<Language, T>

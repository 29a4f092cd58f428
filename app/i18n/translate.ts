import type { frCatalogue, PageName } from '~/i18n/fr'

/** The dotted keys of a catalogue's strings: `'cart.title' | 'checkout.errors.clientName' | …`. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`
}[keyof T & string]

/** The dotted keys of each member of a union of catalogues. */
type KeyOfEach<U> = U extends unknown ? KeyOf<U> : never

/** A key of the layout's strings (app/i18n/fr/layout.ts): the root's data carries them, in the page's language. */
export type LayoutKey = KeyOf<typeof frCatalogue.layout>

/** A key of a page's strings (app/i18n/fr/pages/*.ts): the data of the route that shows them carries them. */
type PageKey = KeyOfEach<(typeof frCatalogue.pages)[PageName]>

/** A key components and `meta` may read: the layout's and the pages'; never a server-only one. */
export type BrowserKey = LayoutKey | PageKey

export type Translate<Key extends string = BrowserKey> = (key: Key, vars?: Record<string, unknown>) => string

/** Strings of one language as they travel in route data: nested objects of strings. */
export type Strings = Record<string, unknown>

/** The string at a dotted key, or undefined. */
function lookup(strings: object, key: string): string | undefined {
  let node: unknown = strings
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/**
 * The translate function of some parts of a catalogue, on the server and in the browser alike: a key is read in
 * the first part that has it (a language's parts have no key in two of them), `{{name}}` is replaced by
 * `vars.name` (nothing for a missing one), and a missing key gives the key back. No more of i18next's
 * interpolation (formats, plurals, nesting, escaping): docs/decisions/060-strings-interpolation.md.
 */
export function translator<Key extends string = BrowserKey>(parts: readonly Strings[]): Translate<Key> {
  return (key, vars = {}) => {
    for (const part of parts) {
      const text = lookup(part, key)
      if (text !== undefined) return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
    }
    return key
  }
}

import { frBrowser } from '~/locales/fr'

/** The dotted keys of a catalogue's strings: `'cart.title' | 'checkout.errors.clientName' | …`. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`
}[keyof T & string]

/** A key of the strings browsers get (`frBrowser`): the only keys components and `meta` may read. */
export type BrowserKey = KeyOf<typeof frBrowser>

export type Translate<Key extends string = BrowserKey> = (key: Key, vars?: Record<string, unknown>) => string

/** The translate function of one catalogue: i18next's `{{name}}` interpolation; a missing key gives the key back. */
export function translator<Key extends string>(catalogue: object): Translate<Key> {
  return (key, vars = {}) => {
    let node: unknown = catalogue
    for (const part of key.split('.'))
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
    if (typeof node !== 'string') return key
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''))
  }
}

/**
 * The strings browsers get, for code that runs outside React and outside a loader (`meta` functions)
 * and for components through `useTranslation`. Server and browser render components with it alike.
 * Loaders, actions and server modules write server-only strings with `translate` of ~/text.server.
 */
export const translate: Translate = translator<BrowserKey>(frBrowser)

/**
 * The storefront's languages (docs/decisions/052-english.md). The URL says which one a page is in: the default
 * language's pages have no prefix (`/cart`), another language's have its code as first segment (`/en/cart`).
 * Adding a language: a line here and its catalogue (a folder like app/i18n/fr/, named in app/i18n/text.server.ts).
 * In app/lib: the URL helpers and formatters of app/lib need the list, and app/lib imports nothing of the app.
 * Browser-safe: no strings.
 */
export const LANGUAGES = {
  fr: { locale: 'fr-CM', name: 'Français' },
  en: { locale: 'en-CM', name: 'English' },
} as const

export type Language = keyof typeof LANGUAGES

/** The language of unprefixed URLs, and of a request that names none. */
export const DEFAULT_LANGUAGE: Language = 'fr'

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value)
}

/** A first URL segment that names a page's language: a language other than the default. */
export function isPrefixLanguage(value: unknown): value is Language {
  return isLanguage(value) && value !== DEFAULT_LANGUAGE
}

/** A first path segment written like a language code (`de`, `fr`, `pt-br`), whether the shop has it or not. */
export function looksLikeLanguage(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2,3}(?:-[a-z]{2,4})?$/i.test(value)
}

/**
 * The language a path is in: its first segment when that is a prefix language, else the default. The data of a
 * language's home page, which single fetch asks at `/en.data`, is in that language too.
 */
export function pathLanguage(pathname: string): Language {
  const first = pathname.split('/')[1]?.replace(/\.data$/, '')
  return isPrefixLanguage(first) ? first : DEFAULT_LANGUAGE
}

/** A path without its language prefix: `/en/cart` → `/cart`, `/en` → `/`. */
export function withoutLanguage(path: string): string {
  const first = path.split(/[/?#]/)[1]
  if (!isPrefixLanguage(first)) return path
  const rest = path.slice(first.length + 1)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * A local path (`/cart`, `/products/x?v=2`, `/#faq-section`) in a language: unchanged in the default language,
 * prefixed in another (`/en/cart`, `/en` for `/`). Anything that is not a local path (an absolute URL, `//host`,
 * `mailto:`, a relative path, a path already in a language) is given back unchanged.
 */
export function localPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return path
  if (pathLanguage(path) !== DEFAULT_LANGUAGE) return path
  if (path === '/') return `/${language}`
  if (/^\/[?#]/.test(path)) return `/${language}${path.slice(1)}`
  return `/${language}${path}`
}

/**
 * A page's address in every language, then `x-default` (the default language's, for a visitor whose language
 * none is): the `hreflang` alternates of pages and of the sitemaps.
 */
export function languageAlternates(addressIn: (language: Language) => string): [string, string][] {
  return [
    ...LANGUAGE_CODES.map((code): [string, string] => [code, addressIn(code)]),
    ['x-default', addressIn(DEFAULT_LANGUAGE)],
  ]
}

/** The BCP 47 locale of a language's numbers, money and dates (`Intl`): Cameroon's French and English. */
export function localeOf(language: Language): string {
  return LANGUAGES[language].locale
}

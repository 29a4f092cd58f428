import { languageAlternates, localPath, pathLanguage, withoutLanguage, type Language } from '~/lib/languages'

/**
 * The head's canonical link (this page in its language) and its `hreflang` alternates: the page in every
 * language, and `x-default`, the default language's, for a visitor whose language none is
 * (docs/decisions/052-english.md). Written on the server: `pageLoader` (./route-strings.server.ts) puts them in
 * every page's data, and the root's layout renders the page's.
 */
export interface PageLinks {
  canonical: string
  alternates: { hrefLang: string; href: string }[]
}

/** Query parameters that make another page of the same content (a list's page, a search): kept in its URLs. */
const PAGE_PARAMS = ['q', 'category', 'page']

/** A page's address in a language: its path in that language, with the query parameters that name its content. */
function pageAddress(language: Language, pathname: string, search: string): string {
  const kept = new URLSearchParams()
  const given = new URLSearchParams(search)
  for (const name of PAGE_PARAMS) for (const value of given.getAll(name)) kept.append(name, value)
  const query = kept.toString()
  return localPath(language, withoutLanguage(pathname)) + (query ? `?${query}` : '')
}

/**
 * The links of the page at `url`. A page reached at another address than its own (an article's slug) names its
 * own path, `canonicalPath`.
 */
export function pageLinks(origin: string, url: URL, canonicalPath?: string): PageLinks {
  const [pathname, search] = canonicalPath ? [canonicalPath, ''] : [url.pathname, url.search]
  const address = (language: Language) => origin + pageAddress(language, pathname, search)
  return {
    canonical: address(pathLanguage(url.pathname)),
    alternates: languageAlternates(address).map(([hrefLang, href]) => ({ hrefLang, href })),
  }
}

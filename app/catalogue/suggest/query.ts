/**
 * Suggestions as you type (the header's search): what the browser module and the resource route
 * /search/suggest share. Nothing here is specific to a request or a shopper.
 */

/** Where the suggestions are asked: GET /search/suggest?q=… (app/routes/($lang).search.suggest.ts). */
const SUGGEST_PATH = '/search/suggest'

/** Fewer characters than this ask nothing: the route answers an empty list without calling the platform. */
export const SUGGEST_MIN_QUERY = 2

/** At most this many products, then at most this many categories. */
export const SUGGESTED_PRODUCTS = 6
export const SUGGESTED_CATEGORIES = 4

/** Milliseconds after the last keystroke before the suggestions are asked. */
export const SUGGEST_DELAY_MS = 150

/** A product as the suggestions show it: the fields of a product card that they need, nothing more. */
export interface SuggestedProduct {
  slug: string
  name: string
  price: number
  original: number | null
  image: string | null
}

export interface SuggestedCategory {
  slug: string
  name: string
}

/** The route's answer. */
export interface Suggestions {
  q: string
  products: SuggestedProduct[]
  categories: SuggestedCategory[]
  /** The suggestions' strings in the page's language (the route's address says which). */
  strings?: Record<string, unknown>
}

/**
 * The query as the browser asks it: trimmed, inner runs of spaces made one, so that 'robe ' and 'robe'
 * are one address, and one answer in the edge's cache.
 */
export function suggestQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/** The address of the suggestions for a query (already passed through `suggestQuery`). */
export function suggestUrl(query: string): string {
  return `${SUGGEST_PATH}?${new URLSearchParams({ q: query })}`
}

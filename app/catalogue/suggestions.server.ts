import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories, searchProducts, type Category, type ProductCard } from '~/api/catalogue.server'
import { platformFailure, publicApi, type ApiContext } from '~/api/client.server'
import type { Language } from '~/lib/languages'
import { faultStatus } from '~/lib/failure'
import { MAX_QUERY } from '~/catalogue/SearchForm'
import { pageStrings, textOf } from '~/i18n/text.server'
import { CacheStrategy, publicCacheControl } from '~/server/edge-cache/store.server'
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  SUGGEST_MIN_QUERY,
  suggestQuery,
  type SuggestedCategory,
  type SuggestedProduct,
  type Suggestions,
} from '~/catalogue/suggest/query'

/**
 * The answer of /search/suggest. It is the same for every shopper of a shop: it is asked with the shop's public
 * key and carries no cookie, so the edge and the browser may keep it per shop and query for a minute, and serve
 * it five more while they ask again. A failure is kept by no one.
 */
const SUGGEST_CACHE_CONTROL = publicCacheControl(CacheStrategy.content)
const NOT_KEPT = 'no-store'

/** Lower case, without accents: 'Électroménager' is found by 'electro'. */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr')
}

/**
 * The categories whose name holds the query (case and accents ignored), those starting with it first, at most
 * `limit`. The platform has no category search: the list is the one the categories page reads (cached).
 */
export function matchCategories(categories: Category[], query: string, limit = SUGGESTED_CATEGORIES): Category[] {
  const wanted = foldForMatch(query)
  if (!wanted) return []
  const found = categories
    .map((category) => ({ category, at: foldForMatch(category.nom).indexOf(wanted) }))
    .filter(({ at }) => at >= 0)
  // A stable sort: among equals, the platform's order.
  found.sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0))
  return found.slice(0, limit).map(({ category }) => category)
}

function toSuggestedProduct(product: ProductCard): SuggestedProduct {
  return {
    slug: product.slug,
    name: product.nom,
    price: product.prix,
    original: product.prix_original,
    image: product.image_url || product.image,
  }
}

function toSuggestedCategory(category: Category): SuggestedCategory {
  return { slug: category.slug, name: category.nom }
}

function answer(body: unknown, status: number, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  })
}

/**
 * GET /search/suggest?q=: up to 6 products from the platform's product search (the search page's call) and the
 * shop's categories whose name holds the query. A query of fewer than 2 characters answers empty lists without
 * asking the platform; one longer than the search field allows is refused (400).
 */
async function suggestionsAnswer(request: Request, context: ApiContext & { language: Language }): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('q') ?? ''
  if (raw.length > MAX_QUERY)
    return answer({ message: textOf(context.language)('suggest.tooLong', { max: MAX_QUERY }) }, 400, NOT_KEPT)
  const q = suggestQuery(raw)
  const strings = pageStrings(context.language, ['suggestions'])[0]
  const empty: Suggestions = { q, products: [], categories: [], strings }
  // A host that names no shop (an IP address, the bare platform domain).
  if (!context.tenant.shop) return answer(empty, 404, NOT_KEPT)
  if (q.length < SUGGEST_MIN_QUERY) return answer(empty, 200, SUGGEST_CACHE_CONTROL)
  const api = publicApi(context)
  try {
    const [found, categories] = await Promise.all([searchProducts(api, q), getCategories(api)])
    const body: Suggestions = {
      q,
      products: found.items.slice(0, SUGGESTED_PRODUCTS).map(toSuggestedProduct),
      categories: matchCategories(categories, q).map(toSuggestedCategory),
      strings,
    }
    return answer(body, 200, SUGGEST_CACHE_CONTROL)
  } catch (caught) {
    const error = platformFailure(caught)
    return answer(empty, faultStatus(error), NOT_KEPT)
  }
}

/** The loader's work of /search/suggest (routes/($lang).search.suggest.ts). */
export function loadSuggestions({ request, context }: LoaderFunctionArgs): Promise<Response> {
  return suggestionsAnswer(request, context)
}

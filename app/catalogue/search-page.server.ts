import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { searchProducts } from '~/api/catalogue.server'
import { publicApi, settle } from '~/api/client.server'
import { MAX_QUERY } from '~/catalogue/SearchForm'

/** The search page's data (routes/($lang).search.tsx): the query, and its results streamed in. */
export function loadSearchPage({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  // An empty query shows nothing and asks nothing of the platform.
  return { q, results: q ? settle(searchProducts(publicApi(context), q)) : null }
}

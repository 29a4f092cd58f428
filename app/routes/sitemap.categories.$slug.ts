import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { categorySitemap } from '~/search-engines/search-engines.server'

/** Every product of one category. */
export function loader({ params, context }: LoaderFunctionArgs) {
  return categorySitemap(context, params.slug ?? '')
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { robotsTxt } from '~/search-engines/search-engines.server'

/** Per shop: where its sitemap is, and which pages are not for search engines. */
export function loader({ context }: LoaderFunctionArgs) {
  return robotsTxt(context)
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pagesSitemap } from '~/search-engines/search-engines.server'

/** Home, collections, every category, the blog and the policy pages. */
export function loader({ context }: LoaderFunctionArgs) {
  return pagesSitemap(context)
}

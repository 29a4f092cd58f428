import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { blogSitemap } from '~/search-engines/search-engines.server'

/** Every article of the blog. */
export function loader({ context }: LoaderFunctionArgs) {
  return blogSitemap(context)
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { sitemapIndexAnswer } from '~/search-engines/search-engines.server'

/** The sitemap index: the shop's pages, the blog's articles, then one sitemap of products per category. */
export function loader({ context }: LoaderFunctionArgs) {
  return sitemapIndexAnswer(context)
}

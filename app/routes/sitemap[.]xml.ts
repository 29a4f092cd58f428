import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories } from '~/api/catalogue.server'
import { publicApi } from '~/api/client.server'
import { sitemapIndex, xmlResponse } from '~/lib/sitemap'
import { requireShop } from '~/layout/shop.server'

/** The sitemap index: the shop's pages, the blog's articles, then one sitemap of products per category. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireShop(context)
  const categories = await getCategories(publicApi(context)).catch(() => [])
  const o = context.origin
  return xmlResponse(
    sitemapIndex([
      `${o}/sitemap/pages.xml`,
      `${o}/sitemap/blog.xml`,
      ...categories.map((c) => `${o}/sitemap/categories/${encodeURIComponent(c.slug)}`),
    ]),
  )
}

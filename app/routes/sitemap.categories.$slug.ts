import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategoryProducts } from '~/api/catalogue.server'
import { ApiError, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { urlSet, xmlResponse } from '~/lib/sitemap'

const PAGE_SIZE = 50
/** At most this many products per category sitemap (well under the protocol's 50 000). */
const MAX_PAGES = 20

/** Every product of one category. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = publicApi(context)
  const slug = params.slug ?? ''
  const urls: string[] = []
  try {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const products = await getCategoryProducts(api, slug, page, PAGE_SIZE)
      urls.push(...products.map((p) => `${context.origin}/products/${encodeURIComponent(p.slug)}`))
      if (products.length < PAGE_SIZE) break
    }
  } catch (error) {
    if (error instanceof ApiError) return new Response(null, { status: faultStatus(error) })
    throw error
  }
  return xmlResponse(urlSet(urls))
}

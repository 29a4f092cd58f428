import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories } from '~/api/catalogue.server'
import { publicApi } from '~/api/client.server'
import { urlSet, xmlResponse } from '~/lib/sitemap'
import { requireShop } from '~/shop.server'

/** Home, collections and every category. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireShop(context)
  const categories = await getCategories(publicApi(context)).catch(() => [])
  const o = context.origin
  return xmlResponse(
    urlSet([`${o}/`, `${o}/categories`, ...categories.map((c) => `${o}/categories/${encodeURIComponent(c.slug)}`)]),
  )
}

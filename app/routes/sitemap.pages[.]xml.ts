import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories } from '~/api/catalogue.server'
import { publicApi } from '~/api/client.server'
import { urlSet, xmlResponse } from '~/lib/sitemap'
import type { Shop } from '~/api/shop.server'
import { requireShop } from '~/layout/shop.server'

/** Home, collections, every category, the blog and the policy pages. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = await requireShop(context)
  const categories = await getCategories(publicApi(context)).catch(() => [])
  const o = context.origin
  return xmlResponse(
    urlSet([
      `${o}/`,
      `${o}/categories`,
      ...categories.map((c) => `${o}/categories/${encodeURIComponent(c.slug)}`),
      `${o}/blog`,
      ...policyPaths(shop).map((path) => o + path),
      `${o}/politique-de-confidentialite`,
    ]),
  )
}

/** The policy pages the shop has a text for (those the footer links). */
function policyPaths(shop: Shop): string[] {
  const { apropos, remboursement, retour } = shop.politiques
  return [
    apropos?.trim() ? '/policy/about' : null,
    remboursement?.trim() ? '/policy/refund' : null,
    retour?.trim() ? '/policy/return' : null,
  ].filter((path): path is string => path !== null)
}

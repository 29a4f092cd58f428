import pLimit from 'p-limit'
import { getProductOrNone, type ProductCard } from '~/api/catalogue.server'
import { LOOKUPS_AT_ONCE } from '~/catalogue/product-lookups.server'
import { publicApi, type ApiContext } from '~/api/client.server'
import { readCookie, serializeCookie } from '~/server/cookies.server'
import { RECENT, readRecent, viewed, writeRecent } from './recently-viewed'

/**
 * The server's side of 'Vus récemment' (./recently-viewed.ts): the list a request's cookie holds, the products
 * it names (from the platform's product answers, which its client caches per shop), and the cookie a product
 * page sends back. A home or product page from the edge cache is rendered without the list, which the edge fills
 * in for the visitor, with their own cookie (app/visitor/edge-fill.server.ts).
 */

/** The slugs this request's cookie names, newest first (a tampered cookie names none). */
export function recentSlugs(request: Request): string[] {
  return readRecent(readCookie(request, RECENT.cookie))
}

/**
 * The products of the list but `except` (the page's own), in the list's order; a product the platform no
 * longer has, or failed to give, is left out. Null when there are none to look up: the page shows nothing.
 */
export function recentProducts(
  context: ApiContext,
  slugs: readonly string[],
  except: string | null = null,
): Promise<ProductCard[]> | null {
  const wanted = slugs.filter((slug) => slug !== except)
  if (wanted.length === 0) return null
  const api = publicApi(context)
  // A few at a time, each answer (a made-up slug's "none" too) kept: a cookie of made-up names costs the platform
  // a bounded number of calls once, then none (./product-lookups.server.ts).
  const atOnce = pLimit(LOOKUPS_AT_ONCE)
  return Promise.all(
    wanted.map((slug) =>
      atOnce(() => getProductOrNone(api, slug)).then(
        (product): ProductCard | null =>
          product && {
            id: product.id,
            nom: product.nom,
            slug: product.slug,
            prix: product.prix,
            prix_original: product.prix_original,
            image: product.image,
            image_url: product.image_url,
          },
        () => null,
      ),
    ),
  ).then((products) => products.filter((p): p is ProductCard => p !== null))
}

/** The Set-Cookie of a product page: its product first in the list. */
export function viewedCookie(request: Request, slugs: readonly string[], slug: string): string {
  return serializeCookie(request.url, RECENT.cookie, writeRecent(viewed(slugs, slug)), RECENT.maxAge)
}

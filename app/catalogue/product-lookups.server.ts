import pLimit from 'p-limit'
import { getProductOrNone, isProductKept, type Product } from '~/api/catalogue.server'
import { publicApi, type Api } from '~/api/client.server'
import type { RequestContext } from '~/server/load-context'
import { giveBack, overLimit, type Refusal } from '~/server/rate-limits/limits.server'

/**
 * Products named by slug in numbers a visitor chooses (a cart link's lines, 'Vus récemment'), at a bounded cost to
 * the platform: each slug's answer, a made-up slug's "none" included, is kept like the catalogue's other answers,
 * so the same names asked again cost nothing; the platform is asked LOOKUPS_AT_ONCE at a time, never all at once.
 */

/** Product calls one request has under way at once. */
export const LOOKUPS_AT_ONCE = 4

/** Each slug's product, or null when the platform has none; a platform failure is thrown. */
export async function productsBySlug(api: Api, slugs: readonly string[]): Promise<Map<string, Product | null>> {
  const unique = [...new Set(slugs)]
  const atOnce = pLimit(LOOKUPS_AT_ONCE)
  const found = await Promise.all(unique.map((slug) => atOnce(() => getProductOrNone(api, slug))))
  return new Map(unique.map((slug, i) => [slug, found[i] ?? null]))
}

/**
 * productsBySlug for a page any visitor can make up (a cart link): the slugs the edge cache does not hold are
 * counted against the visitor's budget of product lookups first (RATE_LIMITS.productLookups), all or none, and
 * those the cache answered after all are given back. A refusal when the budget has no room for them.
 */
export async function productsOfLink(
  context: RequestContext,
  slugs: readonly string[],
): Promise<{ products: Map<string, Product | null> } | { refused: Refusal }> {
  const api = publicApi(context)
  const unique = [...new Set(slugs)]
  const kept = await Promise.all(unique.map((slug) => isProductKept(api, slug)))
  const unknown = kept.filter((isKept) => !isKept).length
  if (unknown === 0) return { products: await productsBySlug(api, unique) }
  const refused = await overLimit(context, 'productLookups', { weight: unknown })
  if (refused) return { refused }
  const calls = context.perRequest.platform?.calls ?? 0
  const products = await productsBySlug(api, unique)
  // Counted: the calls this request made. Given back: the ones another request's answer spared it.
  const made = (context.perRequest.platform?.calls ?? calls) - calls
  if (context.perRequest.platform) await giveBack(context, 'productLookups', Math.max(0, unknown - made))
  return { products }
}

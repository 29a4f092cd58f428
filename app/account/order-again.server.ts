import { redirect, type HeadersFunction } from '@remix-run/cloudflare'
import { z } from 'zod'
import { getCustomerOrder, type CustomerOrderDetail } from '~/api/account.server'
import { addCartItem } from '~/api/cart.server'
import { getProduct, searchProducts } from '~/api/catalogue.server'
import { ApiError, platformFailure, publicApi, type Api } from '~/api/client.server'
import { loadCart } from '~/cart/shopper-cart.server'
import { faultStatus } from '~/lib/failure'
import { localPath, type Language } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { oneTimeKey, refused, tooMany } from '~/server/forms.server'
import { overLimit } from '~/server/rate-limits/limits.server'
import { getCartId, setCartId, setCartNotice } from '~/cart/cart-session.server'
import { requireCustomer } from '~/account/login-session.server'
import { setToast } from '~/server/session.server'
import { notFound, withCustomer } from './customer-orders.server'

/**
 * 'Commander à nouveau' on /customer/orders/{id}: every line of the order still sold, same variant, at today's
 * price, put in the cart in one submission, then the cart. The customer area names a line by `product_name` and
 * `variant_name` only (spec §3), so each line is found again through the platform's product search by its exact
 * name, then its variant by its exact name; a line found nowhere, or under a name two products share, is named
 * to the shopper and never replaced by another product. Each add carries the form's one-time key and the line's
 * place in the order: the same submission sent twice adds once.
 */

/** The form: what it asks and its one-time key. */
const OrderAgainSchema = z.object({ intent: z.literal('order-again'), orderAgainKey: oneTimeKey })

/** Lines looked up for one submission at most: an order longer than that is the platform misbehaving. */
const ORDER_AGAIN_MAX_LINES = 50

/** Names listed in the notice at most; the others are counted. */
const NOTICE_MAX_NAMES = 8

type OrderLine = CustomerOrderDetail['items'][number]

/** A line found again: what the add sends. */
interface FoundLine {
  /** The line's place in the order: with the form's key, the add's own one-time key. */
  index: number
  produitId: number
  variantId: number | null
  quantity: number
}

/** The answer of a refused submission: the form keeps its key, so that trying again is the same submission. */
export type OrderAgainAnswer = { ok: false; message: string | null; key: string | null }

/** The one entry of `list` named exactly `name`: none when absent, and none when two share it. */
export function exactlyNamed<T extends { nom: string }>(list: readonly T[], name: string): T | null {
  const named = list.filter((entry) => entry.nom === name)
  return named.length === 1 ? named[0]! : null
}

/** A platform id the cart's add takes (a positive whole number), else null. */
export function cartId(id: number | string): number | null {
  const value = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** How a line is named to the shopper: the product, and its variant in brackets. */
export function lineName(line: Pick<OrderLine, 'product_name' | 'variant_name'>): string {
  return line.variant_name ? `${line.product_name} (${line.variant_name})` : line.product_name
}

/** The notice naming the lines that could not be put in the cart, at most NOTICE_MAX_NAMES of them. */
export function unavailableNotice(
  names: readonly string[],
  language: Language,
  key: 'orderAgain.unavailable' | 'cartLink.notAdded' = 'orderAgain.unavailable',
): string {
  const t = textOf(language)
  const quoted = names.slice(0, NOTICE_MAX_NAMES).map((name) => t('orderAgain.quoted', { name: name.slice(0, 120) }))
  const more = names.length - quoted.length
  const list = more > 0 ? `${quoted.join(', ')} ${t('orderAgain.andMore', { count: more })}` : quoted.join(', ')
  return t(key, { names: list })
}

/**
 * The product still sold under this line's exact name, with the variant of the line's exact name (or none when
 * the line had none and the product has none), in stock; null otherwise. A platform failure is thrown.
 */
export async function findStillSold(api: Api, line: OrderLine, index: number): Promise<FoundLine | null> {
  if (line.quantity < 1 || !line.product_name.trim()) return null
  const results = await searchProducts(api, line.product_name)
  const card = exactlyNamed(results.items, line.product_name)
  if (!card) return null
  let product
  try {
    product = await getProduct(api, card.slug)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
  if (product.nom !== line.product_name || product.qteEnStock === 0) return null
  const produitId = cartId(product.id)
  if (produitId === null) return null
  const quantity = Math.min(line.quantity, 999)
  if (!line.variant_name) return product.variants.length === 0 ? { index, produitId, variantId: null, quantity } : null
  const variant = exactlyNamed(product.variants, line.variant_name)
  const variantId = variant ? cartId(variant.id) : null
  return variantId === null ? null : { index, produitId, variantId, quantity }
}

/** The customer area's headers (private, not indexed), and a refusal's `Retry-After` past the rate limit. */
export const orderAgainHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders)
  const seconds = actionHeaders.get('Retry-After')
  if (seconds) headers.set('Retry-After', seconds)
  return headers
}

/** The /customer/orders/{id} action: the order's lines still sold into the cart, then the cart. */
export async function orderAgainAction(
  context: RequestContext,
  request: Request,
  orderId: string | undefined,
): Promise<Response | ReturnType<typeof refused>> {
  const t = textOf(context.language)
  requireCustomer(context, request)
  if (!orderId || !/^[\w-]{1,64}$/.test(orderId)) throw notFound()
  const form = await request.formData()
  const parsed = OrderAgainSchema.safeParse(Object.fromEntries(form))
  const key = parsed.success ? parsed.data.orderAgainKey : null
  const limited = await overLimit(context, 'orderAgain', { request, ownOnly: !parsed.success })
  if (limited) return tooMany(limited, { key })
  if (!key) return refused(400, { message: t('cart.invalidRequest'), key: null })

  const result = await withCustomer(context, request, (customer) => getCustomerOrder(customer, orderId))
  if (!result.ok) {
    if (result.error.status === 404) throw notFound()
    return refused(faultStatus(result.error), { message: t('order.loadError'), key })
  }
  const order = result.data

  const api = publicApi(context)
  const lines = order.items.slice(0, ORDER_AGAIN_MAX_LINES)
  const unavailable: string[] = []
  let added = 0
  try {
    const found = await Promise.all(lines.map((line, index) => findStillSold(api, line, index)))
    for (const [index, line] of lines.entries()) {
      const item = found[index]
      if (!item) {
        unavailable.push(lineName(line))
        continue
      }
      try {
        const { variantId, produitId, quantity } = item
        const answer = await addCartItem(
          api,
          { produitId, quantity, variantId, cartId: getCartId(context.session) },
          `${key}-${item.index}`,
        )
        if (answer.cartId) setCartId(context.session, answer.cartId)
        added += item.quantity
      } catch (error) {
        // Refused for this line alone (out of stock since, a variant to choose): named, the others go on.
        if (!(error instanceof ApiError && error.kind === 'status' && error.status! < 500)) throw error
        unavailable.push(lineName(line))
      }
    }
    if (added > 0) await loadCart(context)
  } catch (caught) {
    return refused(faultStatus(platformFailure(caught)), { message: t('cart.addError'), key })
  }

  if (unavailable.length > 0) setCartNotice(context.session, unavailableNotice(unavailable, context.language))
  if (added > 0) setToast(context.session, { type: 'success', message: t('orderAgain.added', { count: added }) })
  // Ends in a navigation with and without JavaScript, like the checkout: what was added shows on the cart page.
  return redirect(localPath(context.language, '/cart'), 303)
}

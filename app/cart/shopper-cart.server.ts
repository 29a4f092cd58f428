import { addCartItem, getCart, removeCartItem, updateCartItem, validatePromo, type Cart } from '~/api/cart.server'
import { ApiError, customerApi, platformFailure, publicApi } from '~/api/client.server'
import { parseCartIntent } from '~/cart/cart-forms.server'
import { faultStatus } from '~/lib/failure'
import { formatPrice } from '~/lib/money'
import { textOf, type CatalogueKey } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { accepted, refused } from '~/server/forms.server'
import type { FormAnswer } from '~/lib/form-answer'
import { getCartId, getPromo, setCartCount, setCartId, setPromo } from '~/cart/cart-session.server'
import { loginToken } from '~/account/login-session.server'
import { requireShop, shopCurrency } from '~/layout/shop.server'
import { overLimit } from '~/server/rate-limits/limits.server'

/**
 * The shopper's cart: its id lives in the session, its content on the platform.
 * A stored id the platform no longer knows is dropped and the cart fetched again.
 */
export async function loadCart(context: RequestContext): Promise<Cart> {
  const { session } = context
  const storedId = getCartId(session)
  const api = customerApi(context, loginToken(context.session))
  let cart: Cart
  try {
    cart = await getCart(api, storedId)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && storedId)) throw error
    setCartId(session, null)
    setPromo(session, null)
    cart = await getCart(api, null)
  }
  if (cart.id && cart.id !== storedId) setCartId(session, cart.id)
  setCartCount(session, cart.totalItems)
  return cart
}

/** The applied promo code, checked again against the cart as it is now; dropped when no longer valid. */
export async function currentPromo(context: RequestContext, cart: Cart) {
  const promo = getPromo(context.session)
  if (!promo || !cart.id || cart.items.length === 0) return null
  try {
    const result = await validatePromo(publicApi(context), cart.id, promo.code)
    if (result.valid) {
      const fresh = { code: promo.code, discountAmount: result.discountAmount }
      if (fresh.discountAmount !== promo.discountAmount) setPromo(context.session, fresh)
      return fresh
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'status') return promo // platform unreachable: keep it for now
  }
  setPromo(context.session, null)
  return null
}

/** The /cart action's answer (app/server/forms.server.ts); a refused promo code is given back as typed. */
export type CartAnswer = FormAnswer<'promoCode'> & { intent: string }

/** Done: back to the page the form was on (`redirectTo`, else /cart) without JavaScript, the answer as data with it. */
function success(context: RequestContext, form: FormData, intent: string, message: string) {
  return accepted(context, message, form.get('redirectTo') || '/cart', { intent })
}

function failure(intent: string, message: string, status: number, form?: FormData, headers?: HeadersInit) {
  const typed = intent === 'promo' ? form?.get('promoCode') : null
  const values = typeof typed === 'string' ? { promoCode: typed.trim().slice(0, 40) } : {}
  return refused(status, { message, values, intent }, headers)
}

function upstreamMessage(error: ApiError, fallback: string): string {
  return error.status && error.status >= 400 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback
}

/** Rethrows anything but the platform's 404: what was to be removed is not there. */
function unlessGone(caught: unknown) {
  if (platformFailure(caught).status !== 404) throw caught
}

/** The /cart action's intents add, update, remove, promo and promo-remove. */
export async function cartAction(form: FormData, context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const parsed = parseCartIntent(form, context.language)
  const intent = String(form.get('intent') ?? '')
  if (!parsed.ok) return failure(intent, parsed.message, 400, form)
  const { session } = context
  const api = publicApi(context)
  const data = parsed.data
  try {
    switch (data.intent) {
      case 'add': {
        const { produitId, quantity, variantId, idempotencyKey } = data
        const item = { produitId, quantity, variantId, cartId: getCartId(session) }
        const { cartId } = await addCartItem(api, item, idempotencyKey)
        if (cartId) setCartId(session, cartId)
        const cart = await loadCart(context)
        const line = cart.items.find(
          (i) =>
            String(i.produit.id) === String(data.produitId) &&
            String(i.variant?.id ?? '') === String(data.variantId ?? ''),
        )
        return success(
          context,
          form,
          data.intent,
          t('cart.added', { quantity: data.quantity, name: line?.produit.nom ?? '' }),
        )
      }
      case 'update':
      case 'remove': {
        const cartId = getCartId(session)
        if (!cartId) return failure(data.intent, t('cart.empty'), 400)
        if (data.intent === 'update') await updateCartItem(api, data.itemId, data.quantity, cartId)
        // A line already gone is removed: the same removal sent again (its answer lost) is not an error.
        else await removeCartItem(api, data.itemId, cartId).catch(unlessGone)
        await loadCart(context)
        return success(context, form, data.intent, t(data.intent === 'update' ? 'cart.updated' : 'cart.removed'))
      }
      case 'promo': {
        // Codes are guessed by scripts: a few tries per visitor, then 429 (app/server/rate-limits/).
        const cartId = getCartId(session)
        const limited = await overLimit(context, 'promo', { request, ownOnly: !cartId })
        if (limited)
          return failure(data.intent, limited.message, 429, form, { 'Retry-After': String(limited.retryAfter) })
        if (!cartId) return failure(data.intent, t('checkout.emptyCart'), 400, form)
        const result = await validatePromo(api, cartId, data.promoCode)
        if (!result.valid) return failure(data.intent, result.message ?? t('promo.invalid'), 400, form)
        const code = data.promoCode.toUpperCase()
        setPromo(session, { code, discountAmount: result.discountAmount })
        const { shop } = await requireShop(context)
        return success(
          context,
          form,
          data.intent,
          t('promo.applied', {
            code,
            amount: formatPrice(result.discountAmount, shopCurrency(shop), context.language),
          }),
        )
      }
      case 'promo-remove':
        setPromo(session, null)
        return success(context, form, data.intent, t('promo.removed'))
    }
  } catch (caught) {
    const error = platformFailure(caught)
    const fallback = (
      {
        add: 'cart.addError',
        update: 'cart.updateError',
        remove: 'cart.removeError',
        promo: 'promo.invalid',
        'promo-remove': 'promo.invalid',
      } as const satisfies Record<typeof data.intent, CatalogueKey>
    )[data.intent]
    return failure(data.intent, upstreamMessage(error, t(fallback)), faultStatus(error), form)
  }
}

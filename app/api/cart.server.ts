import { CartItemAddedSchema, CartSchema, MessageSchema, PromoSchema, type Cart } from './contract.server'
import type { Api } from './client.server'

export type { Cart, CartItem } from './contract.server'

export function getCart(api: Api, cartId: string | null): Promise<Cart> {
  return api.get('/cart', CartSchema, { headers: cartId ? { 'X-Cart-ID': cartId } : {} })
}

interface NewCartItem {
  produitId: number
  quantity: number
  variantId: number | null
  cartId: string | null
}

/** With an idempotency key, the platform answers a second add with that key as the first, adding nothing. */
export async function addCartItem(
  api: Api,
  item: NewCartItem,
  idempotencyKey?: string,
): Promise<{ cartId: string | null }> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined
  const answer = await api.post('/cart/items', item, CartItemAddedSchema, { headers })
  return { cartId: answer.id === null || answer.id === undefined ? null : String(answer.id) }
}

export function updateCartItem(api: Api, itemId: string, quantity: number, cartId: string): Promise<unknown> {
  return api.put(`/cart/items/${encodeURIComponent(itemId)}`, { quantity, cartId }, MessageSchema)
}

export function removeCartItem(api: Api, itemId: string, cartId: string): Promise<unknown> {
  return api.delete(`/cart/items/${encodeURIComponent(itemId)}`, { cartId }, MessageSchema)
}

type PromoResult = { valid: true; discountAmount: number } | { valid: false; message: string | null }

/** A code is valid only when the answer carries a discount amount. */
export async function validatePromo(api: Api, cartId: string, promoCode: string): Promise<PromoResult> {
  const answer = await api.post('/promo-code/validate', { cartId, promoCode }, PromoSchema)
  const amount = answer.data?.discountAmount
  return typeof amount === 'number' && Number.isFinite(amount)
    ? { valid: true, discountAmount: amount }
    : { valid: false, message: answer.message ?? null }
}

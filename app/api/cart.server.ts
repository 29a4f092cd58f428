import { z } from 'zod'
import { id, money, text } from './schema.server'
import type { Api } from './client.server'

const CartItemSchema = z.object({
  id,
  produit: z.object({ id, nom: z.string(), imageUrl: text, prix: money }),
  variant: z
    .object({ id, nom: z.string(), prix: money, image: text, imageUrl: text })
    .partial({ image: true, imageUrl: true })
    .nullish()
    .transform((v) => v ?? null),
  quantity: z.number().int().nonnegative(),
  subtotal: money,
})
export type CartItem = z.infer<typeof CartItemSchema>

const CartSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v))),
  items: z.array(CartItemSchema),
  total: money,
  totalItems: z.number().int().nonnegative(),
})
export type Cart = z.infer<typeof CartSchema>

const MessageSchema = z.object({ message: z.string().optional() }).passthrough()

export function getCart(api: Api, cartId: string | null): Promise<Cart> {
  return api.get('/cart', CartSchema, { headers: cartId ? { 'X-Cart-ID': cartId } : {} })
}

export interface NewCartItem {
  produitId: number
  quantity: number
  variantId: number | null
  cartId: string | null
}

export async function addCartItem(api: Api, item: NewCartItem): Promise<{ cartId: string | null }> {
  const answer = await api.post('/cart/items', item, z.object({ id: id.nullish() }).passthrough())
  return { cartId: answer.id === null || answer.id === undefined ? null : String(answer.id) }
}

export function updateCartItem(api: Api, itemId: string, quantity: number, cartId: string): Promise<unknown> {
  return api.put(`/cart/items/${encodeURIComponent(itemId)}`, { quantity, cartId }, MessageSchema)
}

export function removeCartItem(api: Api, itemId: string, cartId: string): Promise<unknown> {
  return api.delete(`/cart/items/${encodeURIComponent(itemId)}`, { cartId }, MessageSchema)
}

const PromoSchema = z.object({
  data: z.object({ discountAmount: money.optional(), code: z.string().optional() }).passthrough().nullish(),
  message: z.string().optional(),
})

export type PromoResult = { valid: true; discountAmount: number } | { valid: false; message: string | null }

/** A code is valid only when the answer carries a discount amount. */
export async function validatePromo(api: Api, cartId: string, promoCode: string): Promise<PromoResult> {
  const answer = await api.post('/promo-code/validate', { cartId, promoCode }, PromoSchema)
  const amount = answer.data?.discountAmount
  return typeof amount === 'number' && Number.isFinite(amount)
    ? { valid: true, discountAmount: amount }
    : { valid: false, message: answer.message ?? null }
}

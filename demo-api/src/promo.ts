import { loadCart } from './cart'
import type { PromoSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, json, readJsonObject } from './http'

/**
 * Promo codes: POST /promo-code/validate. A code belongs to one shop, is
 * compared without regard to case, and gives a percentage or a fixed amount
 * off the cart total (rounded to an integer, never above the total).
 */

export const PROMO_MESSAGES = {
  applied: 'Code promo appliqué.',
  expired: 'Ce code promo a expiré.',
  unknown: 'Code promo invalide.',
  missing: 'Veuillez entrer un code promo.',
  emptyCart: 'Votre panier est vide.',
  invalidForOrder: 'Code promo invalide ou expiré.',
} as const

const MAX_CODE_LENGTH = 50

interface PromoCode {
  code: string
  type: 'percentage' | 'fixed'
  value: number
  expired: boolean
}

interface PromoRow {
  code: string
  type: 'percentage' | 'fixed'
  value: number
  expires_at: string | null
}

export function registerPromoRoutes(api: ApiApp): void {
  api.post('/promo-code/validate', validatePromoCode)
}

/** The shop's code, whatever the case of `code`, or null. */
export async function findPromoCode(db: D1Database, shopId: number, code: string): Promise<PromoCode | null> {
  const normalised = code.trim().toUpperCase()
  if (normalised === '' || normalised.length > MAX_CODE_LENGTH) return null
  const row = await db
    .prepare('SELECT code, type, value, expires_at FROM promo_codes WHERE shop_id = ?1 AND code = ?2')
    .bind(shopId, normalised)
    .first<PromoRow>()
  if (!row) return null
  const expired = row.expires_at !== null && Date.parse(row.expires_at) <= Date.now()
  return { code: row.code, type: row.type, value: row.value, expired }
}

/** The discount on `total`: an integer from 0 to `total`. */
export function discountFor(promo: Pick<PromoCode, 'type' | 'value'>, total: number): number {
  const raw = promo.type === 'percentage' ? Math.round((total * promo.value) / 100) : promo.value
  return Math.max(0, Math.min(total, raw))
}

/**
 * POST /promo-code/validate `{ cartId, promoCode }`. Checks the cart first
 * (unknown, closed or empty: 400), then the code (unknown: 404, expired:
 * 200 with `data: {}`).
 */
async function validatePromoCode({ req: { raw: request }, env, var: { shop, url } }: ApiContext): Promise<Response> {
  const body = await readJsonObject(request)
  const code = body['promoCode']
  if (typeof code !== 'string' || code.trim() === '') throw new HttpError(400, PROMO_MESSAGES.missing)
  const cartId = body['cartId']
  const cart = typeof cartId === 'string' ? await loadCart(env.DB, shop.id, cartId.trim(), url.origin) : null
  if (!cart || cart.items.length === 0) throw new HttpError(400, PROMO_MESSAGES.emptyCart)

  const promo = await findPromoCode(env.DB, shop.id, code)
  if (!promo) throw new HttpError(404, PROMO_MESSAGES.unknown)
  if (promo.expired) return json({ data: {}, message: PROMO_MESSAGES.expired } satisfies Sent<typeof PromoSchema>)
  return json({
    // type and value are more than the spec names: the storefront reads the discount.
    data: {
      code: promo.code,
      discountAmount: discountFor(promo, cart.total),
      ...{ type: promo.type, value: promo.value },
    },
    message: PROMO_MESSAGES.applied,
  } satisfies Sent<typeof PromoSchema>)
}

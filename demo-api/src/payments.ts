import type { PaymentConfigSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { json } from './http'

/**
 * Payment setup of the shop: GET /payment/config. The storefront adds a
 * 'Paiement à la livraison' option itself when cash on delivery is enabled.
 */

/** The payment method of an order paid in cash at delivery. */
const CASH_ON_DELIVERY = 'cash_on_delivery'

/** The shop's setup, as GET /payment/config sends it. */
type PaymentConfig = Awaited<ReturnType<typeof loadPaymentConfig>>

export function registerPaymentRoutes(api: ApiApp): void {
  api.get('/payment/config', getPaymentConfig)
}

/** The shop's setup; a shop without one has no option and no cash on delivery. */
export async function loadPaymentConfig(db: D1Database, shopId: number) {
  const [settings, options] = await db.batch([
    db.prepare('SELECT cash_on_delivery_enabled FROM payment_settings WHERE shop_id = ?1').bind(shopId),
    db
      .prepare('SELECT name, type, public_key FROM payment_options WHERE shop_id = ?1 ORDER BY position, id')
      .bind(shopId),
  ])
  const enabled =
    ((settings?.results ?? []) as { cash_on_delivery_enabled: number }[])[0]?.cash_on_delivery_enabled === 1
  return {
    payment_options: ((options?.results ?? []) as { name: string; type: string; public_key: string }[]).map((row) => ({
      name: row.name,
      type: row.type,
      publicKey: row.public_key,
    })),
    cash_on_delivery_enabled: enabled,
  } satisfies Sent<typeof PaymentConfigSchema>
}

/** Whether `method` is one the shop accepts: cash on delivery when enabled, or an option's name. */
export function acceptsPaymentMethod(config: PaymentConfig, method: string): boolean {
  if (method === CASH_ON_DELIVERY) return config.cash_on_delivery_enabled
  return config.payment_options.some((option) => option.name === method)
}

/** GET /payment/config → `{ payment_options, cash_on_delivery_enabled }`. */
async function getPaymentConfig({ env, var: { shop } }: ApiContext): Promise<Response> {
  return json(await loadPaymentConfig(env.DB, shop.id))
}

import { z } from 'zod'
import { id, money, text } from './schema.server'
import type { Api } from './client.server'

/** Shipping and payment choices change rarely: cached per tenant for a minute. */
const SETTINGS_CACHE = { cacheTtl: 60, staleWhileRevalidate: 600 }

const CountrySchema = z.object({ code: z.string(), name: z.string() })
export type Country = z.infer<typeof CountrySchema>
const ZoneSchema = z.object({ id, name: z.string(), price: money })
export type Zone = z.infer<typeof ZoneSchema>

export function getCountries(api: Api): Promise<Country[]> {
  return api.get('/shipping/countries', z.array(CountrySchema), SETTINGS_CACHE)
}

export function getCities(api: Api, countryCode: string): Promise<string[]> {
  return api.get(`/shipping/cities/${encodeURIComponent(countryCode)}`, z.array(z.string()), SETTINGS_CACHE)
}

export function getZones(api: Api, countryCode: string, city: string): Promise<Zone[]> {
  return api.get(
    `/shipping/zones/${encodeURIComponent(countryCode)}/${encodeURIComponent(city)}`,
    z.array(ZoneSchema),
    SETTINGS_CACHE,
  )
}

const PaymentConfigSchema = z.object({
  payment_options: z
    .array(
      z.object({
        name: z.string(),
        type: z.string(),
        publicKey: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  cash_on_delivery_enabled: z.boolean().nullish().transform(Boolean),
})
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>

export function getPaymentConfig(api: Api): Promise<PaymentConfig> {
  return api.get('/payment/config', PaymentConfigSchema, SETTINGS_CACHE)
}

export interface OrderRequest {
  cartId: string
  shippingAddress: string
  shippingZoneId: string | number
  nomClient: string
  tel: string
  email: string
  paysLivraison: string
  codeZip: string | null
  orderNote: string | null
  codePromo: string | null
  paymentMethod: string
}

const OrderResponseSchema = z.object({
  order: z.object({
    id,
    numCommande: z.string(),
    montantTotal: money,
    shippingCost: money,
    reduction: money.nullish().transform((v) => v ?? 0),
  }),
  token: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
})
export type OrderResponse = z.infer<typeof OrderResponseSchema>

/** Never retried; the Idempotency-Key makes a second submission of the same checkout return the same order. */
export function createOrder(api: Api, order: OrderRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api.post('/orders', order, OrderResponseSchema, { headers: { 'Idempotency-Key': idempotencyKey } })
}

const OrderDetailSchema = z.object({
  nomClient: text,
  numCommande: z.string(),
  montantTotal: money,
  tel: text,
  email: text,
  adresseLivraison: text,
  villeLivraison: text,
  paysLivraison: text,
  codeZip: text,
  orderNote: text,
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

export function getOrder(api: Api, orderId: string): Promise<OrderDetail> {
  return api.get(`/orders/${encodeURIComponent(orderId)}`, OrderDetailSchema)
}

const OrderAmountsSchema = z.object({
  montantTotal: money,
  shippingCost: money,
  reduction: money.nullish().transform((v) => v ?? 0),
})
export type OrderAmounts = z.infer<typeof OrderAmountsSchema>

export function getOrderByNumber(api: Api, numCommande: string): Promise<OrderAmounts> {
  return api.get(`/orders/by-numcommande/${encodeURIComponent(numCommande)}`, OrderAmountsSchema)
}

export function confirmPayment(
  api: Api,
  trxref: string,
  status: string | null,
  providerRef: { name: string; value: string } | null,
): Promise<unknown> {
  const query: Record<string, string> = {}
  if (status) query.status = status
  if (providerRef) query[providerRef.name] = providerRef.value
  return api.get(`/orders/${encodeURIComponent(trxref)}/confirm-payment`, z.unknown(), { query })
}

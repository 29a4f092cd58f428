import { z } from 'zod'
import {
  CountrySchema,
  OrderAmountsSchema,
  OrderDetailSchema,
  OrderResponseSchema,
  PaymentConfigSchema,
  ZoneSchema,
  type Country,
  type OrderAmounts,
  type OrderDetail,
  type OrderResponse,
  type PaymentConfig,
  type Zone,
} from './contract.server'
import { CacheStrategy } from '~/server/edge-cache/store.server'
import type { Api } from './client.server'

/** Shipping and payment choices change rarely: cached per tenant for a minute. */

export type { Country, OrderAmounts, PaymentConfig, Zone } from './contract.server'

// One schema object each: the API client recognises an answer it already checked by key and schema.
const CountriesSchema = z.array(CountrySchema)
const CitiesSchema = z.array(z.string())
const ZonesSchema = z.array(ZoneSchema)

export function getCountries(api: Api): Promise<Country[]> {
  return api.get('/shipping/countries', CountriesSchema, { cache: CacheStrategy.settings })
}

export function getCities(api: Api, countryCode: string): Promise<string[]> {
  return api.get(`/shipping/cities/${encodeURIComponent(countryCode)}`, CitiesSchema, { cache: CacheStrategy.settings })
}

export function getZones(api: Api, countryCode: string, city: string): Promise<Zone[]> {
  return api.get(`/shipping/zones/${encodeURIComponent(countryCode)}/${encodeURIComponent(city)}`, ZonesSchema, {
    cache: CacheStrategy.settings,
  })
}

export function getPaymentConfig(api: Api): Promise<PaymentConfig> {
  return api.get('/payment/config', PaymentConfigSchema, { cache: CacheStrategy.settings })
}

interface OrderRequest {
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

/** Never retried; the Idempotency-Key makes a second submission of the same checkout return the same order. */
export function createOrder(api: Api, order: OrderRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api.post('/orders', order, OrderResponseSchema, { headers: { 'Idempotency-Key': idempotencyKey } })
}

export function getOrder(api: Api, orderId: string): Promise<OrderDetail> {
  return api.get(`/orders/${encodeURIComponent(orderId)}`, OrderDetailSchema)
}

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

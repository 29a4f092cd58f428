import { z } from 'zod'
import {
  LoginAnswerSchema,
  EmailConfirmationSchema,
  CustomerOrderSchema,
  CustomerOrderDetailSchema,
  type LoginAnswer,
  type EmailConfirmation,
  type CustomerOrder,
  type CustomerOrderDetail,
} from './contract.server'
import type { Api } from './client.server'

/**
 * Customer accounts: sign-in, registration, email confirmation and the
 * customer's own orders. Nothing here is cached: the order calls carry the
 * customer's token (customerApi), and client.server.ts never caches those.
 */

export type { CustomerOrder, CustomerOrderDetail } from './contract.server'

export interface Credentials {
  email: string
  password: string
}

/** What /register takes; codeZip and pays are optional. */
export interface Registration extends Credentials {
  nom: string
  prenom: string
  adresse: string
  ville: string
  telephone: string
  codeZip: string | null
  pays: string | null
}

/**
 * `client` is the shopper's address: a careful platform limits wrong passwords per client and email (as the
 * stand-in does), so that a stranger cannot lock an account's owner out. Not a header the spec names.
 */
export function login(api: Api, credentials: Credentials, client: string): Promise<LoginAnswer> {
  return api.post('/login', credentials, LoginAnswerSchema, { headers: { 'X-Forwarded-For': client } })
}

/**
 * Makes the account. With the form's one-time key as Idempotency-Key, the same registration sent again (its answer
 * lost on the way) signs in to the account it made rather than being refused as taken.
 */
export function register(api: Api, registration: Registration, oneTimeKey: string | null): Promise<LoginAnswer> {
  const headers = oneTimeKey ? { 'Idempotency-Key': oneTimeKey } : undefined
  return api.post('/register', registration, LoginAnswerSchema, { headers })
}

export function verifyEmailToken(api: Api, token: string): Promise<EmailConfirmation> {
  return api.post('/verify-email-token', { token }, EmailConfirmationSchema)
}

/** The signed-in customer's orders; `api` must carry the customer's token (customerApi). */
export function getCustomerOrders(api: Api): Promise<CustomerOrder[]> {
  return api.get('/customer/orders', z.array(CustomerOrderSchema))
}

/** One of the signed-in customer's orders; the platform answers 404 for anyone else's. */
export function getCustomerOrder(api: Api, orderId: string): Promise<CustomerOrderDetail> {
  return api.get(`/customer/orders/${encodeURIComponent(orderId)}`, CustomerOrderDetailSchema)
}

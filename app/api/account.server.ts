import { z } from 'zod'
import { id, money, text } from './schema.server'
import type { Api } from './client.server'

/**
 * Customer accounts: sign-in, registration, email confirmation and the
 * customer's own orders. Nothing here is cached: the order calls carry the
 * customer's token (customerApi), and client.server.ts never caches those.
 */

export const CustomerSchema = z.object({
  prenom: text,
  nom: text,
  email: text,
  telephone: text,
  adresse: text,
  ville: text,
  pays: text,
  codeZip: text,
})
export type Customer = z.infer<typeof CustomerSchema>

/**
 * The answer of /login and /register. A 2xx answer without a token is the
 * platform's "false result" (sign-in refused without an error status).
 */
export const LoginAnswerSchema = z.object({
  token: z
    .string()
    .nullish()
    .transform((v) => v || null),
  user: CustomerSchema.nullish().transform((v) => v ?? null),
})
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>

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

export function login(api: Api, credentials: Credentials): Promise<LoginAnswer> {
  return api.post('/login', credentials, LoginAnswerSchema)
}

export function register(api: Api, registration: Registration): Promise<LoginAnswer> {
  return api.post('/register', registration, LoginAnswerSchema)
}

export const EmailConfirmationSchema = z.object({ message: text })
export type EmailConfirmation = z.infer<typeof EmailConfirmationSchema>

export function verifyEmailToken(api: Api, token: string): Promise<EmailConfirmation> {
  return api.post('/verify-email-token', { token }, EmailConfirmationSchema)
}

export const CustomerOrderSchema = z.object({
  id,
  num_commande: z.string(),
  date_commande: z.string(),
  statut: z.string(),
  montant_total: money,
})
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>

export const CustomerOrderDetailSchema = z.object({
  num_commande: z.string(),
  date_commande: z.string(),
  statut: z.string(),
  items: z.array(
    z.object({
      cart_item_id: id,
      product_name: z.string(),
      variant_name: text,
      quantity: z.number().int().nonnegative(),
      unit_price: money,
    }),
  ),
  pricing: z.object({
    subtotal: money,
    shipping_fee: money,
    discount_amount: money.nullish().transform((v) => v ?? 0),
    promo_code: text,
    total: money,
  }),
  shipping_address: z.object({ adresse: text, ville: text, pays: text, code_zip: text }),
})
export type CustomerOrderDetail = z.infer<typeof CustomerOrderDetailSchema>

/** The signed-in customer's orders; `api` must carry the customer's token (customerApi). */
export function getCustomerOrders(api: Api): Promise<CustomerOrder[]> {
  return api.get('/customer/orders', z.array(CustomerOrderSchema))
}

/** One of the signed-in customer's orders; the platform answers 404 for anyone else's. */
export function getCustomerOrder(api: Api, orderId: string): Promise<CustomerOrderDetail> {
  return api.get(`/customer/orders/${encodeURIComponent(orderId)}`, CustomerOrderDetailSchema)
}

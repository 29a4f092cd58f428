import type { CustomerOrderDetailSchema, CustomerOrderSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, json } from './http'
import { ORDER_MESSAGES } from './orders'

/**
 * The signed-in customer's orders: GET /customer/orders and
 * GET /customer/orders/{id}. They need a customer's login token; the
 * caller check (index.ts) answers 401 CUSTOMER_MESSAGES.sessionExpired for
 * any other bearer under /customer.
 */

export const CUSTOMER_AREA = '/customer'

export const CUSTOMER_MESSAGES = {
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  authenticationRequired: 'Authentification requise.',
} as const

interface CustomerOrderRow {
  id: number
  num_commande: string
  created_at: string
  statut: string
  montant_total: number
  shipping_cost: number
  reduction: number
}

interface CustomerOrderDetailRow extends CustomerOrderRow {
  code_promo: string | null
  adresse_livraison: string
  ville_livraison: string
  pays_livraison: string
  code_zip: string | null
}

interface OrderItemRow {
  id: number
  product_name: string
  variant_name: string | null
  quantity: number
  unit_price: number
}

export function registerCustomerOrderRoutes(api: ApiApp): void {
  api.get(`${CUSTOMER_AREA}/orders`, listCustomerOrders)
  api.get(`${CUSTOMER_AREA}/orders/:id`, getCustomerOrder)
}

/** The customer calling, or 401 for the shop's public key. */
function customerId({ var: { caller } }: ApiContext): number {
  if (caller.kind !== 'customer') throw new HttpError(401, CUSTOMER_MESSAGES.authenticationRequired)
  return caller.customerId
}

/** D1's `datetime('now')` (UTC, "YYYY-MM-DD HH:MM:SS") as ISO 8601. */
function isoDate(sqliteDate: string): string {
  return `${sqliteDate.replace(' ', 'T')}Z`
}

/** What the customer pays: items, plus shipping, minus the discount. */
function totalPaid(row: CustomerOrderRow): number {
  return row.montant_total + row.shipping_cost - row.reduction
}

/** One line of GET /customer/orders. */
export type CustomerOrder = ReturnType<typeof toCustomerOrder>

function toCustomerOrder(row: CustomerOrderRow) {
  return {
    id: row.id,
    num_commande: row.num_commande,
    date_commande: isoDate(row.created_at),
    statut: row.statut,
    montant_total: totalPaid(row),
  } satisfies Sent<typeof CustomerOrderSchema>
}

/** The answer of GET /customer/orders/{id}. */
export type CustomerOrderDetail = ReturnType<typeof toCustomerOrderDetail>

function toCustomerOrderDetail(row: CustomerOrderDetailRow, items: OrderItemRow[]) {
  return {
    num_commande: row.num_commande,
    date_commande: isoDate(row.created_at),
    statut: row.statut,
    items: items.map((item) => ({
      cart_item_id: item.id,
      product_name: item.product_name,
      variant_name: item.variant_name,
      quantity: item.quantity,
      unit_price: item.unit_price,
    })),
    pricing: {
      subtotal: row.montant_total,
      shipping_fee: row.shipping_cost,
      discount_amount: row.reduction,
      promo_code: row.code_promo,
      total: totalPaid(row),
    },
    shipping_address: {
      adresse: row.adresse_livraison,
      ville: row.ville_livraison,
      pays: row.pays_livraison,
      code_zip: row.code_zip,
    },
  } satisfies Sent<typeof CustomerOrderDetailSchema>
}

/** GET /customer/orders → the customer's orders in this shop, newest first. */
async function listCustomerOrders(c: ApiContext): Promise<Response> {
  const { results } = await c.env.DB.prepare(
    `SELECT id, num_commande, created_at, statut, montant_total, shipping_cost, reduction
     FROM orders WHERE customer_id = ?1 AND shop_id = ?2
     ORDER BY created_at DESC, id DESC`,
  )
    .bind(customerId(c), c.var.shop.id)
    .all<CustomerOrderRow>()
  return json(results.map(toCustomerOrder))
}

/** GET /customer/orders/{id} → one of the customer's orders; anyone else's is 404. */
async function getCustomerOrder(c: ApiContext): Promise<Response> {
  const customer = customerId(c)
  const text = c.req.param('id') ?? ''
  const db = c.env.DB
  const row = /^\d{1,15}$/.test(text)
    ? await db
        .prepare(
          `SELECT id, num_commande, created_at, statut, montant_total, shipping_cost, reduction, code_promo,
             adresse_livraison, ville_livraison, pays_livraison, code_zip
           FROM orders WHERE id = ?1 AND customer_id = ?2 AND shop_id = ?3`,
        )
        .bind(Number(text), customer, c.var.shop.id)
        .first<CustomerOrderDetailRow>()
    : null
  if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound)
  const { results } = await db
    .prepare(
      `SELECT id, product_name, variant_name, quantity, unit_price FROM order_items
       WHERE order_id = ?1 ORDER BY id`,
    )
    .bind(row.id)
    .all<OrderItemRow>()
  return json(toCustomerOrderDetail(row, results))
}

import { bearerToken } from './auth'
import { loadCart } from './cart'
import type { OrderAmountsSchema, OrderDetailSchema, OrderResponseSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { EMAIL, optionalText as optionalField, requiredText as requiredField } from './fields'
import { HttpError, isUniqueViolation, json, readIdempotencyKey, readJsonObject } from './http'
import { acceptsPaymentMethod, loadPaymentConfig } from './payments'
import { PROMO_MESSAGES, discountFor, findPromoCode } from './promo'
import { findCountry, findZone, type Country, type ZoneDetail } from './shipping'

/**
 * Orders: POST /orders, GET /orders/{id}, GET /orders/by-numcommande/{numCommande}
 * and GET /orders/{trxref}/confirm-payment (the return from the payment
 * provider, see provider.ts). Amounts are integers in the shop currency:
 * montantTotal is the items subtotal, the customer pays
 * montantTotal + shippingCost - reduction.
 */

export const ORDER_MESSAGES = {
  orderNotFound: 'Commande introuvable.',
  emptyCart: 'Votre panier est vide.',
  nameRequired: 'Le nom est requis.',
  telRequired: 'Le téléphone est requis.',
  emailRequired: "L'email est requis.",
  emailInvalid: "L'email est invalide.",
  addressRequired: "L'adresse est requise.",
  countryRequired: 'Le pays est requis.',
  countryNotServed: 'Pays non desservi.',
  zoneRequired: 'La zone est requise.',
  zoneInvalid: 'Zone de livraison invalide.',
  paymentRequired: 'La méthode de paiement est requise.',
  paymentInvalid: 'Méthode de paiement invalide.',
  promoInvalid: PROMO_MESSAGES.invalidForOrder,
  paymentConfirmed: 'Paiement confirmé.',
  paymentFailed: 'Le paiement a échoué.',
  paymentCanceled: 'Le paiement a été annulé.',
  paymentPending: 'Paiement introuvable ou en attente.',
} as const

const INITIAL_ORDER_STATUS = 'En attente'
/** Longest accepted value of each text field of the order request. */
const MAX_LENGTH = {
  nomClient: 200,
  tel: 30,
  email: 254,
  shippingAddress: 500,
  paysLivraison: 100,
  codeZip: 20,
  orderNote: 1000,
  codePromo: 50,
  paymentMethod: 50,
} as const
type TextField = keyof typeof MAX_LENGTH

interface OrderRow {
  id: number
  num_commande: string
  montant_total: number
  shipping_cost: number
  reduction: number
}

interface OrderDetailRow extends OrderRow {
  nom_client: string
  tel: string
  email: string
  adresse_livraison: string
  ville_livraison: string
  pays_livraison: string
  code_zip: string | null
  order_note: string | null
}

export function registerOrderRoutes(api: ApiApp): void {
  api.post('/orders', createOrder)
  // Before /orders/:trxref/confirm-payment, which has as many segments.
  api.get('/orders/by-numcommande/:numCommande', getOrderTotals)
  api.get('/orders/:trxref/confirm-payment', confirmPayment)
  api.get('/orders/:id', getOrder)
}

/**
 * The answer of POST /orders. An order placed with a customer's login token
 * also answers that `token`; a guest order (public key) has none.
 */
export type OrderAnswer = ReturnType<typeof toOrderAnswer>

function toOrderAnswer(row: OrderRow, token: string | null) {
  const order = {
    id: row.id,
    numCommande: row.num_commande,
    montantTotal: row.montant_total,
    shippingCost: row.shipping_cost,
    reduction: row.reduction,
  }
  return { order, ...(token === null ? {} : { token }) } satisfies Sent<typeof OrderResponseSchema>
}

/** The order of this shop that this idempotency key created, or null. */
async function findByIdempotencyKey(db: D1Database, shopId: number, key: string): Promise<OrderRow | null> {
  return db
    .prepare(
      `SELECT o.id, o.num_commande, o.montant_total, o.shipping_cost, o.reduction
       FROM order_idempotency_keys k JOIN orders o ON o.id = k.order_id
       WHERE k.shop_id = ?1 AND k.idempotency_key = ?2`,
    )
    .bind(shopId, key)
    .first<OrderRow>()
}

/** A required text field of the order, within its length. */
function requiredText(body: Record<string, unknown>, field: TextField, missing: string): string {
  return requiredField(body, field, missing, MAX_LENGTH[field])
}

/** An optional text field of the order: absent, null or "" give null. */
function optionalText(body: Record<string, unknown>, field: TextField): string | null {
  return optionalField(body, field, MAX_LENGTH[field])
}

/** A zone id: a positive integer, or its decimal writing (a select's value). */
function readZoneId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw new HttpError(400, ORDER_MESSAGES.zoneRequired)
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw new HttpError(400, ORDER_MESSAGES.zoneInvalid)
  return id
}

/**
 * POST /orders, optional header Idempotency-Key (100 characters at most).
 * A key this shop already used answers that first order again (200, same
 * body) before anything else is checked, and creates nothing. With a
 * customer's login token the order is that customer's, and the answer
 * carries the token.
 */
async function createOrder({ req: { raw: request }, env, var: { shop, url, caller } }: ApiContext): Promise<Response> {
  const customer = caller.kind === 'customer' ? { id: caller.customerId, token: bearerToken(request) } : null
  const token = customer?.token ?? null
  const idempotencyKey = readIdempotencyKey(request)
  const previous = idempotencyKey === null ? null : await findByIdempotencyKey(env.DB, shop.id, idempotencyKey)
  if (previous) return answerOrder(previous, 200, token)
  const order = await validateOrder(env.DB, shop.id, await readJsonObject(request), url.origin)
  const { row, created } = await insertOrder(env.DB, shop.id, order, idempotencyKey, customer?.id ?? null)
  return answerOrder(row, created ? 201 : 200, token)
}

/** An order request that passed every check, with what it refers to. */
interface ValidOrder {
  cart: { id: string; total: number }
  nomClient: string
  tel: string
  email: string
  address: string
  codeZip: string | null
  orderNote: string | null
  country: Country
  zone: ZoneDetail
  paymentMethod: string
  reduction: number
  promoCode: string | null
}

/** Checks the request body, in the order of the messages of the spec; the first failure answers 400. */
async function validateOrder(
  db: D1Database,
  shopId: number,
  body: Record<string, unknown>,
  origin: string,
): Promise<ValidOrder> {
  const cartId = body['cartId']
  const cart = typeof cartId === 'string' ? await loadCart(db, shopId, cartId.trim(), origin) : null
  if (!cart || cart.items.length === 0) throw new HttpError(400, ORDER_MESSAGES.emptyCart)

  const nomClient = requiredText(body, 'nomClient', ORDER_MESSAGES.nameRequired)
  const tel = requiredText(body, 'tel', ORDER_MESSAGES.telRequired)
  const email = requiredText(body, 'email', ORDER_MESSAGES.emailRequired)
  if (!EMAIL.test(email)) throw new HttpError(400, ORDER_MESSAGES.emailInvalid)
  const address = requiredText(body, 'shippingAddress', ORDER_MESSAGES.addressRequired)
  const countryText = requiredText(body, 'paysLivraison', ORDER_MESSAGES.countryRequired)
  const codeZip = optionalText(body, 'codeZip')
  const orderNote = optionalText(body, 'orderNote')
  const codePromo = optionalText(body, 'codePromo')

  const country = await findCountry(db, countryText)
  if (!country) throw new HttpError(400, ORDER_MESSAGES.countryNotServed)
  const zone = await findZone(db, readZoneId(body['shippingZoneId']))
  if (!zone || zone.countryCode !== country.code) throw new HttpError(400, ORDER_MESSAGES.zoneInvalid)

  const paymentMethod = requiredText(body, 'paymentMethod', ORDER_MESSAGES.paymentRequired)
  if (!acceptsPaymentMethod(await loadPaymentConfig(db, shopId), paymentMethod)) {
    throw new HttpError(400, ORDER_MESSAGES.paymentInvalid)
  }

  let reduction = 0
  let promoCode: string | null = null
  if (codePromo !== null) {
    const promo = await findPromoCode(db, shopId, codePromo)
    if (!promo || promo.expired) throw new HttpError(400, ORDER_MESSAGES.promoInvalid)
    reduction = discountFor(promo, cart.total)
    promoCode = promo.code
  }

  return {
    cart: { id: cart.id, total: cart.total },
    nomClient,
    tel,
    email,
    address,
    codeZip,
    orderNote,
    country,
    zone,
    paymentMethod,
    reduction,
    promoCode,
  }
}

/**
 * One transaction: next number of the shop, the order, its lines copied from
 * the cart, the idempotency key. The cart stays as it is: the storefront
 * forgets it once the order is placed and paid for (spec section 4), and a
 * checkout sent twice gives one order by its key. `created` is false when a
 * concurrent request with the same key won: the row is its order.
 */
async function insertOrder(
  db: D1Database,
  shopId: number,
  order: ValidOrder,
  idempotencyKey: string | null,
  customerId: number | null,
): Promise<{ row: OrderRow; created: boolean }> {
  const { cart, zone } = order
  const statements = [
    db
      .prepare(
        `INSERT INTO order_counters (shop_id, last) VALUES (?1, 1)
         ON CONFLICT (shop_id) DO UPDATE SET last = last + 1`,
      )
      .bind(shopId),
    db
      .prepare(
        `INSERT INTO orders (shop_id, num_commande, cart_id, nom_client, tel, email, adresse_livraison,
           ville_livraison, pays_livraison, code_zip, order_note, shipping_zone_id, montant_total,
           shipping_cost, reduction, code_promo, payment_method, statut, payment_status, customer_id)
         VALUES (?1, (SELECT printf('CMD-%s-%06d', strftime('%Y', 'now'), last) FROM order_counters WHERE shop_id = ?1),
           ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, 'pending', ?18)
         RETURNING id, num_commande, montant_total, shipping_cost, reduction`,
      )
      .bind(
        shopId,
        cart.id,
        order.nomClient,
        order.tel,
        order.email,
        order.address,
        zone.city,
        order.country.name,
        order.codeZip,
        order.orderNote,
        zone.id,
        cart.total,
        zone.price,
        order.reduction,
        order.promoCode,
        order.paymentMethod,
        INITIAL_ORDER_STATUS,
        customerId,
      ),
    db
      .prepare(
        `INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, quantity, unit_price)
         SELECT (SELECT MAX(id) FROM orders WHERE cart_id = ?1), ci.product_id, ci.variant_id, p.nom, v.nom, ci.quantity,
           COALESCE(v.prix, p.prix)
         FROM cart_items ci JOIN products p ON p.id = ci.product_id LEFT JOIN variants v ON v.id = ci.variant_id
         WHERE ci.cart_id = ?1
         ORDER BY ci.id`,
      )
      .bind(cart.id),
  ]
  if (idempotencyKey !== null) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_idempotency_keys (shop_id, idempotency_key, order_id)
           VALUES (?1, ?2, (SELECT MAX(id) FROM orders WHERE cart_id = ?3))`,
        )
        .bind(shopId, idempotencyKey, cart.id),
    )
  }

  let results: D1Result[]
  try {
    results = await db.batch(statements)
  } catch (error) {
    if (idempotencyKey !== null && isUniqueViolation(error, '')) {
      const previous = await findByIdempotencyKey(db, shopId, idempotencyKey)
      if (previous) return { row: previous, created: false }
    }
    throw error
  }
  const row = (results[1]?.results as OrderRow[] | undefined)?.[0]
  if (!row) throw new Error('demo-api: the order insert returned no row')
  return { row, created: true }
}

/** The answer of POST /orders: 201 for a new order, 200 for one its idempotency key names. */
function answerOrder(row: OrderRow, status: 200 | 201, token: string | null): Response {
  return json(toOrderAnswer(row, token), { status })
}

async function findOrderByNumber(db: D1Database, shopId: number, numCommande: string): Promise<OrderRow | null> {
  const text = numCommande.trim().toUpperCase()
  if (text === '' || text.length > 50) return null
  return db
    .prepare(
      `SELECT id, num_commande, montant_total, shipping_cost, reduction FROM orders
       WHERE shop_id = ?1 AND num_commande = ?2`,
    )
    .bind(shopId, text)
    .first<OrderRow>()
}

/** GET /orders/{id} → the order for the confirmation page, with its amounts as GET /orders/by-numcommande answers them. */
async function getOrder({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const text = req.param('id') ?? ''
  const row = /^\d{1,15}$/.test(text)
    ? await env.DB.prepare(
        `SELECT id, num_commande, montant_total, shipping_cost, reduction, nom_client, tel, email,
           adresse_livraison, ville_livraison, pays_livraison, code_zip, order_note
         FROM orders WHERE id = ?1 AND shop_id = ?2`,
      )
        .bind(Number(text), shop.id)
        .first<OrderDetailRow>()
    : null
  if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound)
  return json({
    nomClient: row.nom_client,
    numCommande: row.num_commande,
    montantTotal: row.montant_total,
    tel: row.tel,
    email: row.email,
    adresseLivraison: row.adresse_livraison,
    villeLivraison: row.ville_livraison,
    paysLivraison: row.pays_livraison,
    codeZip: row.code_zip,
    orderNote: row.order_note,
  } satisfies Sent<typeof OrderDetailSchema>)
}

/** GET /orders/by-numcommande/{numCommande} → `{ montantTotal, shippingCost, reduction }`. */
async function getOrderTotals({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const row = await findOrderByNumber(env.DB, shop.id, req.param('numCommande') ?? '')
  if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound)
  return json({
    montantTotal: row.montant_total,
    shippingCost: row.shipping_cost,
    reduction: row.reduction,
  } satisfies Sent<typeof OrderAmountsSchema>)
}

/**
 * GET /orders/{trxref}/confirm-payment?status=&notchpay_trxref= (trxref is
 * the order number). The answer follows the payment stored by the provider
 * (the one named by notchpay_trxref, else the order's latest), never the
 * `status` parameter: complete marks the order paid.
 */
async function confirmPayment({ req, env, var: { shop, url } }: ApiContext): Promise<Response> {
  const order = await findOrderByNumber(env.DB, shop.id, req.param('trxref') ?? '')
  if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound)
  const providerRef = url.searchParams.get('notchpay_trxref')?.trim() ?? ''
  const payment =
    providerRef !== ''
      ? await env.DB.prepare('SELECT status FROM provider_payments WHERE reference = ?1 AND order_id = ?2')
          .bind(providerRef, order.id)
          .first<{ status: string }>()
      : await env.DB.prepare(
          'SELECT status FROM provider_payments WHERE order_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1',
        )
          .bind(order.id)
          .first<{ status: string }>()

  switch (payment?.status) {
    case 'complete':
      await env.DB.prepare(
        "UPDATE orders SET payment_status = 'paid', paid_at = COALESCE(paid_at, datetime('now')) WHERE id = ?1",
      )
        .bind(order.id)
        .run()
      return json({ message: ORDER_MESSAGES.paymentConfirmed })
    case 'failed':
    case 'canceled':
      await env.DB.prepare("UPDATE orders SET payment_status = ?2 WHERE id = ?1 AND payment_status <> 'paid'")
        .bind(order.id, payment.status)
        .run()
      throw new HttpError(
        400,
        payment.status === 'failed' ? ORDER_MESSAGES.paymentFailed : ORDER_MESSAGES.paymentCanceled,
      )
    default:
      throw new HttpError(400, ORDER_MESSAGES.paymentPending)
  }
}

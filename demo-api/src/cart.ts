import type {
  CartItemAddedSchema,
  CartItemSchema,
  CartSchema,
  MessageSchema,
  Sent,
} from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { absoluteUrl, HttpError, json, readIdempotencyKey, readJsonObject } from './http'

/**
 * The cart: GET /cart, POST /cart/items, PUT and DELETE /cart/items/{itemId}.
 * A cart belongs to one shop; the id of another shop's cart, or of a cart
 * already ordered (closed), is unknown. Prices are read from the catalogue
 * at every answer: the unit price is the variant's when there is one.
 */

const CART_MESSAGES = {
  cartNotFound: 'Panier introuvable.',
  itemNotFound: 'Article introuvable.',
  productNotFound: 'Produit introuvable.',
  productInvalid: 'Identifiant de produit invalide.',
  cartIdInvalid: 'Identifiant de panier invalide.',
  chooseVariant: 'Veuillez choisir une variante.',
  variantInvalid: 'Variante invalide.',
  quantityInvalid: 'Quantité invalide.',
  added: 'Produit ajouté au panier.',
  updated: 'Quantité mise à jour.',
  removed: 'Article supprimé du panier.',
} as const

/** The answers as this API sends them, checked against the platform's schemas. */
export type Cart = NonNullable<Awaited<ReturnType<typeof loadCart>>>
export type CartItem = ReturnType<typeof toCartItem>

const MAX_LINE_QUANTITY = 999
/** Cart ids are UUIDs; anything longer than this is unknown without a lookup. */
const MAX_CART_ID_LENGTH = 100
interface CartItemRow {
  id: number
  quantity: number
  product_id: number
  product_nom: string
  product_prix: number
  product_image: string | null
  variant_id: number | null
  variant_nom: string | null
  variant_prix: number | null
  variant_image: string | null
}

export function registerCartRoutes(api: ApiApp): void {
  api.get('/cart', getCart)
  api.post('/cart/items', addItem)
  api.put('/cart/items/:itemId', updateItem)
  api.delete('/cart/items/:itemId', removeItem)
}

function stockMessage(stock: number): string {
  return `Stock insuffisant : il reste ${stock} article(s).`
}

/** The open cart of this shop with this id, or null (unknown, other shop, closed). */
async function findOpenCart(db: D1Database, shopId: number, cartId: string): Promise<string | null> {
  if (cartId === '' || cartId.length > MAX_CART_ID_LENGTH) return null
  const row = await db
    .prepare("SELECT id FROM carts WHERE id = ?1 AND shop_id = ?2 AND status = 'open'")
    .bind(cartId, shopId)
    .first<{ id: string }>()
  return row?.id ?? null
}

/** The lines, totals and prices of an open cart of this shop, or null. */
export async function loadCart(db: D1Database, shopId: number, cartId: string, origin: string) {
  const id = await findOpenCart(db, shopId, cartId)
  if (id === null) return null
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.quantity,
         p.id AS product_id, p.nom AS product_nom, p.prix AS product_prix, p.image_path AS product_image,
         v.id AS variant_id, v.nom AS variant_nom, v.prix AS variant_prix, v.image_path AS variant_image
       FROM cart_items ci
       JOIN products p ON p.id = ci.product_id
       LEFT JOIN variants v ON v.id = ci.variant_id
       WHERE ci.cart_id = ?1
       ORDER BY ci.id`,
    )
    .bind(id)
    .all<CartItemRow>()
  const items = results.map((row) => toCartItem(row, origin))
  return {
    id,
    items,
    total: items.reduce((sum, item) => sum + item.subtotal, 0),
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
  } satisfies Sent<typeof CartSchema>
}

function toCartItem(row: CartItemRow, origin: string) {
  const variant =
    row.variant_id === null
      ? null
      : {
          id: row.variant_id,
          nom: row.variant_nom ?? '',
          prix: row.variant_prix ?? 0,
          image: absoluteUrl(row.variant_image, origin),
        }
  const unitPrice = variant ? variant.prix : row.product_prix
  return {
    id: row.id,
    produit: {
      id: row.product_id,
      nom: row.product_nom,
      imageUrl: absoluteUrl(row.product_image, origin),
      prix: row.product_prix,
    },
    variant,
    quantity: row.quantity,
    subtotal: unitPrice * row.quantity,
  } satisfies Sent<typeof CartItemSchema>
}

/** GET /cart, header X-Cart-ID: no header gives an empty cart without creating one. */
async function getCart({ req: { raw: request }, env, var: { shop, url } }: ApiContext): Promise<Response> {
  const cartId = request.headers.get('x-cart-id')?.trim() ?? ''
  if (cartId === '') return json({ id: null, items: [], total: 0, totalItems: 0 } satisfies Sent<typeof CartSchema>)
  const cart = await loadCart(env.DB, shop.id, cartId, url.origin)
  if (!cart) throw new HttpError(404, CART_MESSAGES.cartNotFound)
  return json(cart)
}

/**
 * POST /cart/items `{ produitId, quantity, variantId?, cartId? }` → 201 `{ id, message }`.
 * Without an open cart of this shop under `cartId`, a new cart is made.
 * The same product and variant again adds to the existing line.
 * Optional header Idempotency-Key (100 characters at most): a key this shop
 * already used answers that add again (same cart id) and adds nothing, even
 * to a concurrent request; the key is stored with the line it added.
 */
async function addItem({ req: { raw: request }, env, var: { shop } }: ApiContext): Promise<Response> {
  const idempotencyKey = readIdempotencyKey(request)
  const replay = () => (idempotencyKey === null ? null : findAddByKey(env.DB, shop.id, idempotencyKey))
  const previous = await replay()
  if (previous) return answerAdded(previous)
  try {
    return await addNewItem(request, env.DB, shop.id, idempotencyKey)
  } catch (error) {
    // A concurrent request with the same key added first: its answer, not a refusal or a second line.
    const winner = await replay()
    if (winner) return answerAdded(winner)
    throw error
  }
}

function answerAdded(cartId: string): Response {
  return json(
    // The message is more than the spec names: the storefront reads the id only.
    { id: cartId, ...{ message: CART_MESSAGES.added } } satisfies Sent<typeof CartItemAddedSchema>,
    { status: 201 },
  )
}

async function findAddByKey(db: D1Database, shopId: number, key: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT cart_id FROM cart_idempotency_keys WHERE shop_id = ?1 AND idempotency_key = ?2')
    .bind(shopId, key)
    .first<{ cart_id: string }>()
  return row?.cart_id ?? null
}

async function addNewItem(
  request: Request,
  db: D1Database,
  shopId: number,
  idempotencyKey: string | null,
): Promise<Response> {
  const body = await readJsonObject(request)
  const quantity = readQuantity(body['quantity'])
  const produitId = body['produitId']
  if (!isId(produitId)) throw new HttpError(400, CART_MESSAGES.productInvalid)
  const variantId = body['variantId'] ?? null
  if (variantId !== null && !isId(variantId)) throw new HttpError(400, CART_MESSAGES.variantInvalid)
  const requestedCart = body['cartId'] ?? null
  if (requestedCart !== null && typeof requestedCart !== 'string') throw new HttpError(400, CART_MESSAGES.cartIdInvalid)

  const product = await db
    .prepare(
      `SELECT p.id, p.qte_en_stock, (SELECT COUNT(*) FROM variants v WHERE v.product_id = p.id) AS variant_count
     FROM products p WHERE p.id = ?1 AND p.shop_id = ?2`,
    )
    .bind(produitId, shopId)
    .first<{ id: number; qte_en_stock: number; variant_count: number }>()
  if (!product) throw new HttpError(404, CART_MESSAGES.productNotFound)
  if (variantId === null) {
    if (product.variant_count > 0) throw new HttpError(400, CART_MESSAGES.chooseVariant)
  } else {
    const variant = await db
      .prepare('SELECT id FROM variants WHERE id = ?1 AND product_id = ?2')
      .bind(variantId, product.id)
      .first<{ id: number }>()
    if (!variant) throw new HttpError(400, CART_MESSAGES.variantInvalid)
  }

  const stock = product.qte_en_stock
  const existingCart = requestedCart === null ? null : await findOpenCart(db, shopId, requestedCart.trim())
  let cartId = existingCart
  if (cartId !== null) {
    const line = await db
      .prepare('SELECT quantity FROM cart_items WHERE cart_id = ?1 AND product_id = ?2 AND IFNULL(variant_id, 0) = ?3')
      .bind(cartId, product.id, variantId ?? 0)
      .first<{ quantity: number }>()
    checkLineQuantity((line?.quantity ?? 0) + quantity, stock)
  } else {
    checkLineQuantity(quantity, stock)
    cartId = crypto.randomUUID()
  }

  // One statement adds the line or raises its quantity, and only while the
  // result stays within the stock (a concurrent add cannot overshoot it).
  const upsert = db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_id, variant_id, quantity)
     SELECT ?1, ?2, ?3, ?4 WHERE ?4 <= ?5
     ON CONFLICT (cart_id, product_id, IFNULL(variant_id, 0))
     DO UPDATE SET quantity = quantity + excluded.quantity
     WHERE cart_items.quantity + excluded.quantity <= MIN(?5, ${MAX_LINE_QUANTITY})
     RETURNING quantity`,
    )
    .bind(cartId, product.id, variantId, quantity, stock)
  // The key is stored only when the line changed (changes() of the upsert); a second use of the
  // key fails its primary key and rolls the whole batch back.
  const statements = [
    ...(existingCart === null
      ? [db.prepare("INSERT INTO carts (id, shop_id, status) VALUES (?1, ?2, 'open')").bind(cartId, shopId)]
      : []),
    upsert,
    ...(idempotencyKey === null
      ? []
      : [
          db
            .prepare(
              `INSERT INTO cart_idempotency_keys (shop_id, idempotency_key, cart_id)
             SELECT ?1, ?2, ?3 WHERE changes() > 0`,
            )
            .bind(shopId, idempotencyKey, cartId),
        ]),
  ]
  const results = await db.batch(statements)
  const upserted = results[existingCart === null ? 1 : 0]
  if ((upserted?.results ?? []).length === 0) throw new HttpError(409, stockMessage(stock))
  return answerAdded(cartId)
}

/** PUT /cart/items/{itemId} `{ quantity, cartId }` → `{ message }`. */
async function updateItem({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const body = await readJsonObject(req.raw)
  const quantity = readQuantity(body['quantity'])
  const cartId = await requireCart(env.DB, shop.id, body['cartId'])
  const itemId = readItemId(req.param('itemId'))
  const item = await env.DB.prepare(
    `SELECT ci.id, p.qte_en_stock FROM cart_items ci JOIN products p ON p.id = ci.product_id
     WHERE ci.id = ?1 AND ci.cart_id = ?2`,
  )
    .bind(itemId, cartId)
    .first<{ id: number; qte_en_stock: number }>()
  if (!item) throw new HttpError(404, CART_MESSAGES.itemNotFound)
  checkLineQuantity(quantity, item.qte_en_stock)
  await env.DB.prepare('UPDATE cart_items SET quantity = ?3 WHERE id = ?1 AND cart_id = ?2')
    .bind(item.id, cartId, quantity)
    .run()
  return json({ message: CART_MESSAGES.updated } satisfies Sent<typeof MessageSchema>)
}

/** DELETE /cart/items/{itemId} with the JSON body `{ cartId }` → `{ message }`. */
async function removeItem({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const body = await readJsonObject(req.raw)
  const cartId = await requireCart(env.DB, shop.id, body['cartId'])
  const itemId = readItemId(req.param('itemId'))
  const result = await env.DB.prepare('DELETE FROM cart_items WHERE id = ?1 AND cart_id = ?2')
    .bind(itemId, cartId)
    .run()
  if (result.meta.changes === 0) throw new HttpError(404, CART_MESSAGES.itemNotFound)
  return json({ message: CART_MESSAGES.removed } satisfies Sent<typeof MessageSchema>)
}

async function requireCart(db: D1Database, shopId: number, value: unknown): Promise<string> {
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, CART_MESSAGES.cartIdInvalid)
  const cartId = await findOpenCart(db, shopId, value.trim())
  if (cartId === null) throw new HttpError(404, CART_MESSAGES.cartNotFound)
  return cartId
}

/** Item ids are positive integers; anything else is an unknown item. */
function readItemId(text = ''): number {
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(404, CART_MESSAGES.itemNotFound)
  return Number(text)
}

/** A whole number from 1 to 999. */
function readQuantity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
    throw new HttpError(400, CART_MESSAGES.quantityInvalid)
  }
  return value
}

function checkLineQuantity(quantity: number, stock: number): void {
  if (quantity > stock) throw new HttpError(409, stockMessage(stock))
  if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CART_MESSAGES.quantityInvalid)
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

import { hashPassword } from './credentials'
import { LOW_STOCK_PRODUCTS, SEED_CATALOGUE, type SeedProduct } from './seed-catalogue'
import { SEED_PAYMENTS, SEED_PROMO_CODES } from './seed-checkout'

/**
 * Accounts seed: in every active shop, one customer (id = shop id) with a
 * confirmed email and 5 orders (two with statuses the storefront does not know in the extreme shop), each with 1 to 3 items of the shop's
 * catalogue (one with a variant; the cancelled order also has a product no longer sold), a shipping fee, one with the promo code
 * BIENVENUE10. The orders are numbered CMD-2025-90000n (far from the shop's
 * counter) and found again by that number, not by a fixed id, so seeding a
 * database that already has orders never touches them.
 */

const SEED_PASSWORD = 'Client-2026!'

interface SeedCustomer {
  id: number
  shopId: number
  subdomain: string
  email: string
  prenom: string
  nom: string
  telephone: string
  adresse: string
  ville: string
  pays: string
  codeZip: string
}

interface SeedOrderItem {
  productId: number
  variantId: number | null
  productName: string
  variantName: string | null
  quantity: number
  unitPrice: number
}

interface SeedCustomerOrder {
  shopId: number
  customerId: number
  numCommande: string
  /** UTC, as D1's datetime(). */
  createdAt: string
  statut: string
  paymentMethod: string
  paymentStatus: 'pending' | 'paid' | 'canceled'
  zone: { id: number; price: number }
  promoCode: string | null
  subtotal: number
  reduction: number
  items: SeedOrderItem[]
}

const ACTIVE_SHOPS = [
  { id: 1, subdomain: 'demo' },
  { id: 2, subdomain: 'mode' },
  { id: 3, subdomain: 'nuit' },
  { id: 4, subdomain: 'marche' },
  { id: 6, subdomain: 'minimal' },
  { id: 7, subdomain: 'extreme' },
] as const

/** Statuses the storefront does not know, in place of the plan's (by order index), for the extreme shop. */
const UNKNOWN_STATUSES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  extreme: { 1: 'REMBOURSEE_PARTIELLEMENT', 4: 'Expédiée par pirogue' },
}

const SEED_CUSTOMERS: SeedCustomer[] = ACTIVE_SHOPS.map((shop) => ({
  id: shop.id,
  shopId: shop.id,
  subdomain: shop.subdomain,
  email: `client@${shop.subdomain}.test`,
  prenom: 'Awa',
  nom: 'Ndiaye',
  telephone: '699 00 00 00',
  adresse: '12 rue des Palmiers',
  ville: 'Douala',
  pays: 'Cameroun',
  codeZip: '00237',
}))

/** Douala zones of the checkout seed: Akwa, Bonabéri, Logbessou. */
const ZONES = { akwa: { id: 11, price: 1000 }, bonaberi: { id: 13, price: 1500 }, logbessou: { id: 14, price: 2000 } }

/**
 * A product the shops sold once and no longer do: in no catalogue, so 'Commander à nouveau' cannot find it again
 * (its id, shop id × 1000 + 999, is no product's).
 */
const DISCONTINUED_PRODUCT = { nom: 'Radio cassette d’époque', prix: 12_500 } as const

/**
 * The five orders of a customer: status, date, zone, and which products (p: plain, v: with a variant,
 * x: the product no longer sold).
 */
const ORDER_PLANS = [
  {
    statut: 'Terminer',
    createdAt: '2025-09-14 10:12:00',
    zone: ZONES.akwa,
    promo: false,
    lines: [
      ['p', 0, 1],
      ['p', 1, 2],
    ],
  },
  {
    statut: 'Annuler',
    createdAt: '2025-10-02 16:40:00',
    zone: ZONES.akwa,
    promo: false,
    lines: [
      ['p', 2, 1],
      ['x', 0, 1],
    ],
  },
  {
    statut: 'En attente',
    createdAt: '2025-10-28 08:05:00',
    zone: ZONES.bonaberi,
    promo: false,
    lines: [
      ['v', 0, 1],
      ['p', 3, 1],
    ],
  },
  { statut: 'terminée', createdAt: '2025-11-19 19:30:00', zone: ZONES.akwa, promo: true, lines: [['p', 4, 3]] },
  {
    statut: 'En cours',
    createdAt: '2025-12-06 12:00:00',
    zone: ZONES.logbessou,
    promo: false,
    lines: [
      ['p', 5, 1],
      ['p', 6, 1],
      ['p', 7, 1],
    ],
  },
] as const

const PAID_STATUSES: readonly string[] = ['Terminer', 'terminée']

function ordersOf(customer: SeedCustomer): SeedCustomerOrder[] {
  const products = SEED_CATALOGUE.products.filter((p) => p.shopId === customer.shopId)
  const lowStock = LOW_STOCK_PRODUCTS[customer.subdomain]
  const plain = products.filter((p) => p.variants.length === 0 && p.qteEnStock > 0 && p.slug !== lowStock)
  const withVariants = products.filter((p) => p.variants.length > 0 && p.qteEnStock > 0)
  const pick = (list: SeedProduct[], n: number): SeedProduct => {
    const product = list[n]
    if (!product) throw new Error(`demo-api: the ${customer.subdomain} catalogue is too small for the accounts seed`)
    return product
  }
  const cashOnDelivery = SEED_PAYMENTS.find((s) => s.shopId === customer.shopId)?.cashOnDelivery ?? false
  const bienvenue = SEED_PROMO_CODES.find((p) => p.shopId === customer.shopId && p.code === 'BIENVENUE10')

  return ORDER_PLANS.map((plan, index) => {
    const items = plan.lines.map(([kind, n, quantity]): SeedOrderItem => {
      if (kind === 'x')
        return {
          productId: customer.shopId * 1000 + 999,
          variantId: null,
          productName: DISCONTINUED_PRODUCT.nom,
          variantName: null,
          quantity,
          unitPrice: DISCONTINUED_PRODUCT.prix,
        }
      const product = pick(kind === 'v' ? withVariants : plain, n)
      const variant = kind === 'v' ? (product.variants[0] ?? null) : null
      return {
        productId: product.id,
        variantId: variant?.id ?? null,
        productName: product.nom,
        variantName: variant?.nom ?? null,
        quantity,
        unitPrice: variant?.prix ?? product.prix,
      }
    })
    const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)
    const promo = plan.promo && bienvenue ? bienvenue : null
    return {
      shopId: customer.shopId,
      customerId: customer.id,
      numCommande: `CMD-2025-${String(900001 + index)}`,
      createdAt: plan.createdAt,
      statut: UNKNOWN_STATUSES[customer.subdomain]?.[index] ?? plan.statut,
      paymentMethod: cashOnDelivery ? 'cash_on_delivery' : 'notchpay',
      paymentStatus: PAID_STATUSES.includes(plan.statut) ? 'paid' : plan.statut === 'Annuler' ? 'canceled' : 'pending',
      zone: plan.zone,
      promoCode: promo?.code ?? null,
      subtotal,
      reduction: promo ? Math.round((subtotal * promo.value) / 100) : 0,
      items,
    }
  })
}

const SEED_CUSTOMER_ORDERS: SeedCustomerOrder[] = SEED_CUSTOMERS.flatMap(ordersOf)

export const SEED_ACCOUNTS = { password: SEED_PASSWORD, customers: SEED_CUSTOMERS, orders: SEED_CUSTOMER_ORDERS }

/**
 * INSERT OR IGNORE statements for the accounts seed. Each customer's
 * password gets its own salt, so this hashes SEED_PASSWORD once per customer.
 */
export async function accountSeedStatements(db: D1Database): Promise<D1PreparedStatement[]> {
  const insertCustomer = db.prepare(
    `INSERT OR IGNORE INTO customers (id, shop_id, email, password_hash, prenom, nom, telephone, adresse, ville, pays,
       code_zip, email_confirmed_at, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, '2025-09-01 09:00:00', '2025-09-01 08:55:00')`,
  )
  const insertOrder = db.prepare(
    `INSERT OR IGNORE INTO orders (shop_id, num_commande, cart_id, customer_id, nom_client, tel, email,
       adresse_livraison, ville_livraison, pays_livraison, code_zip, order_note, shipping_zone_id, montant_total,
       shipping_cost, reduction, code_promo, payment_method, statut, payment_status, created_at, paid_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, NULL, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)`,
  )
  // Only into the seeded order (same number and customer), once per product and variant.
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, variant_id, product_name, variant_name, quantity, unit_price)
     SELECT o.id, ?4, ?5, ?6, ?7, ?8, ?9 FROM orders o
     WHERE o.shop_id = ?1 AND o.num_commande = ?2 AND o.customer_id = ?3
       AND NOT EXISTS (SELECT 1 FROM order_items i
         WHERE i.order_id = o.id AND i.product_id = ?4 AND IFNULL(i.variant_id, 0) = IFNULL(?5, 0))`,
  )

  const statements: D1PreparedStatement[] = []
  for (const c of SEED_CUSTOMERS) {
    const hash = await hashPassword(SEED_PASSWORD)
    statements.push(
      insertCustomer.bind(
        c.id,
        c.shopId,
        c.email,
        hash,
        c.prenom,
        c.nom,
        c.telephone,
        c.adresse,
        c.ville,
        c.pays,
        c.codeZip,
      ),
    )
    for (const order of SEED_CUSTOMER_ORDERS.filter((o) => o.customerId === c.id)) {
      statements.push(
        insertOrder.bind(
          order.shopId,
          order.numCommande,
          `seed-${c.subdomain}-${order.numCommande}`,
          c.id,
          `${c.prenom} ${c.nom}`,
          c.telephone,
          c.email,
          c.adresse,
          c.ville,
          c.pays,
          c.codeZip,
          order.zone.id,
          order.subtotal,
          order.zone.price,
          order.reduction,
          order.promoCode,
          order.paymentMethod,
          order.statut,
          order.paymentStatus,
          order.createdAt,
          order.paymentStatus === 'paid' ? order.createdAt : null,
        ),
      )
      for (const item of order.items) {
        statements.push(
          insertItem.bind(
            order.shopId,
            order.numCommande,
            c.id,
            item.productId,
            item.variantId,
            item.productName,
            item.variantName,
            item.quantity,
            item.unitPrice,
          ),
        )
      }
    }
  }
  return statements
}

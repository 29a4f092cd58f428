import { searchKey } from './text'

/**
 * Checkout seed: promo codes per active shop, the delivery areas (shared by
 * every shop) and the payment setup of each shop.
 *
 * Primary keys: promo code shopId*10+n, payment option shopId*10+n, city
 * n (counted from 1 in table order), zone cityId*10+n.
 */

interface SeedPromoCode {
  id: number
  shopId: number
  code: string
  type: 'percentage' | 'fixed'
  value: number
  /** ISO 8601 UTC; null: never expires. */
  expiresAt: string | null
}

interface SeedCountry {
  code: string
  name: string
  cities: { name: string; zones: { name: string; price: number }[] }[]
}

interface SeedPaymentSetup {
  shopId: number
  cashOnDelivery: boolean
  options: { name: string; type: string; publicKey: string }[]
}

/** Subdomain and id of every active shop (see SEED_SHOPS). */
const ACTIVE_SHOP_IDS = [1, 2, 3, 4, 6, 7] as const

export const SEED_PROMO_CODES: SeedPromoCode[] = ACTIVE_SHOP_IDS.flatMap((shopId) => [
  { id: shopId * 10 + 1, shopId, code: 'BIENVENUE10', type: 'percentage', value: 10, expiresAt: null },
  { id: shopId * 10 + 2, shopId, code: 'MOINS2000', type: 'fixed', value: 2000, expiresAt: null },
  { id: shopId * 10 + 3, shopId, code: 'NOEL2024', type: 'percentage', value: 20, expiresAt: '2024-12-31T23:59:59Z' },
])

/** Prices are integers in XAF (the same figure in FCFA). */
const SEED_SHIPPING: SeedCountry[] = [
  {
    code: 'CM',
    name: 'Cameroun',
    cities: [
      {
        name: 'Douala',
        zones: [
          { name: 'Akwa', price: 1000 },
          { name: 'Bonapriso', price: 1000 },
          { name: 'Bonabéri', price: 1500 },
          { name: 'Logbessou', price: 2000 },
        ],
      },
      {
        name: 'Yaoundé',
        zones: [
          { name: 'Bastos', price: 2000 },
          { name: 'Mvog-Mbi', price: 2000 },
          { name: 'Nsimalen', price: 3000 },
        ],
      },
      {
        name: 'Bafoussam',
        zones: [
          { name: 'Centre commercial', price: 2500 },
          { name: 'Kamkop', price: 3000 },
        ],
      },
      { name: 'Garoua', zones: [{ name: 'Centre-ville', price: 3500 }] },
    ],
  },
  {
    code: 'GA',
    name: 'Gabon',
    cities: [
      {
        name: 'Libreville',
        zones: [
          { name: 'Centre-ville', price: 5000 },
          { name: 'Akanda', price: 6000 },
        ],
      },
      { name: 'Port-Gentil', zones: [{ name: 'Centre-ville', price: 6500 }] },
    ],
  },
]

/**
 * - demo, mode: cash on delivery and Notch Pay.
 * - nuit: Notch Pay only.
 * - marche: cash on delivery, a processor the storefront does not support
 *   (stripe) and Notch Pay without its public key.
 * - ferme (inactive): nothing.
 * - minimal: cash on delivery and Notch Pay.
 * - extreme: cash on delivery, Notch Pay, and an option of a type the storefront does not know (`wallet`).
 */
export const SEED_PAYMENTS: SeedPaymentSetup[] = [
  {
    shopId: 1,
    cashOnDelivery: true,
    options: [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_demo_notchpay' }],
  },
  {
    shopId: 2,
    cashOnDelivery: true,
    options: [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_mode_notchpay' }],
  },
  {
    shopId: 3,
    cashOnDelivery: false,
    options: [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_nuit_notchpay' }],
  },
  {
    shopId: 4,
    cashOnDelivery: true,
    options: [
      { name: 'stripe', type: 'api_key', publicKey: 'pk_test_marche_stripe' },
      { name: 'notchpay', type: 'api_key', publicKey: '' },
    ],
  },
  {
    shopId: 6,
    cashOnDelivery: true,
    options: [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_minimal_notchpay' }],
  },
  {
    shopId: 7,
    cashOnDelivery: true,
    options: [
      { name: 'notchpay', type: 'api_key', publicKey: 'pk_test_extreme_notchpay' },
      { name: 'portemonnaie', type: 'wallet', publicKey: 'pk_test_extreme_wallet' },
    ],
  },
]

export const SEED_CHECKOUT = { promoCodes: SEED_PROMO_CODES, shipping: SEED_SHIPPING, payments: SEED_PAYMENTS }

/** INSERT OR IGNORE statements for the checkout seed, parents before children. */
export function checkoutSeedStatements(db: D1Database): D1PreparedStatement[] {
  const insertPromo = db.prepare(
    'INSERT OR IGNORE INTO promo_codes (id, shop_id, code, type, value, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  )
  const insertCountry = db.prepare(
    'INSERT OR IGNORE INTO shipping_countries (code, name, position) VALUES (?1, ?2, ?3)',
  )
  const insertCity = db.prepare(
    'INSERT OR IGNORE INTO shipping_cities (id, country_code, position, name, search_key) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  const insertZone = db.prepare(
    'INSERT OR IGNORE INTO shipping_zones (id, city_id, position, name, price) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  const insertSettings = db.prepare(
    'INSERT OR IGNORE INTO payment_settings (shop_id, cash_on_delivery_enabled) VALUES (?1, ?2)',
  )
  const insertOption = db.prepare(
    'INSERT OR IGNORE INTO payment_options (id, shop_id, position, name, type, public_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  )

  const statements: D1PreparedStatement[] = []
  for (const p of SEED_PROMO_CODES) {
    statements.push(insertPromo.bind(p.id, p.shopId, p.code, p.type, p.value, p.expiresAt))
  }
  let cityId = 0
  SEED_SHIPPING.forEach((country, countryPosition) => {
    statements.push(insertCountry.bind(country.code, country.name, countryPosition))
    country.cities.forEach((city, cityPosition) => {
      cityId += 1
      statements.push(insertCity.bind(cityId, country.code, cityPosition, city.name, searchKey(city.name)))
      city.zones.forEach((zone, zonePosition) => {
        statements.push(insertZone.bind(cityId * 10 + zonePosition + 1, cityId, zonePosition, zone.name, zone.price))
      })
    })
  })
  for (const setup of SEED_PAYMENTS) {
    statements.push(insertSettings.bind(setup.shopId, setup.cashOnDelivery ? 1 : 0))
    setup.options.forEach((option, position) => {
      statements.push(
        insertOption.bind(
          setup.shopId * 10 + position + 1,
          setup.shopId,
          position,
          option.name,
          option.type,
          option.publicKey,
        ),
      )
    })
  }
  return statements
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '../../demo-api/src/cart'
import type { Product } from '../../demo-api/src/catalogue'
import type { OrderAnswer } from '../../demo-api/src/orders'
import type { ZoneRow as Zone } from '../../demo-api/src/shipping'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { expectJson, expectMessage } from '../support/demo-api-answers'

const KEY = 'demo-public-key'
const SHOP_NOT_FOUND = 'Shop not found or not active for the given host.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const NUM_COMMANDE = /^CMD-\d{4}-\d{6}$/
const STOREFRONT = 'http://demo.localhost:8788'

/** Seeded products used below (see demo-api/README.md). */
const PRODUCTS = {
  /** No variants, plenty of stock (64 900 XAF). */
  plain: { shop: 'demo', slug: 'micro-ondes-25-l' },
  /** 4 colour variants. */
  withVariants: { shop: 'demo', slug: 'congelateur-coffre-200-l' },
  /** qteEnStock 2, no variants. */
  lowStock: { shop: 'demo', slug: 'bouilloire-electrique-1-7-l' },
  /** qteEnStock 0. */
  outOfStock: { shop: 'demo', slug: 'aspirateur-traineau-2000-w' },
  /** 1 000 XAF, for a fixed discount larger than the cart. */
  cheap: { shop: 'marche', slug: 'oranges-de-mbalmayo' },
  /** A product of another shop. */
  otherShop: { shop: 'mode', slug: 'robe-sirene-en-bazin' },
} as const

const LOW_STOCK = {
  demo: 'bouilloire-electrique-1-7-l',
  mode: 'robe-chemise-en-lin',
  nuit: 'tecno-spark-20',
  marche: 'papayes-solo',
} as const

interface PaymentInit {
  status: string
  message: string
  code: number
  transaction: { reference: string; amount: number; currency: string; status: string }
  authorization_url: string
}

interface CallOptions {
  shop?: string
  method?: string
  body?: unknown
  headers?: Record<string, string>
}

function keysOf(value: object): string[] {
  return Object.keys(value).sort()
}

describe('demo API cart, checkout and payment', () => {
  let api: DemoApi
  const products = new Map<string, Product>()
  let akwa: Zone
  let libreville: Zone

  function call(path: string, { shop = 'demo', method = 'GET', body, headers = {} }: CallOptions = {}) {
    const all: Record<string, string> = {
      Authorization: `Bearer ${KEY}`,
      'X-Shop-Host': `${shop}.localhost:8788`,
      ...headers,
    }
    if (body !== undefined) all['Content-Type'] = 'application/json'
    return fetch(`${api.url}/api/v2${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  function ok<T>(path: string, options: CallOptions = {}, status = 200): Promise<T> {
    return call(path, options).then((r) => expectJson<T>(r, status, `${options.method ?? 'GET'} ${path}`))
  }

  function fails(path: string, options: CallOptions, status: number, message: string): Promise<void> {
    return call(path, options).then((r) => expectMessage(r, status, message, `${options.method ?? 'GET'} ${path}`))
  }

  function product(name: keyof typeof PRODUCTS): Product {
    const found = products.get(name)
    if (!found) throw new Error(`product ${name} not loaded`)
    return found
  }

  function getCart(cartId: string | null, shop = 'demo'): Promise<Cart> {
    return ok<Cart>('/cart', { shop, headers: cartId === null ? {} : { 'X-Cart-ID': cartId } })
  }

  async function add(
    item: { produitId: number; quantity: number; variantId?: number | null; cartId?: string | null },
    shop = 'demo',
  ): Promise<string> {
    const answer = await ok<{ id: string; message: string }>('/cart/items', { shop, method: 'POST', body: item }, 201)
    expect(answer).toEqual({ id: expect.stringMatching(UUID), message: 'Produit ajouté au panier.' })
    return answer.id
  }

  /** A cart holding `quantity` of the plain demo product (or the cheap market product). */
  async function cartWith(quantity = 1, shop: 'demo' | 'marche' = 'demo'): Promise<string> {
    return add({ produitId: product(shop === 'demo' ? 'plain' : 'cheap').id, quantity }, shop)
  }

  function orderBody(cartId: string, overrides: Record<string, unknown> = {}) {
    return {
      cartId,
      shippingAddress: 'Rue Joss, immeuble Kadji, 3e étage',
      shippingZoneId: akwa.id,
      nomClient: 'Aïcha Njoya',
      tel: '690123456',
      email: 'aicha.njoya@example.cm',
      paysLivraison: 'CM',
      codeZip: '',
      orderNote: 'Appeler avant de passer.',
      codePromo: null,
      paymentMethod: 'cash_on_delivery',
      ...overrides,
    }
  }

  async function order(
    cartId: string,
    overrides: Record<string, unknown> = {},
    shop = 'demo',
    headers: Record<string, string> = {},
  ): Promise<OrderAnswer> {
    return ok<OrderAnswer>('/orders', { shop, method: 'POST', body: orderBody(cartId, overrides), headers }, 201)
  }

  beforeAll(async () => {
    api = await startDemoApi()
    for (const [name, { shop, slug }] of Object.entries(PRODUCTS)) {
      products.set(name, await ok<Product>(`/produits/slug/${slug}`, { shop }))
    }
    const zones = await ok<Zone[]>('/shipping/zones/CM/Douala')
    akwa = zones.find((z) => z.name === 'Akwa') as Zone
    libreville = (await ok<Zone[]>('/shipping/zones/GA/Libreville'))[0] as Zone
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  describe('seeded products', () => {
    it('has the products the tests rely on', () => {
      expect(product('plain').variants).toEqual([])
      expect(product('plain').qteEnStock).toBeGreaterThan(10)
      expect(product('withVariants').variants.length).toBeGreaterThanOrEqual(2)
      expect(product('lowStock')).toMatchObject({ qteEnStock: 2, variants: [] })
      expect(product('outOfStock').qteEnStock).toBe(0)
      expect(product('cheap')).toMatchObject({ prix: 1000, variants: [] })
    })

    it.each(Object.entries(LOW_STOCK))(
      'gives shop %s one product with qteEnStock 2 and no variants',
      async (shop, slug) => {
        expect(await ok<Product>(`/produits/slug/${slug}`, { shop })).toMatchObject({ qteEnStock: 2, variants: [] })
      },
    )
  })

  describe('cart', () => {
    it('answers an empty cart without creating one when no cart id is sent', async () => {
      expect(await getCart(null)).toEqual({ id: null, items: [], total: 0, totalItems: 0 })
      expect(await ok<Cart>('/cart', { headers: { 'X-Cart-ID': '  ' } })).toEqual({
        id: null,
        items: [],
        total: 0,
        totalItems: 0,
      })
    })

    it('answers 404 to an unknown cart id', async () => {
      await fails('/cart', { headers: { 'X-Cart-ID': crypto.randomUUID() } }, 404, 'Panier introuvable.')
      await fails('/cart', { headers: { 'X-Cart-ID': 'x'.repeat(300) } }, 404, 'Panier introuvable.')
    })

    it('adds lines, merges the same product and variant, and totals them in insertion order', async () => {
      const plain = product('plain')
      const fridge = product('withVariants')
      const [first, second] = fridge.variants as [Product['variants'][number], Product['variants'][number]]

      const cartId = await add({ produitId: plain.id, quantity: 2 })
      expect(await add({ produitId: fridge.id, quantity: 1, variantId: first.id, cartId })).toBe(cartId)
      expect(await add({ produitId: fridge.id, quantity: 1, variantId: second.id, cartId })).toBe(cartId)
      // Same product, no variant, with variantId null: the first line grows.
      expect(await add({ produitId: plain.id, quantity: 1, variantId: null, cartId })).toBe(cartId)
      expect(await add({ produitId: fridge.id, quantity: 2, variantId: first.id, cartId })).toBe(cartId)

      const cart = await getCart(cartId)
      expect(keysOf(cart)).toEqual(['id', 'items', 'total', 'totalItems'])
      expect(cart.id).toBe(cartId)
      expect(cart.items.map((i) => [i.produit.id, i.variant?.id ?? null, i.quantity])).toEqual([
        [plain.id, null, 3],
        [fridge.id, first.id, 3],
        [fridge.id, second.id, 1],
      ])
      const [line, variantLine] = cart.items as [CartItem, CartItem]
      expect(keysOf(line)).toEqual(['id', 'produit', 'quantity', 'subtotal', 'variant'])
      expect(line).toEqual({
        id: expect.any(Number),
        produit: { id: plain.id, nom: plain.nom, imageUrl: plain.image, prix: plain.prix },
        variant: null,
        quantity: 3,
        subtotal: 3 * plain.prix,
      })
      expect(line.produit.imageUrl?.startsWith(`${api.url}/images/`)).toBe(true)
      expect(variantLine).toEqual({
        id: expect.any(Number),
        produit: { id: fridge.id, nom: fridge.nom, imageUrl: fridge.image, prix: fridge.prix },
        variant: { id: first.id, nom: first.nom, prix: first.prix, image: first.image },
        quantity: 3,
        subtotal: 3 * first.prix,
      })
      expect(cart.items[2]?.subtotal).toBe(second.prix)
      expect(cart.total).toBe(3 * plain.prix + 3 * first.prix + second.prix)
      expect(cart.totalItems).toBe(7)
      expect(new Set(cart.items.map((i) => i.id)).size).toBe(3)
    })

    it('starts a new cart for a missing, unknown or other shop cart id', async () => {
      const plain = product('plain')
      const a = await add({ produitId: plain.id, quantity: 1 })
      const b = await add({ produitId: plain.id, quantity: 1, cartId: null })
      const c = await add({ produitId: plain.id, quantity: 1, cartId: crypto.randomUUID() })
      const marcheCart = await cartWith(1, 'marche')
      const d = await add({ produitId: plain.id, quantity: 1, cartId: marcheCart })
      expect(new Set([a, b, c, d, marcheCart]).size).toBe(5)
      expect((await getCart(d)).totalItems).toBe(1)
      expect((await getCart(marcheCart, 'marche')).totalItems).toBe(1)
      // A cart is only known to its own shop.
      await fails('/cart', { headers: { 'X-Cart-ID': marcheCart } }, 404, 'Panier introuvable.')
    })

    it.each([
      [
        'a product of another shop',
        () => ({ produitId: product('otherShop').id, quantity: 1 }),
        404,
        'Produit introuvable.',
      ],
      ['an unknown product', () => ({ produitId: 987654, quantity: 1 }), 404, 'Produit introuvable.'],
      [
        'a product id that is not a number',
        () => ({ produitId: 'abc', quantity: 1 }),
        400,
        'Identifiant de produit invalide.',
      ],
      [
        'no variant for a product with variants',
        () => ({ produitId: product('withVariants').id, quantity: 1 }),
        400,
        'Veuillez choisir une variante.',
      ],
      [
        'a variant of another product',
        () => ({ produitId: product('plain').id, quantity: 1, variantId: product('withVariants').variants[0]?.id }),
        400,
        'Variante invalide.',
      ],
      [
        'an unknown variant',
        () => ({ produitId: product('withVariants').id, quantity: 1, variantId: 99999999 }),
        400,
        'Variante invalide.',
      ],
      ['quantity 0', () => ({ produitId: product('plain').id, quantity: 0 }), 400, 'Quantité invalide.'],
      ['quantity 1.5', () => ({ produitId: product('plain').id, quantity: 1.5 }), 400, 'Quantité invalide.'],
      ['quantity 1000', () => ({ produitId: product('plain').id, quantity: 1000 }), 400, 'Quantité invalide.'],
      ['quantity "2"', () => ({ produitId: product('plain').id, quantity: '2' }), 400, 'Quantité invalide.'],
      ['no quantity', () => ({ produitId: product('plain').id }), 400, 'Quantité invalide.'],
      [
        'more than the stock',
        () => ({ produitId: product('lowStock').id, quantity: 3 }),
        409,
        'Stock insuffisant : il reste 2 article(s).',
      ],
      [
        'a product out of stock',
        () => ({ produitId: product('outOfStock').id, quantity: 1 }),
        409,
        'Stock insuffisant : il reste 0 article(s).',
      ],
    ] as const)('refuses to add %s', async (_name, body, status, message) => {
      await fails('/cart/items', { method: 'POST', body: body() }, status, message)
    })

    it('answers 400 to a body that is not a JSON object', async () => {
      const response = await call('/cart/items', { method: 'POST', body: 'pas du json' })
      expect(response.status).toBe(400)
    })

    it('counts what is already in the line against the stock', async () => {
      const low = product('lowStock')
      const cartId = await add({ produitId: low.id, quantity: 2 })
      await fails(
        '/cart/items',
        { method: 'POST', body: { produitId: low.id, quantity: 1, cartId } },
        409,
        'Stock insuffisant : il reste 2 article(s).',
      )
      expect((await getCart(cartId)).items.map((i) => i.quantity)).toEqual([2])
    })

    it('answers an add again for a known Idempotency-Key, adding nothing, and keeps no key for a refused add', async () => {
      const plain = product('plain')
      const low = product('lowStock')
      const keyed = (key: string, body: Record<string, unknown>) =>
        call('/cart/items', { method: 'POST', body, headers: { 'Idempotency-Key': key } })
      const first = await keyed('add-key-0001', { produitId: plain.id, quantity: 2 })
      expect(first.status).toBe(201)
      const { id: cartId } = (await first.json()) as { id: string }
      const again = await keyed('add-key-0001', { produitId: plain.id, quantity: 2 })
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual({ id: cartId, message: 'Produit ajouté au panier.' })
      // The same key in another shop is another key.
      expect(
        (
          await call('/cart/items', {
            shop: 'mode',
            method: 'POST',
            body: { produitId: plain.id, quantity: 1 },
            headers: { 'Idempotency-Key': 'add-key-0001' },
          })
        ).status,
      ).toBe(404)
      expect((await getCart(cartId)).items.map((i) => i.quantity)).toEqual([2])

      await add({ produitId: low.id, quantity: 2, cartId })
      const refused = await keyed('add-key-0002', { produitId: low.id, quantity: 1, cartId })
      expect(refused.status).toBe(409)
      await call(`/cart/items/${(await getCart(cartId)).items[1]!.id}`, { method: 'DELETE', body: { cartId } })
      // Refused, the key was not kept: the same submission once the stock allows it adds.
      expect((await keyed('add-key-0002', { produitId: low.id, quantity: 1, cartId })).status).toBe(201)
      expect((await getCart(cartId)).items.map((i) => i.quantity)).toEqual([2, 1])
      await fails(
        '/cart/items',
        { method: 'POST', body: { produitId: plain.id, quantity: 1 }, headers: { 'Idempotency-Key': 'k'.repeat(101) } },
        400,
        'En-tête Idempotency-Key invalide : 100 caractères au plus.',
      )
    })

    it('changes a quantity, within the stock', async () => {
      const low = product('lowStock')
      const cartId = await add({ produitId: low.id, quantity: 1 })
      const [item] = (await getCart(cartId)).items as [CartItem]
      expect(await ok(`/cart/items/${item.id}`, { method: 'PUT', body: { quantity: 2, cartId } })).toEqual({
        message: 'Quantité mise à jour.',
      })
      const cart = await getCart(cartId)
      expect(cart).toMatchObject({ total: 2 * low.prix, totalItems: 2 })
      await fails(
        `/cart/items/${item.id}`,
        { method: 'PUT', body: { quantity: 3, cartId } },
        409,
        'Stock insuffisant : il reste 2 article(s).',
      )
      for (const quantity of [0, -1, 2.5, 1000, '1', null]) {
        await fails(`/cart/items/${item.id}`, { method: 'PUT', body: { quantity, cartId } }, 400, 'Quantité invalide.')
      }
      await fails('/cart/items/999999', { method: 'PUT', body: { quantity: 1, cartId } }, 404, 'Article introuvable.')
      await fails('/cart/items/abc', { method: 'PUT', body: { quantity: 1, cartId } }, 404, 'Article introuvable.')
      await fails(
        `/cart/items/${item.id}`,
        { method: 'PUT', body: { quantity: 1, cartId: crypto.randomUUID() } },
        404,
        'Panier introuvable.',
      )
      await fails(
        `/cart/items/${item.id}`,
        { method: 'PUT', body: { quantity: 1 } },
        400,
        'Identifiant de panier invalide.',
      )
      // The item of one cart is unknown in another.
      const otherCart = await cartWith()
      await fails(
        `/cart/items/${item.id}`,
        { method: 'PUT', body: { quantity: 1, cartId: otherCart } },
        404,
        'Article introuvable.',
      )
      expect((await getCart(cartId)).totalItems).toBe(2)
    })

    it('removes a line', async () => {
      const cartId = await cartWith(2)
      await add({ produitId: product('lowStock').id, quantity: 1, cartId })
      const [first, second] = (await getCart(cartId)).items as [CartItem, CartItem]
      await fails(
        `/cart/items/${first.id}`,
        { method: 'DELETE', body: { cartId: crypto.randomUUID() } },
        404,
        'Panier introuvable.',
      )
      expect(await ok(`/cart/items/${first.id}`, { method: 'DELETE', body: { cartId } })).toEqual({
        message: 'Article supprimé du panier.',
      })
      const cart = await getCart(cartId)
      expect(cart.items.map((i) => i.id)).toEqual([second.id])
      expect(cart).toMatchObject({ total: product('lowStock').prix, totalItems: 1 })
      await fails(`/cart/items/${first.id}`, { method: 'DELETE', body: { cartId } }, 404, 'Article introuvable.')
      expect(await ok(`/cart/items/${second.id}`, { method: 'DELETE', body: { cartId } })).toEqual({
        message: 'Article supprimé du panier.',
      })
      expect(await getCart(cartId)).toEqual({ id: cartId, items: [], total: 0, totalItems: 0 })
    })
  })

  describe('promo codes', () => {
    const validate = (cartId: unknown, promoCode: unknown, shop = 'demo') =>
      call('/promo-code/validate', { shop, method: 'POST', body: { cartId, promoCode } })

    it('gives 10 % of the cart total for BIENVENUE10, whatever the case', async () => {
      const cartId = await cartWith(3)
      const total = 3 * product('plain').prix
      for (const code of ['BIENVENUE10', 'bienvenue10', ' Bienvenue10 ']) {
        const response = await validate(cartId, code)
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({
          data: { code: 'BIENVENUE10', type: 'percentage', value: 10, discountAmount: Math.round(total / 10) },
          message: 'Code promo appliqué.',
        })
      }
    })

    it('gives a fixed 2000 for MOINS2000, never more than the total', async () => {
      const demoCart = await cartWith(1)
      const response = await validate(demoCart, 'moins2000')
      expect(await response.json()).toEqual({
        data: { code: 'MOINS2000', type: 'fixed', value: 2000, discountAmount: 2000 },
        message: 'Code promo appliqué.',
      })
      const marcheCart = await cartWith(1, 'marche')
      const capped = await validate(marcheCart, 'MOINS2000', 'marche')
      expect(capped.status).toBe(200)
      expect(await capped.json()).toEqual({
        data: { code: 'MOINS2000', type: 'fixed', value: 2000, discountAmount: 1000 },
        message: 'Code promo appliqué.',
      })
    })

    it('rounds a percentage to an integer', async () => {
      const marcheCart = await cartWith(1, 'marche')
      await add(
        {
          produitId: (await ok<Product>(`/produits/slug/${LOW_STOCK.marche}`, { shop: 'marche' })).id,
          quantity: 1,
          cartId: marcheCart,
        },
        'marche',
      )
      const cart = await getCart(marcheCart, 'marche')
      const { data } = (await (await validate(marcheCart, 'BIENVENUE10', 'marche')).json()) as {
        data: { discountAmount: number }
      }
      expect(Number.isInteger(data.discountAmount)).toBe(true)
      expect(data.discountAmount).toBe(Math.round(cart.total * 0.1))
    })

    it('answers an expired code with empty data', async () => {
      const response = await validate(await cartWith(1), 'NOEL2024')
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: {}, message: 'Ce code promo a expiré.' })
    })

    it('answers 404 to an unknown code', async () => {
      const response = await validate(await cartWith(1), 'GRATUIT')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Code promo invalide.' })
    })

    it('answers 400 for an unknown, empty or missing cart', async () => {
      const empty = await cartWith(1)
      const [item] = (await getCart(empty)).items as [CartItem]
      await ok(`/cart/items/${item.id}`, { method: 'DELETE', body: { cartId: empty } })
      for (const cartId of [empty, crypto.randomUUID(), null, 42]) {
        const response = await validate(cartId, 'BIENVENUE10')
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ message: 'Votre panier est vide.' })
      }
    })

    it('answers 400 for an empty code', async () => {
      const response = await validate(await cartWith(1), '  ')
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Veuillez entrer un code promo.' })
    })
  })

  describe('shipping', () => {
    it('lists the countries', async () => {
      expect(await ok('/shipping/countries')).toEqual([
        { code: 'CM', name: 'Cameroun' },
        { code: 'GA', name: 'Gabon' },
      ])
    })

    it('lists the cities of a country as plain strings', async () => {
      const cameroun = await ok<string[]>('/shipping/cities/CM')
      expect(cameroun.slice(0, 4)).toEqual(['Douala', 'Yaoundé', 'Bafoussam', 'Garoua'])
      expect(await ok<string[]>('/shipping/cities/ga')).toEqual(['Libreville', 'Port-Gentil'])
      await fails('/shipping/cities/FR', {}, 404, 'Pays non desservi.')
      await fails('/shipping/cities/CMR', {}, 404, 'Pays non desservi.')
    })

    it('lists the zones of a city with their price', async () => {
      const douala = await ok<Zone[]>('/shipping/zones/CM/Douala')
      expect(douala.map(({ name, price }) => ({ name, price }))).toEqual([
        { name: 'Akwa', price: 1000 },
        { name: 'Bonapriso', price: 1000 },
        { name: 'Bonabéri', price: 1500 },
        { name: 'Logbessou', price: 2000 },
      ])
      for (const zone of douala) {
        expect(keysOf(zone)).toEqual(['id', 'name', 'price'])
        expect(Number.isInteger(zone.id)).toBe(true)
      }
      const yaounde = await ok<Zone[]>(`/shipping/zones/CM/${encodeURIComponent('Yaoundé')}`)
      expect(yaounde).toHaveLength(3)
      expect(await ok<Zone[]>('/shipping/zones/cm/yaounde')).toEqual(yaounde)
      for (const city of ['Bafoussam', 'Garoua']) {
        const zones = await ok<Zone[]>(`/shipping/zones/CM/${city}`)
        expect(zones.length).toBeGreaterThanOrEqual(1)
        expect(zones.length).toBeLessThanOrEqual(2)
      }
      expect((await ok<Zone[]>('/shipping/zones/GA/Port-Gentil')).length).toBeGreaterThanOrEqual(1)
      const ids = [...douala, ...yaounde].map((z) => z.id)
      expect(new Set(ids).size).toBe(ids.length)
    })

    it('answers 404 to an unknown city or country', async () => {
      await fails('/shipping/zones/CM/Paris', {}, 404, 'Ville non desservie.')
      await fails('/shipping/zones/GA/Douala', {}, 404, 'Ville non desservie.')
      await fails('/shipping/zones/FR/Paris', {}, 404, 'Pays non desservi.')
    })
  })

  describe('payment config', () => {
    it.each([
      ['demo', true, [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_demo_notchpay' }]],
      ['mode', true, [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_mode_notchpay' }]],
      ['nuit', false, [{ name: 'notchpay', type: 'api_key', publicKey: 'pk_test_nuit_notchpay' }]],
      [
        'marche',
        true,
        [
          { name: 'stripe', type: 'api_key', publicKey: 'pk_test_marche_stripe' },
          { name: 'notchpay', type: 'api_key', publicKey: '' },
        ],
      ],
    ] as const)('gives the setup of %s', async (shop, cod, options) => {
      expect(await ok('/payment/config', { shop })).toEqual({ payment_options: options, cash_on_delivery_enabled: cod })
    })
  })

  describe('orders', () => {
    it('creates an order from the cart, with shipping and promo code, and leaves the cart to the storefront', async () => {
      const cartId = await cartWith(2)
      const low = product('lowStock')
      await add({ produitId: low.id, quantity: 1, cartId })
      const cart = await getCart(cartId)
      const answer = await order(cartId, { codePromo: 'bienvenue10', codeZip: null })
      expect(keysOf(answer)).toEqual(['order'])
      expect(keysOf(answer.order)).toEqual(['id', 'montantTotal', 'numCommande', 'reduction', 'shippingCost'])
      expect(answer.order).toEqual({
        id: expect.any(Number),
        numCommande: expect.stringMatching(NUM_COMMANDE),
        montantTotal: cart.total,
        shippingCost: 1000,
        reduction: Math.round(cart.total / 10),
      })

      // The cart is still there: the storefront forgets its id once the order is placed.
      expect((await ok<{ id: string }>('/cart', { headers: { 'X-Cart-ID': cartId } })).id).toBe(cartId)

      expect(await ok(`/orders/${answer.order.id}`)).toEqual({
        nomClient: 'Aïcha Njoya',
        numCommande: answer.order.numCommande,
        montantTotal: cart.total,
        tel: '690123456',
        email: 'aicha.njoya@example.cm',
        adresseLivraison: 'Rue Joss, immeuble Kadji, 3e étage',
        villeLivraison: 'Douala',
        paysLivraison: 'Cameroun',
        codeZip: null,
        orderNote: 'Appeler avant de passer.',
      })
      expect(await ok(`/orders/by-numcommande/${answer.order.numCommande}`)).toEqual({
        montantTotal: cart.total,
        shippingCost: 1000,
        reduction: Math.round(cart.total / 10),
      })
    })

    it('takes the country by code or name, and keeps zip code and note', async () => {
      const answer = await order(await cartWith(1), {
        paysLivraison: 'Gabon',
        shippingZoneId: String(libreville.id),
        codeZip: 'BP 1234',
        orderNote: '',
      })
      expect(answer.order.shippingCost).toBe(libreville.price)
      expect(await ok(`/orders/${answer.order.id}`)).toMatchObject({
        villeLivraison: 'Libreville',
        paysLivraison: 'Gabon',
        codeZip: 'BP 1234',
        orderNote: null,
      })
    })

    it('caps a fixed discount at the items subtotal', async () => {
      const answer = await order(await cartWith(1, 'marche'), { codePromo: 'MOINS2000' }, 'marche')
      expect(answer.order).toMatchObject({ montantTotal: 1000, shippingCost: akwa.price, reduction: 1000 })
    })

    it('numbers the orders of a shop one after the other', async () => {
      const first = await order(await cartWith(1))
      const second = await order(await cartWith(1))
      const number = (text: string) => Number(text.slice(-6))
      expect(number(second.order.numCommande)).toBe(number(first.order.numCommande) + 1)
      expect(second.order.numCommande.slice(0, 9)).toBe(first.order.numCommande.slice(0, 9))
      expect(second.order.id).toBeGreaterThan(first.order.id)
    })

    it('answers the first order again for an Idempotency-Key already used, creating nothing', async () => {
      const key = `commande-${crypto.randomUUID()}`
      const cartId = await cartWith(1)
      const first = await call('/orders', {
        method: 'POST',
        body: orderBody(cartId),
        headers: { 'Idempotency-Key': key },
      })
      expect(first.status).toBe(201)
      const firstBody = await first.text()

      // Same key, same (now closed) cart.
      const again = await call('/orders', {
        method: 'POST',
        body: orderBody(cartId),
        headers: { 'Idempotency-Key': key },
      })
      expect(again.status).toBe(200)
      expect(await again.text()).toBe(firstBody)

      // Same key, another cart: still the first answer, and the cart stays open.
      const other = await cartWith(1)
      const third = await call('/orders', {
        method: 'POST',
        body: orderBody(other),
        headers: { 'Idempotency-Key': key },
      })
      expect(third.status).toBe(200)
      expect(await third.text()).toBe(firstBody)
      expect((await getCart(other)).totalItems).toBe(1)

      // The next order gets the next number: the replays made none.
      const next = await order(other)
      const parsed = JSON.parse(firstBody) as OrderAnswer
      expect(Number(next.order.numCommande.slice(-6))).toBe(Number(parsed.order.numCommande.slice(-6)) + 1)

      // Keys belong to a shop: another shop may use the same one.
      const marche = await call('/orders', {
        shop: 'marche',
        method: 'POST',
        body: orderBody(await cartWith(1, 'marche')),
        headers: { 'Idempotency-Key': key },
      })
      expect(marche.status).toBe(201)
      expect(((await marche.json()) as OrderAnswer).order.id).not.toBe(parsed.order.id)
    })

    it('gives one order to concurrent requests with the same Idempotency-Key', async () => {
      const key = crypto.randomUUID()
      const cartId = await cartWith(1)
      const responses = await Promise.all(
        [0, 1, 2].map(() =>
          call('/orders', { method: 'POST', body: orderBody(cartId), headers: { 'Idempotency-Key': key } }),
        ),
      )
      const bodies = await Promise.all(responses.map((r) => r.text()))
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201])
      expect(new Set(bodies).size).toBe(1)
    })

    it('refuses an Idempotency-Key longer than 100 characters', async () => {
      await fails(
        '/orders',
        { method: 'POST', body: orderBody(await cartWith(1)), headers: { 'Idempotency-Key': 'k'.repeat(101) } },
        400,
        'En-tête Idempotency-Key invalide : 100 caractères au plus.',
      )
    })

    it.each([
      ['no name', { nomClient: '  ' }, 'Le nom est requis.'],
      ['no phone', { tel: '' }, 'Le téléphone est requis.'],
      ['no email', { email: null }, "L'email est requis."],
      ['a bad email', { email: 'aicha@' }, "L'email est invalide."],
      ['no address', { shippingAddress: '' }, "L'adresse est requise."],
      ['no country', { paysLivraison: '' }, 'Le pays est requis.'],
      ['a country not served', { paysLivraison: 'FR' }, 'Pays non desservi.'],
      ['no zone', { shippingZoneId: null }, 'La zone est requise.'],
      ['an unknown zone', { shippingZoneId: 987654 }, 'Zone de livraison invalide.'],
      ['a zone id that is not a number', { shippingZoneId: 'Akwa' }, 'Zone de livraison invalide.'],
      ['no payment method', { paymentMethod: '' }, 'La méthode de paiement est requise.'],
      ['an unknown payment method', { paymentMethod: 'paypal' }, 'Méthode de paiement invalide.'],
      ['an expired promo code', { codePromo: 'NOEL2024' }, 'Code promo invalide ou expiré.'],
      ['an unknown promo code', { codePromo: 'GRATUIT' }, 'Code promo invalide ou expiré.'],
      ['a note that is not text', { orderNote: 12 }, 'Champ « orderNote » invalide : texte attendu.'],
      ['a name too long', { nomClient: 'A'.repeat(201) }, 'Champ « nomClient » trop long : 200 caractères au plus.'],
    ] as const)('refuses an order with %s, leaving the cart open', async (_name, overrides, message) => {
      const cartId = await cartWith(1)
      await fails('/orders', { method: 'POST', body: orderBody(cartId, overrides) }, 400, message)
      expect((await getCart(cartId)).totalItems).toBe(1)
    })

    it('refuses a zone of another country', async () => {
      await fails(
        '/orders',
        { method: 'POST', body: orderBody(await cartWith(1), { paysLivraison: 'CM', shippingZoneId: libreville.id }) },
        400,
        'Zone de livraison invalide.',
      )
    })

    it('refuses an empty, unknown or other shop cart', async () => {
      const empty = await cartWith(1)
      const [item] = (await getCart(empty)).items as [CartItem]
      await ok(`/cart/items/${item.id}`, { method: 'DELETE', body: { cartId: empty } })
      for (const cartId of [empty, crypto.randomUUID(), await cartWith(1, 'marche'), null]) {
        await fails('/orders', { method: 'POST', body: orderBody(cartId as string) }, 400, 'Votre panier est vide.')
      }
    })

    it('accepts the payment methods of each shop only', async () => {
      const nuitProduct = await ok<Product>(`/produits/slug/${LOW_STOCK.nuit}`, { shop: 'nuit' })
      const nuitCart = () => add({ produitId: nuitProduct.id, quantity: 1 }, 'nuit')
      await fails(
        '/orders',
        { shop: 'nuit', method: 'POST', body: orderBody(await nuitCart(), { paymentMethod: 'cash_on_delivery' }) },
        400,
        'Méthode de paiement invalide.',
      )
      await order(await nuitCart(), { paymentMethod: 'notchpay' }, 'nuit')
      await fails(
        '/orders',
        { method: 'POST', body: orderBody(await cartWith(1), { paymentMethod: 'stripe' }) },
        400,
        'Méthode de paiement invalide.',
      )
      await order(await cartWith(1, 'marche'), { paymentMethod: 'stripe' }, 'marche')
      await order(await cartWith(1, 'marche'), { paymentMethod: 'notchpay' }, 'marche')
    })

    it('keeps orders to their shop', async () => {
      const { order: created } = await order(await cartWith(1))
      await fails(`/orders/${created.id}`, { shop: 'mode' }, 404, 'Commande introuvable.')
      await fails(`/orders/by-numcommande/${created.numCommande}`, { shop: 'mode' }, 404, 'Commande introuvable.')
      await fails('/orders/99999999', {}, 404, 'Commande introuvable.')
      await fails('/orders/abc', {}, 404, 'Commande introuvable.')
      await fails('/orders/by-numcommande/CMD-1999-000001', {}, 404, 'Commande introuvable.')
      await fails('/orders/CMD-1999-000001/confirm-payment?status=complete', {}, 404, 'Commande introuvable.')
    })
  })

  describe('stand-in payment provider', () => {
    const providerKey = { demo: 'pk_test_demo_notchpay', mode: 'pk_test_mode_notchpay' } as const

    function initPayment(key: string | null, body: Record<string, unknown>, idempotencyKey?: string) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
      if (key !== null) headers['Authorization'] = key
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
      return fetch(`${api.url}/provider/payments`, { method: 'POST', headers, body: JSON.stringify(body) })
    }

    function paymentBody(created: OrderAnswer['order'], overrides: Record<string, unknown> = {}) {
      return {
        amount: created.montantTotal + created.shippingCost - created.reduction,
        currency: 'XAF',
        customer: { name: 'Aïcha Njoya', email: 'aicha.njoya@example.cm', phone: '+237690123456' },
        description: `Commande ${created.numCommande}`,
        callback: `${STOREFRONT}/payment-confirmation/${created.id}`,
        reference: created.numCommande,
        ...overrides,
      }
    }

    async function notchpayOrder(codePromo: string | null = null): Promise<OrderAnswer['order']> {
      return (await order(await cartWith(1), { paymentMethod: 'notchpay', codePromo })).order
    }

    async function start(created: OrderAnswer['order'], overrides: Record<string, unknown> = {}): Promise<PaymentInit> {
      const response = await initPayment(providerKey.demo, paymentBody(created, overrides))
      const text = await response.text()
      expect(response.status, text).toBe(201)
      return JSON.parse(text) as PaymentInit
    }

    function choose(reference: string, outcome: string): Promise<Response> {
      return fetch(`${api.url}/provider/pay/${reference}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
        redirect: 'manual',
      })
    }

    function confirm(numCommande: string, query: Record<string, string>) {
      return call(`/orders/${encodeURIComponent(numCommande)}/confirm-payment?${new URLSearchParams(query).toString()}`)
    }

    it('answers the same session again for the same order and Idempotency-Key, a new one for a new key', async () => {
      const created = await notchpayOrder()
      const first = await initPayment(providerKey.demo, paymentBody(created), 'checkout-key-0001')
      expect(first.status).toBe(201)
      const session = (await first.json()) as PaymentInit
      const twice = await Promise.all(
        [1, 2, 3].map(() => initPayment(providerKey.demo, paymentBody(created), 'checkout-key-0001')),
      )
      for (const again of twice) {
        expect(again.status).toBe(200)
        expect(((await again.json()) as PaymentInit).authorization_url).toBe(session.authorization_url)
      }
      const retry = await initPayment(providerKey.demo, paymentBody(created), 'retry-key-0002')
      expect(retry.status).toBe(201)
      const other = (await retry.json()) as PaymentInit
      expect(other.authorization_url).not.toBe(session.authorization_url)

      // Once the order is paid, no new session is opened for it.
      await choose(other.transaction.reference, 'complete')
      const late = await initPayment(providerKey.demo, paymentBody(created), 'retry-key-0003')
      expect(late.status).toBe(409)
      expect(await late.json()).toEqual({ message: 'This order has already been paid.' })
    })

    it('initialises a payment and answers its authorization URL', async () => {
      const created = await notchpayOrder('BIENVENUE10')
      const amount = created.montantTotal + created.shippingCost - created.reduction
      const response = await initPayment(providerKey.demo, paymentBody(created))
      expect(response.status).toBe(201)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const answer = (await response.json()) as PaymentInit
      expect(answer).toEqual({
        status: 'Accepted',
        message: 'Payment initialized',
        code: 201,
        transaction: {
          reference: expect.stringMatching(/^trx_[a-z0-9]+$/),
          amount,
          currency: 'XAF',
          status: 'pending',
        },
        authorization_url: `${api.url}/provider/pay/${answer.transaction.reference}`,
      })
    })

    it.each([
      ['no key', null],
      ['a wrong key', 'pk_test_inconnue'],
      ['the bearer form of the key', 'Bearer pk_test_demo_notchpay'],
      ['the platform key', KEY],
      ['an unsupported processor key', 'pk_test_marche_stripe'],
    ])('answers 401 to %s', async (_name, key) => {
      const response = await initPayment(key, paymentBody(await notchpayOrder()))
      expect(response.status).toBe(401)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({ message: 'Invalid API key' })
    })

    it.each([
      ['amount 0', { amount: 0 }],
      ['a negative amount', { amount: -5 }],
      ['an amount as text', { amount: '1000' }],
      ['currency EUR', { currency: 'EUR' }],
      ['currency FCFA', { currency: 'FCFA' }],
      ['a relative callback', { callback: '/payment-confirmation/1' }],
      ['a javascript: callback', { callback: 'javascript:alert(1)' }],
      ['no customer', { customer: null }],
      ['a customer without email or phone', { customer: { name: 'Aïcha' } }],
      ['an unknown reference', { reference: 'CMD-1999-000001' }],
    ])('answers 422 to %s', async (_name, overrides) => {
      const response = await initPayment(providerKey.demo, paymentBody(await notchpayOrder(), overrides))
      expect(response.status).toBe(422)
      const answer = (await response.json()) as { message: unknown }
      expect(keysOf(answer)).toEqual(['message'])
      expect(String(answer.message).length).toBeGreaterThan(0)
    })

    it('refuses the order of a shop that does not own the key', async () => {
      const created = await notchpayOrder()
      const response = await initPayment(providerKey.mode, paymentBody(created))
      expect(response.status).toBe(422)
    })

    it('answers the browser preflight', async () => {
      const response = await fetch(`${api.url}/provider/payments`, {
        method: 'OPTIONS',
        headers: {
          Origin: STOREFRONT,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
    })

    it('shows a self-contained French payment page with the three choices', async () => {
      const created = await notchpayOrder()
      const { transaction, authorization_url } = await start(created)
      const response = await fetch(authorization_url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const html = await response.text()
      expect(html).toContain('<html lang="fr">')
      expect(html).toContain('Boutique Démo')
      const amount = created.montantTotal + created.shippingCost - created.reduction
      const formatted = new Intl.NumberFormat('fr-FR').format(amount)
      expect(html).toContain(`${formatted} XAF`)
      expect(html).toContain(`Commande ${created.numCommande}`)
      for (const [outcome, label] of [
        ['complete', 'Payer'],
        ['failed', 'Échec'],
        ['canceled', 'Annuler'],
      ]) {
        expect(html).toMatch(
          new RegExp(
            `<form method="post" action="/provider/pay/${transaction.reference}">` +
              `<input type="hidden" name="outcome" value="${outcome}"><button type="submit"[^>]*>${label}</button></form>`,
          ),
        )
      }
      expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i)
      expect(html).not.toMatch(/https?:\/\//)
    })

    it.each([
      ['complete', 200, 'Paiement confirmé.'],
      ['failed', 400, 'Le paiement a échoué.'],
      ['canceled', 400, 'Le paiement a été annulé.'],
    ] as const)('goes round trip with outcome %s', async (outcome, status, message) => {
      const created = await notchpayOrder('MOINS2000')
      const { transaction, authorization_url } = await start(created)
      const page = await fetch(authorization_url)
      expect(await page.text()).toContain(`value="${outcome}"`)

      // Nothing chosen yet.
      const pending = await confirm(created.numCommande, { status: 'complete', notchpay_trxref: transaction.reference })
      expect(pending.status).toBe(400)
      expect(await pending.json()).toEqual({ message: 'Paiement introuvable ou en attente.' })

      const redirect = await choose(transaction.reference, outcome)
      expect(redirect.status).toBe(303)
      const location = new URL(redirect.headers.get('location') ?? '')
      expect(`${location.origin}${location.pathname}`).toBe(`${STOREFRONT}/payment-confirmation/${created.id}`)
      expect(Object.fromEntries(location.searchParams)).toEqual({
        trxref: created.numCommande,
        status: outcome,
        notchpay_trxref: transaction.reference,
      })

      // The storefront forwards what it got; the answer follows the stored choice.
      const confirmed = await confirm(created.numCommande, Object.fromEntries(location.searchParams))
      expect(confirmed.status).toBe(status)
      expect(await confirmed.json()).toEqual({ message })
      // A status parameter saying otherwise changes nothing.
      const lying = await confirm(created.numCommande, { status: 'complete', notchpay_trxref: transaction.reference })
      expect(lying.status).toBe(status)
      expect(await lying.json()).toEqual({ message })
      // Without the provider reference, the order's latest payment counts.
      const latest = await confirm(created.numCommande, { status: outcome })
      expect(latest.status).toBe(status)
    })

    it('keeps the first choice and redirects again with it', async () => {
      const created = await notchpayOrder()
      const { transaction } = await start(created)
      expect((await choose(transaction.reference, 'canceled')).status).toBe(303)
      const again = await choose(transaction.reference, 'complete')
      expect(again.status).toBe(303)
      expect(new URL(again.headers.get('location') ?? '').searchParams.get('status')).toBe('canceled')
      const page = await (await fetch(`${api.url}/provider/pay/${transaction.reference}`)).text()
      expect(page).toContain('déjà été traité')
    })

    it('appends to a callback that already has a query', async () => {
      const created = await notchpayOrder()
      const { transaction } = await start(created, {
        callback: `${STOREFRONT}/payment-confirmation/${created.id}?source=panier`,
      })
      const redirect = await choose(transaction.reference, 'complete')
      expect(redirect.headers.get('location')).toBe(
        `${STOREFRONT}/payment-confirmation/${created.id}?source=panier&trxref=${created.numCommande}&status=complete&notchpay_trxref=${transaction.reference}`,
      )
    })

    it('follows the latest payment of an order, or the one named', async () => {
      const created = await notchpayOrder()
      const failed = await start(created)
      expect((await choose(failed.transaction.reference, 'failed')).status).toBe(303)
      const paid = await start(created)
      expect((await choose(paid.transaction.reference, 'complete')).status).toBe(303)
      expect((await confirm(created.numCommande, { status: 'complete' })).status).toBe(200)
      const named = await confirm(created.numCommande, {
        status: 'failed',
        notchpay_trxref: failed.transaction.reference,
      })
      expect(named.status).toBe(400)
      expect(await named.json()).toEqual({ message: 'Le paiement a échoué.' })
      // A reference of another order is not this order's payment.
      const other = await notchpayOrder()
      const stranger = await confirm(other.numCommande, {
        status: 'complete',
        notchpay_trxref: paid.transaction.reference,
      })
      expect(await stranger.json()).toEqual({ message: 'Paiement introuvable ou en attente.' })
    })

    it('answers pending for an order without payment', async () => {
      const created = await notchpayOrder()
      const response = await confirm(created.numCommande, { status: 'complete' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Paiement introuvable ou en attente.' })
    })

    it('answers 400 to an outcome it does not know and 404 to an unknown payment', async () => {
      const { transaction } = await start(await notchpayOrder())
      const bad = await choose(transaction.reference, 'paid')
      expect(bad.status).toBe(400)
      expect(bad.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const unknownPage = await fetch(`${api.url}/provider/pay/trx_0000000000000000`)
      expect(unknownPage.status).toBe(404)
      expect(await unknownPage.text()).toContain('Paiement introuvable')
      expect((await choose('trx_0000000000000000', 'complete')).status).toBe(404)
      expect((await fetch(`${api.url}/provider/pay/pas-une-reference`)).status).toBe(404)
      // The bad outcome decided nothing.
      expect((await choose(transaction.reference, 'complete')).status).toBe(303)
    })
  })

  describe('inactive shop', () => {
    it.each([
      ['GET', '/cart', undefined],
      ['POST', '/cart/items', { produitId: 5001, quantity: 1 }],
      ['PUT', '/cart/items/1', { quantity: 1, cartId: 'x' }],
      ['DELETE', '/cart/items/1', { cartId: 'x' }],
      ['POST', '/promo-code/validate', { cartId: 'x', promoCode: 'BIENVENUE10' }],
      ['GET', '/shipping/countries', undefined],
      ['GET', '/shipping/cities/CM', undefined],
      ['GET', '/shipping/zones/CM/Douala', undefined],
      ['GET', '/payment/config', undefined],
      ['POST', '/orders', { cartId: 'x' }],
      ['GET', '/orders/1', undefined],
      ['GET', '/orders/by-numcommande/CMD-2026-000001', undefined],
      ['GET', '/orders/CMD-2026-000001/confirm-payment?status=complete', undefined],
    ] as const)('answers 401 to %s %s for ferme', async (method, path, body) => {
      await fails(path, { shop: 'ferme', method, body }, 401, SHOP_NOT_FOUND)
    })

    it('answers 401 without the platform key', async () => {
      const response = await fetch(`${api.url}/api/v2/payment/config`, { headers: { 'X-Shop-Host': 'demo.localhost' } })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: SHOP_NOT_FOUND })
    })
  })
})

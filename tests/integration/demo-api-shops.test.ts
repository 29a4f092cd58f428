import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_SHOPS } from '../../demo-api/src/seed'
import { SEED_PAYMENTS } from '../../demo-api/src/seed-checkout'
import { SPEC_FIELDS, project } from '../../demo-api/src/spec-fields'
import { startDemoApi, type DemoApi } from '../support/demo-api'

const KEY = 'demo-public-key'
const INTERNAL = 'Erreur interne du serveur. Veuillez réessayer plus tard.'

/** Every key of a value, at any depth, as paths (`items[].produit.id`). */
function paths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => paths(item, `${prefix}[]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return [path, ...paths(inner, path)]
  })
}

describe('demo API shops minimal and extreme', () => {
  let api: DemoApi

  beforeAll(async () => {
    api = await startDemoApi()
  })

  afterAll(async () => {
    await api?.dispose()
  })

  async function call(shop: string, method: string, path: string, body?: unknown, token = KEY) {
    const response = await fetch(`${api.url}/api/v2${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Shop-Host': `${shop}.localhost:8788`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
  }

  describe('minimal: every answer has the fields the spec names and nothing else', () => {
    /** Asks the same call of demo and minimal: minimal's answer is demo's cut down to the spec's fields. */
    async function expectSpecOnly(name: string, path: string, body?: unknown, status = 200) {
      const [method] = name.split(' ')
      const full = await call('demo', method!, path.replace('{shop}', 'demo'), body)
      const minimal = await call('minimal', method!, path.replace('{shop}', 'minimal'), body)
      expect(minimal.status, `${name}: ${JSON.stringify(minimal.body)}`).toBe(status)
      const shape = SPEC_FIELDS[name]
      expect(shape, name).toBeDefined()
      expect(project(minimal.body, shape!)).toEqual(minimal.body)
      // The same shape as demo's answer without the fields the spec does not name.
      const specPaths = new Set(paths(project(full.body, shape!)).map((p) => p.replace(/\[\]/g, '')))
      for (const sent of paths(minimal.body))
        expect(specPaths, `${name} sends ${sent}`).toContain(sent.replace(/\[\]/g, ''))
    }

    it.each([
      ['GET /store/shop-data', '/store/shop-data?subdomain={shop}'],
      ['GET /shop/settings', '/shop/settings'],
      ['GET /home', '/home/?page=1&limit=6'],
      ['GET /categories', '/categories'],
      ['GET /products/search', '/products/search?q=a'],
      ['GET /articles-blog', '/articles-blog?page=1&limit=6'],
      ['GET /cart', '/cart'],
      ['GET /shipping/countries', '/shipping/countries'],
      ['GET /shipping/cities/:countryCode', '/shipping/cities/CM'],
      ['GET /shipping/zones/:countryCode/:city', '/shipping/zones/CM/Douala'],
      ['GET /payment/config', '/payment/config'],
    ])('%s', async (name, path) => {
      await expectSpecOnly(name, path)
    })

    it('leaves out what the stand-in adds: the product’s category, the blog’s page, limit and total', async () => {
      const product = await call('minimal', 'GET', '/produits/slug/cahier-200-pages-petits-carreaux')
      expect(product.status).toBe(200)
      expect(Object.keys(product.body as object).sort()).toEqual(
        [
          'avis',
          'description',
          'id',
          'image',
          'image_url',
          'images',
          'nom',
          'prix',
          'prix_original',
          'qteEnStock',
          'reference',
          'slug',
          'variants',
        ].sort(),
      )
      const list = await call('minimal', 'GET', '/articles-blog')
      expect((list.body as { pagination: unknown }).pagination).toEqual({ totalPages: 1 })
    })

    it('answers the writes with the spec’s fields only: a cart id, a token and the customer, nothing for the newsletter', async () => {
      const added = await call('minimal', 'POST', '/cart/items', { produitId: 6001, quantity: 1 })
      expect(added.status).toBe(201)
      expect(Object.keys(added.body as object)).toEqual(['id'])
      const login = await call('minimal', 'POST', '/login', { email: 'client@minimal.test', password: 'Client-2026!' })
      expect(login.status).toBe(200)
      const { token, user } = login.body as { token: string; user: object }
      expect(Object.keys(user).sort()).toEqual(
        ['adresse', 'codeZip', 'email', 'nom', 'pays', 'prenom', 'telephone', 'ville'].sort(),
      )
      const orders = await call('minimal', 'GET', '/customer/orders', undefined, token)
      expect(orders.status).toBe(200)
      expect(orders.body).toHaveLength(5)
      expect(project(orders.body, SPEC_FIELDS['GET /customer/orders']!)).toEqual(orders.body)
      const subscribed = await call('minimal', 'POST', '/subscribe', { email: `lettre-${Date.now()}@example.cm` })
      expect(subscribed).toEqual({ status: 201, body: {} })
    })

    it('has no pop-up and no promotional text, whose shapes the spec does not give', async () => {
      expect((await call('minimal', 'GET', '/popup')).status).toBe(404)
      expect(await call('minimal', 'GET', '/textplaceholder1')).toEqual({ status: 200, body: [] })
    })

    it('keeps error answers whole: the spec reads their message', async () => {
      expect(await call('minimal', 'GET', '/produits/slug/inconnu')).toEqual({
        status: 404,
        body: { message: 'Produit introuvable.' },
      })
    })
  })

  describe('extreme: odd but legal data, fields left out, three calls failing', () => {
    it.each(['/shop/settings', '/popup', '/textplaceholder1'])('%s answers 500', async (path) => {
      expect(await call('extreme', 'GET', path)).toEqual({ status: 500, body: { message: INTERNAL } })
    })

    it('sends shop data without its optional fields, with null logo, description and an empty FAQ', async () => {
      const { status, body } = await call('extreme', 'GET', '/store/shop-data?subdomain=extreme')
      expect(status).toBe(200)
      const shop = body as Record<string, unknown>
      for (const field of ['devise', 'reseaux_sociaux', 'user_phone', 'gtag', 'facebook_pixel_id'])
        expect(shop).not.toHaveProperty(field)
      expect(shop).toMatchObject({ logo: null, favicon: null, description: null, faqs: [] })
      expect((shop['nom'] as string).length).toBeGreaterThan(100)
    })

    it('has a product with nothing but a name and a price, a free one, and one with 40 variants', async () => {
      const bare = (await call('extreme', 'GET', '/produits/slug/produit-sans-rien')).body
      expect(bare).toMatchObject({ image: null, image_url: null, description: null, variants: [], avis: [] })
      expect(bare).not.toHaveProperty('reference')
      expect(bare).not.toHaveProperty('prix_original')
      expect((await call('extreme', 'GET', '/produits/slug/cadeau-offert')).body).toMatchObject({ prix: 0 })
      const forty = (await call('extreme', 'GET', '/produits/slug/t-shirt-40-couleurs')).body as { variants: object[] }
      expect(forty.variants).toHaveLength(40)
      const home = (await call('extreme', 'GET', '/home/')).body as { sliders: unknown[] }
      expect(home.sliders).toEqual([])
    })

    it('offers a payment option of a type the storefront does not know, and orders with unknown statuses', async () => {
      const config = (await call('extreme', 'GET', '/payment/config')).body as { payment_options: { type: string }[] }
      expect(config.payment_options.map((option) => option.type)).toEqual(['api_key', 'wallet'])
      const login = await call('extreme', 'POST', '/login', { email: 'client@extreme.test', password: 'Client-2026!' })
      const { token } = login.body as { token: string }
      const orders = (await call('extreme', 'GET', '/customer/orders', undefined, token)).body as { statut: string }[]
      expect(orders.map((order) => order.statut)).toContain('Expédiée par pirogue')
    })

    it('answers an article without content, author, category or reading time', async () => {
      const empty = (await call('extreme', 'GET', '/articles-blog/702')).body
      expect(empty).toMatchObject({ titre: 'Article vide', contenu: null })
      const bare = (await call('extreme', 'GET', '/articles-blog/701')).body
      expect(bare).toMatchObject({ image: null })
      for (const field of ['auteur', 'categorie', 'tempsLecture']) expect(bare).not.toHaveProperty(field)
    })
  })
})

describe('demo shops say what they do', () => {
  it('a shop without cash on delivery promises it nowhere: its FAQ, policies and description', () => {
    const promise = /(paiement|payer|payez|réglez)[^.]*à la livraison/i
    for (const shop of SEED_SHOPS) {
      if (SEED_PAYMENTS.find((payments) => payments.shopId === shop.id)?.cashOnDelivery !== false) continue
      const texts = [shop.description, ...Object.values(shop.politiques), ...shop.faqs.map((faq) => faq.answer)]
      expect(
        texts.filter((text) => text && promise.test(text)),
        shop.subdomain,
      ).toEqual([])
    }
  })
})

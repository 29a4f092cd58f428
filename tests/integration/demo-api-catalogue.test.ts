import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category, Product, ProductCard as Card, SearchAnswer } from '../../demo-api/src/catalogue'
import type { HomeData as Home } from '../../demo-api/src/home'
import { startDemoApi, type DemoApi } from '../support/demo-api'

const KEY = 'demo-public-key'
const SHOP_NOT_FOUND = 'Shop not found or not active for the given host.'

const CARD_FIELDS = ['id', 'image', 'image_url', 'nom', 'prix', 'prix_original', 'slug'].sort()
const PRODUCT_FIELDS = [
  ...CARD_FIELDS,
  'avis',
  'category',
  'description',
  'images',
  'qteEnStock',
  'reference',
  'variants',
].sort()
const CATEGORY_FIELDS = ['category_id', 'image', 'nom', 'slug']
const SLIDER_FIELDS = ['grand_titre', 'image_url', 'lien', 'offre', 'petit_titre', 'text_lien']
const HOME_ENTRY_FIELDS = ['category_id', 'category_nom', 'category_slug', 'products', 'total_products']
const VARIANT_FIELDS = ['id', 'image', 'nom', 'prix', 'prixOriginal']
const REVIEW_FIELDS = ['achat_verifie', 'date_creation', 'id', 'message', 'nom_client', 'note']

/** The big category and the empty one of each shop, as seeded. */
const SHOPS = {
  demo: { big: 'electromenager', empty: 'nouveautes' },
  mode: { big: 'robes', empty: 'sur-mesure' },
} as const
type ShopName = keyof typeof SHOPS

/** The product card part of a product. */
function cardOf({ id, nom, slug, prix, prix_original, image, image_url }: Product): Card {
  return { id, nom, slug, prix, prix_original, image, image_url }
}

function keysOf(value: object): string[] {
  return Object.keys(value).sort()
}

/** Lower case without accents, as a shopper would type. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

describe('demo API catalogue', () => {
  let api: DemoApi

  const call = (path: string, shop: string = 'demo') =>
    fetch(`${api.url}/api/v2${path}`, {
      headers: { Authorization: `Bearer ${KEY}`, 'X-Shop-Host': `${shop}.localhost:8788` },
    })

  async function get<T>(path: string, shop: string = 'demo'): Promise<T> {
    const response = await call(path, shop)
    expect(response.status, `${shop} ${path}`).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    return (await response.json()) as T
  }

  async function expectError(path: string, status: number, message: string, shop = 'demo'): Promise<void> {
    const response = await call(path, shop)
    expect(response.status, path).toBe(status)
    expect(await response.json()).toEqual({ message })
  }

  /** Every product card of a shop, category by category. */
  async function allCards(shop: string): Promise<Card[]> {
    const categories = await get<Category[]>('/categories', shop)
    const pages = await Promise.all(
      categories.map((c) => get<Card[]>(`/categories/slug/${c.slug}/products?limit=50`, shop)),
    )
    return pages.flat()
  }

  function expectImageUrl(value: string | null): void {
    if (value === null) return
    expect(value.startsWith(`${api.url}/images/`), value).toBe(true)
    expect(value).toMatch(/\.(?:jpg|png|gif|svg)$/)
  }

  function expectCard(card: Card): void {
    expect(keysOf(card)).toEqual(CARD_FIELDS)
    expect(Number.isInteger(card.id)).toBe(true)
    expect(card.nom.length).toBeGreaterThan(0)
    expect(card.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(Number.isInteger(card.prix)).toBe(true)
    expect(card.prix).toBeGreaterThan(0)
    if (card.prix_original !== null) expect(card.prix_original).toBeGreaterThan(card.prix)
    expect(card.image_url).toBe(card.image)
    expectImageUrl(card.image)
  }

  beforeAll(async () => {
    api = await startDemoApi()
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  describe.each(Object.keys(SHOPS) as ShopName[])('shop %s', (shop) => {
    const { big, empty } = SHOPS[shop]

    it('lists at least 8 categories with exactly the spec fields, one without image', async () => {
      const categories = await get<Category[]>('/categories', shop)
      expect(Array.isArray(categories)).toBe(true)
      expect(categories.length).toBeGreaterThanOrEqual(8)
      for (const category of categories) {
        expect(keysOf(category)).toEqual(CATEGORY_FIELDS)
        expect(Number.isInteger(category.category_id)).toBe(true)
        expectImageUrl(category.image)
      }
      expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
      expect(categories.some((c) => c.image === null)).toBe(true)
      expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining([big, empty]))
    })

    it('gives one category by slug, 404 for an unknown one', async () => {
      const categories = await get<Category[]>('/categories', shop)
      expect(await get<Category>(`/categories/slug/${big}`, shop)).toEqual(categories.find((c) => c.slug === big))
      await expectError('/categories/slug/inconnue', 404, 'Catégorie introuvable.', shop)
    })

    it('pages the big category 12 / 12 / 2 / []', async () => {
      const pages: Card[][] = []
      for (let page = 1; page <= 4; page++) {
        pages.push(await get<Card[]>(`/categories/slug/${big}/products?page=${page}&limit=12`, shop))
      }
      expect(pages.map((p) => p.length)).toEqual([12, 12, 2, 0])
      const ids = pages.flat().map((card) => card.id)
      expect(new Set(ids).size).toBe(26)
      pages.flat().forEach(expectCard)
      // 12 is the default page size.
      expect(await get<Card[]>(`/categories/slug/${big}/products`, shop)).toEqual(pages[0])
      expect(await get<Card[]>(`/categories/slug/${big}/products?page=1&limit=50`, shop)).toHaveLength(26)
    })

    it('answers [] for the empty category and 404 for an unknown one', async () => {
      expect(await get<Card[]>(`/categories/slug/${empty}/products?page=1&limit=12`, shop)).toEqual([])
      await expectError('/categories/slug/inconnue/products?page=1&limit=12', 404, 'Catégorie introuvable.', shop)
    })

    it('gives the home data: 3 sliders and the first products of each non-empty category', async () => {
      const home = await get<Home>('/home/?page=1&limit=6', shop)
      expect(keysOf(home)).toEqual(['products_by_category', 'sliders'])
      expect(home.sliders).toHaveLength(3)
      for (const slider of home.sliders) {
        expect(keysOf(slider)).toEqual(SLIDER_FIELDS)
        for (const value of Object.values(slider)) expect(typeof value).toBe('string')
        expectImageUrl(slider['image_url'] ?? null)
        expect(slider['lien']).toMatch(/^\/categories(?:\/[a-z0-9-]+)?$/)
      }

      const categories = await get<Category[]>('/categories', shop)
      const nonEmpty: string[] = []
      for (const category of categories) {
        const cards = await get<Card[]>(`/categories/slug/${category.slug}/products?limit=50`, shop)
        if (cards.length > 0) nonEmpty.push(category.slug)
      }
      expect(home.products_by_category.map((entry) => entry.category_slug)).toEqual(nonEmpty)
      expect(nonEmpty).not.toContain(empty)

      for (const entry of home.products_by_category) {
        expect(keysOf(entry)).toEqual(HOME_ENTRY_FIELDS)
        const category = categories.find((c) => c.slug === entry.category_slug)
        expect(entry.category_id).toBe(category?.category_id)
        expect(entry.category_nom).toBe(category?.nom)
        expect(entry.products).toHaveLength(Math.min(6, entry.total_products))
        entry.products.forEach(expectCard)
        const firstPage = await get<Card[]>(`/categories/slug/${entry.category_slug}/products?limit=6`, shop)
        expect(entry.products).toEqual(firstPage)
      }
      expect(home.products_by_category.find((e) => e.category_slug === big)?.total_products).toBe(26)
    })

    it('has at least 60 products, some on sale, some without image, with names that need escaping', async () => {
      const cards = await allCards(shop)
      expect(cards.length).toBeGreaterThanOrEqual(60)
      expect(new Set(cards.map((c) => c.slug)).size).toBe(cards.length)
      expect(cards.some((c) => c.prix_original !== null)).toBe(true)
      expect(cards.some((c) => c.image === null && c.image_url === null)).toBe(true)
      for (const character of ['<', '"', '&']) {
        expect(
          cards.some((c) => c.nom.includes(character)),
          character,
        ).toBe(true)
      }
    })

    it('gives product details with variants, reviews and description images', async () => {
      const cards = await get<Card[]>(`/categories/slug/${big}/products?limit=50`, shop)
      const products = await Promise.all(cards.map((card) => get<Product>(`/produits/slug/${card.slug}`, shop)))
      for (const [index, product] of products.entries()) {
        const card = cards[index] as Card
        expect(keysOf(product)).toEqual(PRODUCT_FIELDS)
        expectCard(cardOf(product))
        expect(cardOf(product)).toEqual(card)
        expect(product.description).toMatch(/^<p><strong>[\s\S]*<ul>[\s\S]*<li>/)
        expect(product.reference?.length).toBeGreaterThan(0)
        expect(Number.isInteger(product.qteEnStock)).toBe(true)
        expect(product.images.length).toBeLessThanOrEqual(3)
        product.images.forEach(expectImageUrl)
        expect(product.category).toEqual({
          slug: big,
          nom: (await get<Category>(`/categories/slug/${big}`, shop)).nom,
        })
        for (const variant of product.variants) {
          expect(keysOf(variant)).toEqual(VARIANT_FIELDS)
          expect(Number.isInteger(variant.prix)).toBe(true)
          if (variant.prixOriginal !== null) expect(variant.prixOriginal).toBeGreaterThan(variant.prix)
          expectImageUrl(variant.image)
        }
        for (const review of product.avis) {
          expect(keysOf(review)).toEqual(REVIEW_FIELDS)
          expect([1, 2, 3, 4, 5]).toContain(review.note)
          expect(typeof review.achat_verifie).toBe('boolean')
          expect(new Date(review.date_creation).toISOString()).toBe(review.date_creation)
        }
      }
      const withVariants = products.filter((p) => p.variants.length > 0)
      expect(withVariants.length).toBeGreaterThanOrEqual(5)
      for (const product of withVariants) {
        expect(product.variants.length).toBeGreaterThanOrEqual(2)
        expect(product.variants.length).toBeLessThanOrEqual(4)
        expect(new Set(product.variants.map((v) => v.image)).size).toBe(product.variants.length)
      }
      const withReviews = products.filter((p) => p.avis.length > 0)
      expect(withReviews.length).toBeGreaterThanOrEqual(3)
      expect(withReviews.every((p) => p.avis.length <= 5)).toBe(true)
      const reviews = withReviews.flatMap((p) => p.avis)
      expect(new Set(reviews.map((r) => r.note)).size).toBeGreaterThanOrEqual(3)
      expect(reviews.some((r) => r.achat_verifie)).toBe(true)
      expect(reviews.some((r) => !r.achat_verifie)).toBe(true)
      expect(products.some((p) => p.images.length > 0)).toBe(true)
    })

    it('answers 404 for an unknown product', async () => {
      await expectError('/produits/slug/produit-inexistant', 404, 'Produit introuvable.', shop)
    })

    it('answers 400 with a French message to bad paging', async () => {
      for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=', 'limit=0', 'limit=51', 'limit=x']) {
        for (const path of [`/categories/slug/${big}/products?${query}`, `/home/?${query}`]) {
          const response = await call(path, shop)
          expect(response.status, path).toBe(400)
          const { message } = (await response.json()) as { message: string }
          expect(message).toMatch(/^Paramètre « (page|limit) » invalide/)
        }
      }
    })
  })

  it('answers /home without the trailing slash, honours limit, and gives no categories after page 1', async () => {
    const withSlash = await get<Home>('/home/?page=1&limit=6')
    expect(await get<Home>('/home?page=1&limit=6')).toEqual(withSlash)
    expect(await get<Home>('/home')).toEqual(withSlash)
    const small = await get<Home>('/home/?page=1&limit=2')
    expect(small.products_by_category.map((e) => e.products.length)).toEqual(
      withSlash.products_by_category.map((e) => Math.min(2, e.total_products)),
    )
    const next = await get<Home>('/home/?page=2&limit=6')
    expect(next).toEqual({ sliders: withSlash.sliders, products_by_category: [] })
  })

  it('answers the empty-body product with 200 and nothing in the body', async () => {
    const response = await call('/produits/slug/produit-vide')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('0')
    expect(await response.text()).toBe('')
    // Only in the demo shop, and it is in no list.
    await expectError('/produits/slug/produit-vide', 404, 'Produit introuvable.', 'mode')
    expect((await get<SearchAnswer>('/products/search?q=produit-vide')).total).toBe(0)
  })

  it('has the products the README points to', async () => {
    const freezer = await get<Product>('/produits/slug/congelateur-coffre-200-l')
    expect(freezer.variants.map((v) => v.nom)).toEqual(['Blanc', 'Noir', 'Inox', 'Gris'])
    expect(new Set(freezer.variants.map((v) => v.prix)).size).toBe(4)
    expect(freezer.variants[0]?.prix).toBe(freezer.prix)
    const regulator = await get<Product>('/produits/slug/regulateur-de-tension-1000-va')
    expect(regulator.avis.length).toBeGreaterThan(0)
    expect(regulator.images.length).toBeGreaterThan(0)
    const iron = await get<Product>('/produits/slug/fer-a-repasser-vapeur')
    expect(iron).toMatchObject({ image: null, image_url: null })
    const dress = await get<Product>('/produits/slug/robe-trapeze-en-kente', 'mode')
    expect(dress.variants.map((v) => v.nom)).toEqual(['S', 'M', 'L', 'XL'])
  })

  it('keeps the hostile description of the sanitising product for the storefront to clean', async () => {
    const product = await get<Product>('/produits/slug/lait-corporel-a-l-aloe-vera')
    expect(product.description).toContain('<script>')
    expect(product.description).toMatch(/ onerror="/)
  })

  it('keeps names with <, " and & as they are', async () => {
    const names = (await allCards('demo')).map((c) => c.nom)
    expect(names).toEqual(
      expect.arrayContaining([
        'Rallonge électrique <3 m> 4 prises',
        'Coffret "Saveurs du Cameroun"',
        'Seau & essoreuse',
      ]),
    )
    const product = await get<Product>('/produits/slug/robe-soiree-ceinture', 'mode')
    expect(product.nom).toBe('Robe "Soirée" & ceinture')
    expect(product.description).toContain('<strong>Robe &#34;Soirée&#34; &#38; ceinture</strong>')
  })

  it('searches names ignoring case and accents, and counts every match', async () => {
    const found = await get<SearchAnswer>('/products/search?q=refrigerateur')
    expect(keysOf(found)).toEqual(['items', 'total'])
    expect(found.items.map((c) => c.nom)).toContain('Réfrigérateur combiné 300 L')
    found.items.forEach(expectCard)

    const cards = await allCards('demo')
    const expected = cards.filter((c) => plain(c.nom).includes('electrique'))
    expect(expected.length).toBeGreaterThan(1)
    const electrique = await get<SearchAnswer>('/products/search?q=ELECTRIQUE')
    expect(electrique.total).toBe(expected.length)
    expect(electrique.items.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort())

    // Quotes and & in the name do not get in the way.
    for (const q of ['robe soiree', 'Soirée & Ceinture', 'ROBE "SOIREE"']) {
      const mode = await get<SearchAnswer>(`/products/search?q=${encodeURIComponent(q)}`, 'mode')
      expect(
        mode.items.map((c) => c.nom),
        q,
      ).toEqual(['Robe "Soirée" & ceinture'])
      expect(mode.total).toBe(1)
    }
  })

  it('searches references too', async () => {
    const { reference, slug } = await get<Product>('/produits/slug/refrigerateur-combine-300-l')
    const found = await get<SearchAnswer>(`/products/search?q=${encodeURIComponent((reference ?? '').toLowerCase())}`)
    expect(found.items.map((c) => c.slug)).toContain(slug)
  })

  it('gives at most 48 items but the full total', async () => {
    const cards = await allCards('demo')
    const answer = await get<SearchAnswer>('/products/search?q=e')
    const total = cards.filter((c) => plain(c.nom).includes('e')).length
    expect(total).toBeGreaterThan(48)
    expect(answer.items).toHaveLength(48)
    expect(answer.total).toBeGreaterThanOrEqual(total)
  })

  it.each(['', '?q=', '?q=%20%20', '?q=%26%22'])('answers an empty search for %j', async (query) => {
    expect(await get<SearchAnswer>(`/products/search${query}`)).toEqual({ items: [], total: 0 })
  })

  it('answers no match with an empty list', async () => {
    expect(await get<SearchAnswer>('/products/search?q=zzzz')).toEqual({ items: [], total: 0 })
  })

  it.each([
    '/home/?page=1&limit=6',
    '/categories',
    '/categories/slug/legumes',
    '/categories/slug/legumes/products?page=1&limit=12',
    '/produits/slug/manioc-frais',
    '/products/search?q=manioc',
  ])('answers 401 for the inactive shop on %s', async (path) => {
    const response = await call(path, 'ferme')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: SHOP_NOT_FOUND })
  })

  it('keeps each shop to its own catalogue', async () => {
    await expectError('/produits/slug/robe-soiree-ceinture', 404, 'Produit introuvable.', 'demo')
    expect((await get<SearchAnswer>('/products/search?q=robe', 'nuit')).total).toBe(0)
    const marche = await get<Category[]>('/categories', 'marche')
    expect(marche.map((c) => c.slug)).toContain('fruits')
  })

  it('serves catalogue pictures as phone photos: JPEGs 1200 px wide or more, of 150 KB or more', async () => {
    const home = await get<Home>('/home/')
    const product = await get<Product>('/produits/slug/refrigerateur-combine-300-l')
    const categories = await get<Category[]>('/categories')
    const withImages = (
      await Promise.all((await allCards('demo')).map((c) => get<Product>(`/produits/slug/${c.slug}`)))
    ).find((p) => p.images.length > 0)
    const urls = [
      product.image,
      home.sliders[0]?.['image_url'],
      categories.find((c) => c.image !== null)?.image,
      withImages?.images[0],
    ]
    for (const url of urls) {
      expect(url).toBeTruthy()
      const response = await fetch(url as string)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.length, url as string).toBeGreaterThan(150_000)
      const { format, width } = await sharp(bytes).metadata()
      expect({ format, wide: (width ?? 0) >= 1200 }).toEqual({ format: 'jpeg', wide: true })
    }
    // The same path is always the same photo.
    const again = Buffer.from(await (await fetch(product.image as string)).arrayBuffer())
    expect(again.equals(Buffer.from(await (await fetch(product.image as string)).arrayBuffer()))).toBe(true)
  })

  it('adds the catalogue to a database seeded before it existed, once', async () => {
    const db = await api.mf.getD1Database('DB')
    const count = async () => (await db.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())?.n ?? 0
    const before = await count()
    expect(before).toBeGreaterThanOrEqual(240)
    await db.batch([
      db.prepare('DELETE FROM products WHERE shop_id = 2'),
      db.prepare("UPDATE seed_meta SET value = 'ancienne-version' WHERE key = 'seed'"),
    ])
    expect(await count()).toBeLessThan(before)
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
    expect(await count()).toBe(before)
    await fetch(`${api.url}/health`)
    expect(await count()).toBe(before)
    expect(await get<Card[]>('/categories/slug/robes/products?page=3', 'mode')).toHaveLength(2)
  })
})

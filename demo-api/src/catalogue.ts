import type {
  CategorySchema,
  ProductCardSchema,
  ProductSchema,
  ReviewSchema,
  SearchSchema,
  Sent,
  VariantSchema,
} from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, absoluteUrl, json } from './http'
import { readPaging } from './paging'
import { EMPTY_BODY_PRODUCT } from './seed-catalogue'
import { searchKey } from './text'

/**
 * Categories, products and search:
 * GET /categories, /categories/slug/{slug}, /categories/slug/{slug}/products,
 * /produits/slug/{slug}, /products/search. Answers are the bare objects and
 * arrays of the storefront spec, without wrappers.
 */

const CATALOGUE_MESSAGES = {
  categoryNotFound: 'Catégorie introuvable.',
  productNotFound: 'Produit introuvable.',
} as const

/** Category page size (spec section 9) and the largest page a caller may ask. */
const CATEGORY_PAGE = { limit: 12, maxLimit: 50 } as const
const SEARCH_MAX_ITEMS = 48
const SEARCH_MAX_QUERY = 100

interface CategoryRow {
  id: number
  slug: string
  nom: string
  image_path: string | null
}

/** The columns a product card needs. */
export interface ProductCardRow {
  id: number
  nom: string
  slug: string
  prix: number
  prix_original: number | null
  image_path: string | null
}

interface ProductRow extends ProductCardRow {
  description: string
  reference: string
  qte_en_stock: number
  category_slug: string
  category_nom: string
}

interface VariantRow {
  id: number
  nom: string
  prix: number
  prix_original: number | null
  image_path: string | null
}

interface ReviewRow {
  id: number
  nom_client: string
  note: number
  message: string
  achat_verifie: number
  date_creation: string
}

/** The answers as this API sends them, checked against the platform's schemas. */
export type Category = ReturnType<typeof toCategory>
export type ProductCard = ReturnType<typeof toProductCard>
export type Product = ReturnType<typeof toProduct>
/** A review (the seed writes the same). */
export type Review = ReturnType<typeof toReview>
export type SearchAnswer = ReturnType<typeof toSearchAnswer>

/** Column list for `toProductCard`, with an optional table alias. */
export function productCardColumns(alias = ''): string {
  const prefix = alias ? `${alias}.` : ''
  return ['id', 'nom', 'slug', 'prix', 'prix_original', 'image_path'].map((c) => prefix + c).join(', ')
}

export function toProductCard(row: ProductCardRow, origin: string) {
  const image = absoluteUrl(row.image_path, origin)
  return {
    id: row.id,
    nom: row.nom,
    slug: row.slug,
    prix: row.prix,
    prix_original: row.prix_original,
    image,
    image_url: image,
  } satisfies Sent<typeof ProductCardSchema>
}

function toVariant(row: VariantRow, origin: string) {
  return {
    id: row.id,
    nom: row.nom,
    prix: row.prix,
    prixOriginal: row.prix_original,
    image: absoluteUrl(row.image_path, origin),
  } satisfies Sent<typeof VariantSchema>
}

function toReview(row: ReviewRow) {
  return {
    id: row.id,
    nom_client: row.nom_client,
    note: row.note,
    message: row.message,
    achat_verifie: row.achat_verifie === 1,
    date_creation: row.date_creation,
  } satisfies Sent<typeof ReviewSchema>
}

export function registerCatalogueRoutes(api: ApiApp): void {
  api.get('/categories', listCategories)
  api.get('/categories/slug/:slug', getCategory)
  api.get('/categories/slug/:slug/products', listCategoryProducts)
  api.get('/produits/slug/:slug', getProduct)
  api.get('/products/search', searchProducts)
}

function toCategory(row: CategoryRow, origin: string) {
  return {
    category_id: row.id,
    slug: row.slug,
    nom: row.nom,
    image: absoluteUrl(row.image_path, origin),
  } satisfies Sent<typeof CategorySchema>
}

async function findCategory({ env, var: { shop } }: ApiContext, slug: string): Promise<CategoryRow> {
  const row = await env.DB.prepare('SELECT id, slug, nom, image_path FROM categories WHERE shop_id = ?1 AND slug = ?2')
    .bind(shop.id, slug.toLowerCase())
    .first<CategoryRow>()
  if (!row) throw new HttpError(404, CATALOGUE_MESSAGES.categoryNotFound)
  return row
}

/** GET /categories → Category[], in display order. */
async function listCategories({ env, var: { shop, url } }: ApiContext): Promise<Response> {
  const { results } = await env.DB.prepare(
    'SELECT id, slug, nom, image_path FROM categories WHERE shop_id = ?1 ORDER BY position, id',
  )
    .bind(shop.id)
    .all<CategoryRow>()
  return json(results.map((row) => toCategory(row, url.origin)))
}

/** GET /categories/slug/{slug} → Category, 404 when unknown. */
async function getCategory(c: ApiContext): Promise<Response> {
  const row = await findCategory(c, c.req.param('slug') ?? '')
  return json(toCategory(row, c.var.url.origin))
}

/** GET /categories/slug/{slug}/products?page&limit → ProductCard[]; a page past the end is []. */
async function listCategoryProducts(c: ApiContext): Promise<Response> {
  const { url } = c.var
  const { limit, offset } = readPaging(url, CATEGORY_PAGE)
  const category = await findCategory(c, c.req.param('slug') ?? '')
  const { results } = await c.env.DB.prepare(
    `SELECT ${productCardColumns()} FROM products
     WHERE category_id = ?1 ORDER BY position, id LIMIT ?2 OFFSET ?3`,
  )
    .bind(category.id, limit, offset)
    .all<ProductCardRow>()
  return json(results.map((row) => toProductCard(row, url.origin)))
}

/** GET /produits/slug/{slug} → Product, 404 when unknown (one slug answers an empty body). */
async function getProduct({ req, env, var: { shop, url } }: ApiContext): Promise<Response> {
  const slug = (req.param('slug') ?? '').toLowerCase()
  if (shop.subdomain === EMPTY_BODY_PRODUCT.subdomain && slug === EMPTY_BODY_PRODUCT.slug) {
    return emptyBody()
  }
  const row = await env.DB.prepare(
    `SELECT ${productCardColumns('p')}, p.description, p.reference, p.qte_en_stock,
       c.slug AS category_slug, c.nom AS category_nom
     FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.shop_id = ?1 AND p.slug = ?2`,
  )
    .bind(shop.id, slug)
    .first<ProductRow>()
  if (!row) throw new HttpError(404, CATALOGUE_MESSAGES.productNotFound)

  const [variants, reviews, images] = await env.DB.batch([
    env.DB.prepare(
      'SELECT id, nom, prix, prix_original, image_path FROM variants WHERE product_id = ?1 ORDER BY position, id',
    ).bind(row.id),
    env.DB.prepare(
      `SELECT id, nom_client, note, message, achat_verifie, date_creation FROM reviews
       WHERE product_id = ?1 ORDER BY date_creation DESC, id`,
    ).bind(row.id),
    env.DB.prepare('SELECT image_path FROM product_images WHERE product_id = ?1 ORDER BY position, id').bind(row.id),
  ])

  return json(
    toProduct(
      row,
      {
        images: (images?.results ?? []) as { image_path: string }[],
        variants: (variants?.results ?? []) as VariantRow[],
        reviews: (reviews?.results ?? []) as ReviewRow[],
      },
      url.origin,
    ),
  )
}

function toProduct(
  row: ProductRow,
  details: { images: { image_path: string }[]; variants: VariantRow[]; reviews: ReviewRow[] },
  origin: string,
) {
  return {
    ...toProductCard(row, origin),
    // Stored as '' when the product has none (NOT NULL columns); answered null, as a platform would.
    description: row.description === '' ? null : row.description,
    reference: row.reference === '' ? null : row.reference,
    qteEnStock: row.qte_en_stock,
    images: details.images
      .map((image) => absoluteUrl(image.image_path, origin))
      .filter((image): image is string => image !== null),
    variants: details.variants.map((v) => toVariant(v, origin)),
    avis: details.reviews.map(toReview),
    category: { slug: row.category_slug, nom: row.category_nom },
  } satisfies Sent<typeof ProductSchema>
}

/**
 * 200 with nothing in it, as the platform sometimes answers for a product it
 * cannot load. `Content-Encoding: identity` stops the edge compression
 * (which wrangler dev and Miniflare imitate for JSON), so the answer keeps
 * `Content-Length: 0` whatever Accept-Encoding the caller sends.
 */
function emptyBody(): Response {
  return new Response(null, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': '0',
      'content-encoding': 'identity',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/**
 * GET /products/search?q= → { items, total }. Substring of the name or the
 * reference, ignoring case, accents and punctuation (see `searchKey`). Names
 * starting with the query come first. At most 48 items, total counts every
 * match. An empty q (or one made only of punctuation) finds nothing.
 */
async function searchProducts({ env, var: { shop, url } }: ApiContext): Promise<Response> {
  const query = searchKey(url.searchParams.get('q') ?? '').slice(0, SEARCH_MAX_QUERY)
  if (query === '') return json(toSearchAnswer([], 0, url.origin))
  const matches = 'shop_id = ?1 AND (instr(search_nom, ?2) > 0 OR instr(search_reference, ?2) > 0)'
  const [items, count] = await env.DB.batch([
    env.DB.prepare(
      `SELECT ${productCardColumns()} FROM products WHERE ${matches}
       ORDER BY instr(search_nom, ?2) <> 1, id LIMIT ?3`,
    ).bind(shop.id, query, SEARCH_MAX_ITEMS),
    env.DB.prepare(`SELECT COUNT(*) AS total FROM products WHERE ${matches}`).bind(shop.id, query),
  ])
  const rows = (items?.results ?? []) as ProductCardRow[]
  const total = ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0
  return json(toSearchAnswer(rows, total, url.origin))
}

function toSearchAnswer(rows: ProductCardRow[], total: number, origin: string) {
  return { items: rows.map((row) => toProductCard(row, origin)), total } satisfies Sent<typeof SearchSchema>
}

import { z } from 'zod'
import {
  CategorySchema,
  HomeSchema,
  ProductCardSchema,
  ProductSchema,
  SearchSchema,
  type Category,
  type HomeData,
  type Product,
  type ProductCard,
  type SearchResults,
} from './contract.server'
import { CacheStrategy } from '~/server/edge-cache/store.server'
import { ApiError, type Api } from './client.server'

/** Public catalogue answers: fresh for a minute, then served stale for five while refreshed. */

export type { Category, HomeData, Product, ProductCard } from './contract.server'

// One schema object each: the API client recognises an answer it already checked by key and schema.
const CategoriesSchema = z.array(CategorySchema)
const ProductCardsSchema = z.array(ProductCardSchema)
const ProductOrNoneSchema = ProductSchema.nullable()

/** The home page's data, `perCategory` products in each category. */
export function getHome(api: Api, perCategory: number): Promise<HomeData> {
  return api.get('/home/', HomeSchema, {
    query: { page: 1, limit: perCategory },
    cache: CacheStrategy.content,
  })
}

export function getCategories(api: Api): Promise<Category[]> {
  return api.get('/categories', CategoriesSchema, { cache: CacheStrategy.content })
}

export function getCategory(api: Api, slug: string): Promise<Category> {
  return api.get(`/categories/slug/${encodeURIComponent(slug)}`, CategorySchema, { cache: CacheStrategy.content })
}

export function getCategoryProducts(api: Api, slug: string, page: number, limit: number): Promise<ProductCard[]> {
  return api.get(`/categories/slug/${encodeURIComponent(slug)}/products`, ProductCardsSchema, {
    query: { page, limit },
    cache: CacheStrategy.content,
  })
}

/**
 * The product of a slug, or null when the platform has none (404): that "none" is kept like an answer, so that a
 * made-up slug asked again costs the platform nothing. An answer without a body (the spec's 'Product data not found
 * in response.'), garbled or of another shape is a failure (ApiError 'malformed'), never "none".
 */
export function getProductOrNone(api: Api, slug: string): Promise<Product | null> {
  return api.get(productPath(slug), ProductOrNoneSchema, { cache: CacheStrategy.content, nullOn404: true })
}

/** Whether the product of a slug (or its "none") is kept: looking it up now costs the platform nothing. */
export function isProductKept(api: Api, slug: string): Promise<boolean> {
  return api.isKept(productPath(slug), { cache: CacheStrategy.content })
}

const productPath = (slug: string) => `/produits/slug/${encodeURIComponent(slug)}`

/** The product of a slug; none is the platform's 404 (an ApiError), as it answered. */
export async function getProduct(api: Api, slug: string): Promise<Product> {
  const product = await getProductOrNone(api, slug)
  if (!product) throw new ApiError('status', 404, null)
  return product
}

export function searchProducts(api: Api, q: string): Promise<SearchResults> {
  return api.get('/products/search', SearchSchema, { query: { q } })
}

/**
 * The products whose name contains `name`, kept like the catalogue's other answers: for names the storefront
 * itself asks about (a cart's products, to write their slugs in a cart link), never a shopper's typed query.
 */
export function searchProductsNamed(api: Api, name: string): Promise<SearchResults> {
  return api.get('/products/search', SearchSchema, { query: { q: name }, cache: CacheStrategy.content })
}

import { z } from 'zod'
import { id, money, optionalMoney, text } from './schema.server'
import { CATEGORY_PAGE_SIZE, HOME_PRODUCTS_PER_CATEGORY } from '~/lib/catalogue'
import { ApiError, type Api } from './client.server'

/** Public catalogue answers: fresh for a minute, then served stale for five while refreshed. */
const CATALOGUE_CACHE = { cacheTtl: 60, staleWhileRevalidate: 300 }

const ProductCardSchema = z.object({
  id,
  nom: z.string(),
  slug: z.string(),
  prix: money,
  prix_original: optionalMoney,
  image: text,
  image_url: text,
})
export type ProductCard = z.infer<typeof ProductCardSchema>

const SliderSchema = z.object({
  image_url: text,
  grand_titre: text,
  petit_titre: text,
  offre: text,
  lien: text,
  text_lien: text,
})
export type Slider = z.infer<typeof SliderSchema>

const CategorySchema = z.object({
  category_id: id,
  slug: z.string(),
  nom: z.string(),
  image: text,
})
export type Category = z.infer<typeof CategorySchema>

const HomeSchema = z.object({
  sliders: z
    .array(SliderSchema)
    .nullish()
    .transform((v) => v ?? []),
  products_by_category: z
    .array(
      z.object({
        category_id: id,
        category_nom: z.string(),
        category_slug: z.string(),
        products: z.array(ProductCardSchema),
        total_products: z.number().int().nonnegative(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
})
export type HomeData = z.infer<typeof HomeSchema>

const VariantSchema = z.object({
  id,
  nom: z.string(),
  prix: money,
  prixOriginal: optionalMoney,
  image: text,
})
export type Variant = z.infer<typeof VariantSchema>

const ReviewSchema = z.object({
  id,
  nom_client: z.string(),
  note: z.number().min(1).max(5),
  message: z.string(),
  achat_verifie: z.boolean().nullish().transform(Boolean),
  date_creation: z.string(),
})
export type Review = z.infer<typeof ReviewSchema>

const ProductSchema = ProductCardSchema.extend({
  description: text,
  reference: text,
  qteEnStock: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  images: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  variants: z
    .array(VariantSchema)
    .nullish()
    .transform((v) => v ?? []),
  avis: z
    .array(ReviewSchema)
    .nullish()
    .transform((v) => v ?? []),
  category: z
    .object({ slug: z.string(), nom: z.string() })
    .nullish()
    .transform((v) => v ?? null),
})
export type Product = z.infer<typeof ProductSchema>

const SearchSchema = z.object({
  items: z.array(ProductCardSchema),
  total: z.number().int().nonnegative(),
})
export type SearchResults = z.infer<typeof SearchSchema>

/** The platform's answer to a product that it sent without a body. */
export const EMPTY_PRODUCT_MESSAGE = 'Product data not found in response.'

export function getHome(api: Api): Promise<HomeData> {
  return api.get('/home/', HomeSchema, { query: { page: 1, limit: HOME_PRODUCTS_PER_CATEGORY }, ...CATALOGUE_CACHE })
}

export function getCategories(api: Api): Promise<Category[]> {
  return api.get('/categories', z.array(CategorySchema), CATALOGUE_CACHE)
}

export function getCategory(api: Api, slug: string): Promise<Category> {
  return api.get(`/categories/slug/${encodeURIComponent(slug)}`, CategorySchema, CATALOGUE_CACHE)
}

export function getCategoryProducts(
  api: Api,
  slug: string,
  page: number,
  limit = CATEGORY_PAGE_SIZE,
): Promise<ProductCard[]> {
  return api.get(`/categories/slug/${encodeURIComponent(slug)}/products`, z.array(ProductCardSchema), {
    query: { page, limit },
    ...CATALOGUE_CACHE,
  })
}

export async function getProduct(api: Api, slug: string): Promise<Product> {
  const product = await api.get(`/produits/slug/${encodeURIComponent(slug)}`, ProductSchema.nullable(), CATALOGUE_CACHE)
  if (!product) throw new ApiError('malformed', 200, EMPTY_PRODUCT_MESSAGE)
  return product
}

export function searchProducts(api: Api, q: string): Promise<SearchResults> {
  return api.get('/products/search', SearchSchema, { query: { q } })
}

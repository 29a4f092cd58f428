import type { HomeCategorySchema, HomeSchema, Sent, SliderSchema } from '../../app/api/contract.server'
import { productCardColumns, toProductCard, type ProductCard, type ProductCardRow } from './catalogue'
import type { ApiApp, ApiContext } from './context'
import { absoluteUrl, json } from './http'
import { readPaging } from './paging'

/**
 * GET /home/?page=1&limit=6 → { sliders, products_by_category }.
 * One entry per category with at least one product, in category order, each
 * with its first `limit` products (default 6, at most 50) and its product
 * count. Every category fits on page 1: a later page gives the same sliders
 * and no categories.
 */

const HOME_PAGE = { limit: 6, maxLimit: 50 } as const

interface SliderRow {
  image_path: string
  grand_titre: string
  petit_titre: string
  offre: string
  lien: string
  text_lien: string
}

interface HomeProductRow extends ProductCardRow {
  category_id: number
  category_nom: string
  category_slug: string
  total_products: number
}

export function registerHomeRoutes(api: ApiApp): void {
  api.get('/home', getHome)
}

async function getHome({ env, var: { shop, url } }: ApiContext): Promise<Response> {
  const { page, limit } = readPaging(url, HOME_PAGE)
  const [sliderResult, productResult] = await env.DB.batch([
    env.DB.prepare(
      `SELECT image_path, grand_titre, petit_titre, offre, lien, text_lien FROM sliders
       WHERE shop_id = ?1 ORDER BY position, id`,
    ).bind(shop.id),
    // The first `limit` products of each category and the category's count, in one pass.
    env.DB.prepare(
      `SELECT ${productCardColumns('p')}, c.id AS category_id, c.nom AS category_nom, c.slug AS category_slug,
         p.total_products
       FROM categories c
       JOIN (
         SELECT ${productCardColumns()}, category_id, position,
           ROW_NUMBER() OVER (PARTITION BY category_id ORDER BY position, id) AS row_in_category,
           COUNT(*) OVER (PARTITION BY category_id) AS total_products
         FROM products WHERE shop_id = ?1
       ) p ON p.category_id = c.id
       WHERE c.shop_id = ?1 AND p.row_in_category <= ?2 AND ?3 = 1
       ORDER BY c.position, c.id, p.row_in_category`,
    ).bind(shop.id, limit, page),
  ])

  const sliderRows = (sliderResult?.results ?? []) as SliderRow[]
  const productRows = (productResult?.results ?? []) as HomeProductRow[]
  return json(toHomeData(sliderRows, productRows, url.origin))
}

/** The answer of GET /home, as this API sends it. */
export type HomeData = ReturnType<typeof toHomeData>

function toHomeData(sliderRows: SliderRow[], productRows: HomeProductRow[], origin: string) {
  const sliders = sliderRows.map(
    (row) =>
      ({
        image_url: absoluteUrl(row.image_path, origin) ?? '',
        grand_titre: row.grand_titre,
        petit_titre: row.petit_titre,
        offre: row.offre,
        lien: row.lien,
        text_lien: row.text_lien,
      }) satisfies Sent<typeof SliderSchema>,
  )

  const byCategory: ReturnType<typeof toHomeCategory>[] = []
  for (const row of productRows) {
    let entry = byCategory[byCategory.length - 1]
    if (entry?.category_id !== row.category_id) {
      entry = toHomeCategory(row)
      byCategory.push(entry)
    }
    entry.products.push(toProductCard(row, origin))
  }
  return { sliders, products_by_category: byCategory } satisfies Sent<typeof HomeSchema>
}

/** A category of the home page, its products added while reading the rows. */
function toHomeCategory(row: HomeProductRow) {
  return {
    category_id: row.category_id,
    category_nom: row.category_nom,
    category_slug: row.category_slug,
    products: [] as ProductCard[],
    total_products: row.total_products,
  } satisfies Sent<typeof HomeCategorySchema>
}

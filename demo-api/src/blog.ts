import type { ArticleListSchema, ArticleSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { HttpError, absoluteUrl, json } from './http'
import { searchKey } from './text'

/**
 * The shop's blog: GET /articles-blog (paged, newest first, optional
 * category filter and one excluded id) and GET /articles-blog/{slug or id}.
 * Contents are markdown; their images (`![…](/images/…)`) and the cover
 * image become absolute URLs on this API's origin.
 */

const BLOG_MESSAGES = {
  badPaging: 'Paramètres de pagination invalides.',
  badExclude: 'Paramètre « exclude » invalide : un identifiant d’article est attendu.',
  notFound: 'Article introuvable.',
} as const

/** Category slugs and the names the answers carry. */
export const BLOG_CATEGORIES = {
  actualites: 'Actualités',
  conseils: 'Conseils',
  tutoriels: 'Tutoriels',
} as const
export type BlogCategory = keyof typeof BLOG_CATEGORIES

const PAGING = { limit: 10, maxLimit: 50 } as const

/** A positive whole number without leading zeros, nine digits at most (a safe offset). */
const POSITIVE = /^[1-9]\d{0,8}$/

/** The id of `/articles-blog/{slug}`: all of it (`14`) or its last dash-separated part (`mon-titre-14`). */
const SLUG_ID = /^(?:.*-)?([1-9]\d{0,8})$/

interface ArticleRow {
  id: number
  titre: string
  contenu: string
  image_path: string | null
  auteur: string | null
  category: BlogCategory | null
  temps_lecture: number | null
  created_at: string
}

const ARTICLE_COLUMNS = 'id, titre, contenu, image_path, auteur, category, temps_lecture, created_at'

/** The answers as this API sends them, checked against the platform's schemas. */
export type Article = ReturnType<typeof toArticle>
export type ArticleList = ReturnType<typeof toArticleList>

export function registerBlogRoutes(api: ApiApp): void {
  api.get('/articles-blog', listArticles)
  api.get('/articles-blog/:slug', getArticle)
}

function toArticle(row: ArticleRow, origin: string) {
  return {
    id: row.id,
    titre: row.titre,
    // An article without content is stored as '' (NOT NULL column) and answered null.
    contenu: row.contenu === '' ? null : withAbsoluteImages(row.contenu, origin),
    createdAt: row.created_at,
    image: absoluteUrl(row.image_path, origin),
    auteur: row.auteur,
    categorie: row.category === null ? null : BLOG_CATEGORIES[row.category],
    tempsLecture: row.temps_lecture,
  } satisfies Sent<typeof ArticleSchema>
}

function toArticleList(rows: ArticleRow[], page: number, limit: number, total: number, origin: string) {
  return {
    items: rows.map((row) => toArticle(row, origin)),
    // page, limit and total are more than the spec names: the storefront reads totalPages only.
    pagination: { totalPages: Math.ceil(total / limit), ...{ page, limit, total } },
  } satisfies Sent<typeof ArticleListSchema>
}

/** Markdown images stored relative to this API (`](/images/…`) point at its origin. */
function withAbsoluteImages(markdown: string, origin: string): string {
  return markdown.replaceAll('](/images/', `](${origin}/images/`)
}

/**
 * GET /articles-blog?page=1&limit=10&category={slug}&exclude={id}. `page` and
 * `limit` (1 to 50) must be positive whole numbers when given. An unknown
 * category matches nothing; an empty `category` or `exclude` is no filter.
 */
async function listArticles({ env, var: { shop, url } }: ApiContext): Promise<Response> {
  const page = readPositive(url.searchParams.get('page'), 1, BLOG_MESSAGES.badPaging)
  const limit = readPositive(url.searchParams.get('limit'), PAGING.limit, BLOG_MESSAGES.badPaging)
  if (limit > PAGING.maxLimit) throw new HttpError(400, BLOG_MESSAGES.badPaging)
  const excludeText = url.searchParams.get('exclude') ?? ''
  const exclude = excludeText === '' ? null : readPositive(excludeText, 0, BLOG_MESSAGES.badExclude)
  const categoryText = url.searchParams.get('category') ?? ''
  // `Actualités`, `actualites` and `ACTUALITES` all name the same category.
  const category = categoryText.trim() === '' ? null : searchKey(categoryText)

  const filter = 'shop_id = ?1 AND (?2 IS NULL OR category = ?2) AND (?3 IS NULL OR id <> ?3)'
  const [counted, listed] = await env.DB.batch<unknown>([
    env.DB.prepare(`SELECT COUNT(*) AS total FROM blog_articles WHERE ${filter}`).bind(shop.id, category, exclude),
    env.DB.prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE ${filter}
       ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`,
    ).bind(shop.id, category, exclude, limit, (page - 1) * limit),
  ])
  const total = (counted?.results[0] as { total: number } | undefined)?.total ?? 0
  const rows = (listed?.results ?? []) as ArticleRow[]
  return json(toArticleList(rows, page, limit, total, url.origin))
}

/** GET /articles-blog/{slug or id}: `14`, `article-14` and `mon-titre-14` are article 14 of this shop. */
async function getArticle({ req, env, var: { shop, url } }: ApiContext): Promise<Response> {
  const match = SLUG_ID.exec(req.param('slug') ?? '')
  if (!match) throw new HttpError(404, BLOG_MESSAGES.notFound)
  const row = await env.DB.prepare(`SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE id = ?1 AND shop_id = ?2`)
    .bind(Number(match[1]), shop.id)
    .first<ArticleRow>()
  if (!row) throw new HttpError(404, BLOG_MESSAGES.notFound)
  return json(toArticle(row, url.origin))
}

function readPositive(text: string | null, fallback: number, message: string): number {
  if (text === null) return fallback
  if (!POSITIVE.test(text)) throw new HttpError(400, message)
  return Number(text)
}

import { ArticleItemsSchema, ArticleListSchema, ArticleSchema, type Article, type ArticleList } from './contract.server'
import { CacheStrategy } from '~/server/edge-cache/store.server'
import { ApiError, type Api } from './client.server'

export type { Article } from './contract.server'

/** Public blog answers: fresh for a minute, then served stale for five while refreshed. */

interface ArticleQuery {
  page?: number
  limit?: number
  /** Category slug: actualites, conseils, tutoriels. */
  category?: string
}

const articleQuery = ({ page, limit, category }: ArticleQuery) => ({
  page,
  limit,
  category: category || undefined,
})

/** The blog's paged list. */
export function getArticles(api: Api, query: ArticleQuery = {}): Promise<ArticleList> {
  return api.get('/articles-blog', ArticleListSchema, { query: articleQuery(query), cache: CacheStrategy.content })
}

/** The first `limit` articles but one (`exclude`, the article beside which they are shown): no pagination is read. */
export async function getOtherArticles(api: Api, exclude: string | number, limit: number): Promise<Article[]> {
  const list = await api.get('/articles-blog', ArticleItemsSchema, {
    query: { ...articleQuery({ page: 1, limit }), exclude: String(exclude) },
    cache: CacheStrategy.content,
  })
  return list.items
}

/** One article by id or slug; null when the platform has none (404). */
export async function getArticle(api: Api, idOrSlug: string): Promise<Article | null> {
  try {
    return await api.get(`/articles-blog/${encodeURIComponent(idOrSlug)}`, ArticleSchema, {
      cache: CacheStrategy.content,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

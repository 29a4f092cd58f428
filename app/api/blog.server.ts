import { ArticleListSchema, ArticleSchema, type Article, type ArticleList } from './contract.server'
import { ApiError, CacheStrategy, type Api } from './client.server'

export type { Article, ArticleList } from './contract.server'

/** Public blog answers: fresh for a minute, then served stale for five while refreshed. */

export interface ArticleQuery {
  page?: number
  limit?: number
  /** Category slug: actualites, conseils, tutoriels. */
  category?: string
  /** An article id left out (the recent articles beside an article). */
  exclude?: string | number
}

export function getArticles(api: Api, { page, limit, category, exclude }: ArticleQuery = {}): Promise<ArticleList> {
  return api.get('/articles-blog', ArticleListSchema, {
    query: {
      page,
      limit,
      category: category || undefined,
      exclude: exclude === undefined ? undefined : String(exclude),
    },
    ...CacheStrategy.content,
  })
}

/** One article by id or slug; null when the platform has none (404). */
export async function getArticle(api: Api, idOrSlug: string): Promise<Article | null> {
  try {
    return await api.get(`/articles-blog/${encodeURIComponent(idOrSlug)}`, ArticleSchema, CacheStrategy.content)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getArticles } from '~/api/blog.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { articleCard } from '~/content/articles.server'
import { BLOG_PAGE_SIZE, EXCERPT_LENGTH, isBlogCategory } from '~/content/blog'
import { pictureHosts } from '~/server/env.server'

/** The blog list's data (routes/($lang).blog._index.tsx): a page of articles, of one category or all. */
export async function loadBlogPage({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const wanted = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(wanted) && Number(wanted) >= 1 ? Number(wanted) : 1
  const asked = params.get('category')
  const category = isBlogCategory(asked) ? asked : null
  try {
    const list = await getArticles(publicApi(context), {
      page,
      limit: BLOG_PAGE_SIZE,
      category: category ?? undefined,
    })
    const now = new Date()
    const hosts = pictureHosts(context.env)
    return {
      page,
      category,
      totalPages: list.pagination.totalPages,
      articles: list.items.map((a) => articleCard(a, EXCERPT_LENGTH, { layout: 'cover', hosts }, now)),
    }
  } catch (caught) {
    const error = platformFailure(caught)
    // The spec's blog list failure: logged, and the list stays empty.
    console.error(`blog list: ${error.message}`)
    return { page, category, totalPages: 0, articles: [] }
  }
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getArticles } from '~/api/blog.server'
import { ApiError, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { articlePath } from '~/content/blog'
import { urlSet, xmlResponse } from '~/lib/sitemap'

const PAGE_SIZE = 50
/** At most this many pages of articles (1 000 articles). */
const MAX_PAGES = 20

/** Every article of the blog. */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = publicApi(context)
  const urls: string[] = []
  try {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await getArticles(api, { page, limit: PAGE_SIZE })
      urls.push(...list.items.map((a) => context.origin + articlePath(a.id)))
      if (page >= list.pagination.totalPages || list.items.length === 0) break
    }
  } catch (error) {
    if (error instanceof ApiError) return new Response(null, { status: faultStatus(error) })
    throw error
  }
  return xmlResponse(urlSet(urls))
}

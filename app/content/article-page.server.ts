import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getArticle, getOtherArticles } from '~/api/blog.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { blogPostingJsonLd, jsonLd } from '~/catalogue/structured-data.server'
import { articleCard, articleView } from '~/content/articles.server'
import { articleIdFromSlug, EXCERPT_LENGTH, RECENT_ARTICLES, RECENT_EXCERPT_LENGTH } from '~/content/blog'
import { requireShop, shownShopNames } from '~/layout/shop.server'
import { faultStatus } from '~/lib/failure'
import { absoluteUrl } from '~/lib/seo'
import { pictureHosts } from '~/server/env.server'

/**
 * An article's data (routes/($lang).blog.$slug.tsx): the article, its structured data, and the recent articles
 * streamed after it. Not found and a failure are thrown with the page to go back to.
 */
export async function loadArticlePage({ params, request, context }: LoaderFunctionArgs) {
  const id = articleIdFromSlug(params.slug ?? '')
  const back = backLink(request, context.origin)
  if (!id) throw data({ notFound: true, back }, { status: 404 })
  const api = publicApi(context)
  // Recent articles: started now, streamed after the article; a failure is only logged.
  const recent = getOtherArticles(api, id, RECENT_ARTICLES).then(
    (items) =>
      items
        .filter((a) => String(a.id) !== id)
        .slice(0, RECENT_ARTICLES)
        .map((a) => articleCard(a, RECENT_EXCERPT_LENGTH, { layout: 'sidebar', hosts: pictureHosts(context.env) })),
    (error: unknown) => {
      console.error(`recent articles: ${error instanceof Error ? error.message : String(error)}`)
      return []
    },
  )
  let article
  try {
    article = await getArticle(api, id)
  } catch (caught) {
    const error = platformFailure(caught)
    // Settled before the answer ends, so that its failure is logged too (calls still open then are cut).
    await recent
    throw data({ back }, { status: faultStatus(error) })
  }
  if (!article) throw data({ notFound: true, back }, { status: 404 })
  const view = articleView(article, EXCERPT_LENGTH, pictureHosts(context.env))
  const { shop } = await requireShop(context)
  const url = context.origin + view.path
  const structured = jsonLd(
    blogPostingJsonLd({
      headline: view.title,
      description: view.description,
      url,
      image: absoluteUrl(view.image, context.origin),
      datePublished: view.date,
      author: view.author,
      publisher: shownShopNames(context, shop).name,
      section: view.category,
    }),
  )
  return { article: view, structured, recent, canonicalPath: view.path }
}

/** 'Retour à la page précédente' without scripts: the page the visitor came from when it is in this shop, else /blog. */
function backLink(request: Request, origin: string): string {
  const referer = request.headers.get('Referer')
  if (!referer) return '/blog'
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    if (from.origin !== origin || (from.pathname === here.pathname && from.search === here.search)) return '/blog'
    return from.pathname + from.search
  } catch {
    return '/blog'
  }
}

import { getArticles } from '~/api/blog.server'
import { getCategories, getCategoryProducts } from '~/api/catalogue.server'
import { ApiError, publicApi } from '~/api/client.server'
import type { Shop } from '~/api/shop.server'
import { articlePath } from '~/content/blog'
import { isPrefixLanguage, LANGUAGE_CODES } from '~/lib/languages'
import { requireShop } from '~/layout/shop.server'
import { faultStatus } from '~/lib/failure'
import { sitemapIndex, urlSet, xmlResponse } from '~/lib/sitemap'
import type { RequestContext } from '~/server/load-context'

/** What search engines read of a shop: robots.txt and the sitemaps (routes/robots[.]txt.ts, routes/sitemap*). */

const PAGE_SIZE = 50
/** At most this many pages of articles (1 000), and of a category's products (well under the protocol's 50 000). */
const MAX_PAGES = 20

/** Per shop: where its sitemap is, and which pages are not for search engines. */
export function robotsTxt(context: RequestContext): Response {
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /customer',
    'Disallow: /search',
    'Disallow: /no-js',
    ...LANGUAGE_CODES.filter(isPrefixLanguage).flatMap((code) => [
      `Disallow: /${code}/cart`,
      `Disallow: /${code}/customer`,
      `Disallow: /${code}/search`,
    ]),
    'Disallow: /language',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

/** The sitemap index: the shop's pages, the blog's articles, then one sitemap of products per category. */
export async function sitemapIndexAnswer(context: RequestContext): Promise<Response> {
  await requireShop(context)
  const categories = await getCategories(publicApi(context)).catch(() => [])
  const o = context.origin
  return xmlResponse(
    sitemapIndex([
      `${o}/sitemap/pages.xml`,
      `${o}/sitemap/blog.xml`,
      ...categories.map((c) => `${o}/sitemap/categories/${encodeURIComponent(c.slug)}`),
    ]),
  )
}

/** Home, collections, every category, the blog and the policy pages. */
export async function pagesSitemap(context: RequestContext): Promise<Response> {
  const { shop } = await requireShop(context)
  const categories = await getCategories(publicApi(context)).catch(() => [])
  const o = context.origin
  return xmlResponse(
    urlSet([
      `${o}/`,
      `${o}/categories`,
      ...categories.map((c) => `${o}/categories/${encodeURIComponent(c.slug)}`),
      `${o}/blog`,
      ...policyPaths(shop).map((path) => o + path),
      `${o}/politique-de-confidentialite`,
    ]),
  )
}

/** The policy pages the shop has a text for (those the footer links). */
function policyPaths(shop: Shop): string[] {
  const { apropos, remboursement, retour } = shop.politiques
  return [
    apropos?.trim() ? '/policy/about' : null,
    remboursement?.trim() ? '/policy/refund' : null,
    retour?.trim() ? '/policy/return' : null,
  ].filter((path): path is string => path !== null)
}

/** Every article of the blog. */
export async function blogSitemap(context: RequestContext): Promise<Response> {
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

/** Every product of one category. */
export async function categorySitemap(context: RequestContext, slug: string): Promise<Response> {
  const api = publicApi(context)
  const urls: string[] = []
  try {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const products = await getCategoryProducts(api, slug, page, PAGE_SIZE)
      urls.push(...products.map((p) => `${context.origin}/products/${encodeURIComponent(p.slug)}`))
      if (products.length < PAGE_SIZE) break
    }
  } catch (error) {
    if (error instanceof ApiError) return new Response(null, { status: faultStatus(error) })
    throw error
  }
  return xmlResponse(urlSet(urls))
}

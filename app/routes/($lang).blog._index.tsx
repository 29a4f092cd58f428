import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { getArticles } from '~/api/blog.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { articleCard } from '~/content/articles.server'
import { ArticleCard } from '~/content/ArticleCard'
import { Pagination } from '~/content/Pagination'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { BLOG_PAGE_SIZE, EXCERPT_LENGTH, isBlogCategory, type BlogCategory } from '~/content/blog'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { rootMeta } from '~/root'
import contentStyles from '~/styles/content.css'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['blog'] } satisfies StringsHandle

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  const root = rootMeta(matches)
  const shop = root?.shop.name ?? ''
  if (!root || !data) return [{ title: translate('blog.metaTitle', { shop }) }]
  return pageMeta({
    title: translate('blog.metaTitle', { shop }),
    description: translate('blog.description', { shop }),
    url: canonicalUrl(matches),
  })
}

/** A page of the list: /blog, /blog?page=2, /blog?category=conseils&page=2. */
function blogHref(page: number, category: BlogCategory | null): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `/blog?${search}` : '/blog'
}

async function load({ request, context }: LoaderFunctionArgs) {
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
    return {
      page,
      category,
      totalPages: list.pagination.totalPages,
      articles: list.items.map((a) => articleCard(a, EXCERPT_LENGTH, now)),
    }
  } catch (caught) {
    const error = platformFailure(caught)
    // The spec's blog list failure: logged, and the list stays empty.
    console.error(`blog list: ${error.message}`)
    return { page, category, totalPages: 0, articles: [] }
  }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

export default function BlogList() {
  const { page, category, totalPages, articles } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="blog">
      <h1>{t('blog.title')}</h1>
      {category ? <p className="blog__category">{t(`blog.categoryNames.${category}`)}</p> : null}
      {articles.length > 0 ? (
        <div className="blog__grid">
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} eager={index < 2} />
          ))}
        </div>
      ) : (
        <p className="notice">{t('blog.empty')}</p>
      )}
      <Pagination page={page} totalPages={totalPages} href={(n) => blogHref(n, category)} />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

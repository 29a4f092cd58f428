import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { loadBlogPage } from '~/content/blog-page.server'
import { ArticleCard } from '~/content/ArticleCard'
import { Pagination } from '~/content/Pagination'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import type { BlogCategory } from '~/content/blog'
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

export const loader = /* @__PURE__ */ pageLoader(handle, loadBlogPage)

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

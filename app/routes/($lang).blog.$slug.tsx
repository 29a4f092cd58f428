import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { useLocalPath, Link } from '~/i18n/links'
import { withErrorStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { loadArticlePage } from '~/content/article-page.server'
import { ArticleImage } from '~/content/ArticleImage'
import { BlogSidebar } from '~/content/BlogSidebar'
import { ShareLinks } from '~/content/ShareLinks'
import { DEFAULT_READING_MINUTES } from '~/content/blog'
import { formatDate } from '~/lib/dates'
import { absoluteUrl, canonicalUrl, pageMeta } from '~/lib/seo'
import { StructuredData } from '~/search-engines/StructuredData'
import { rootMeta, useShop } from '~/root'
import contentStyles from '~/styles/content.css'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['blog'] } satisfies StringsHandle

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const translate = metaTranslate(matches, error)
  const root = rootMeta(matches)
  const shop = root?.shop.name ?? ''
  if (!root || !data) {
    const notFound = isRouteErrorResponse(error) && error.status === 404
    return [
      { title: translate('blog.defaultTitle', { shop }) },
      { name: 'robots', content: 'noindex' },
      ...(error ? [{ name: 'description', content: translate(notFound ? 'blog.notFound' : 'blog.loadError') }] : []),
    ]
  }
  const { article } = data
  return pageMeta({
    title: article.title
      ? translate('blog.articleTitle', { title: article.title, shop })
      : translate('blog.defaultTitle', { shop }),
    description: article.description || article.title,
    url: canonicalUrl(matches),
    image: absoluteUrl(article.image, root.origin),
    type: 'article',
  })
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadArticlePage)

export default function ArticlePage() {
  const { article, structured, recent } = useLoaderData<typeof loader>()
  const { t, language } = useTranslation()
  const shop = useShop()
  const url = shop.origin + article.path
  const author = article.author ?? t('blog.unknownAuthor')
  return (
    <div className="blog-article">
      <StructuredData json={structured} />
      <article className="blog-article__main">
        <p>
          <Link to="/blog" className="blog-back">
            <span aria-hidden="true">← </span>
            {t('blog.back')}
          </Link>
        </p>
        <header className="blog-article__header">
          {article.categorySlug ? (
            <Link to={`/blog?category=${article.categorySlug}`} className="blog-badge">
              {t(`blog.categoryNames.${article.categorySlug}`)}
            </Link>
          ) : (
            <span className="blog-badge">{article.category ?? t('blog.uncategorized')}</span>
          )}
          <h1 className="blog-article__title">{article.title}</h1>
          <p className="blog-article__meta">
            <span>{t('blog.by', { author })}</span>
            <time dateTime={article.date}>{formatDate(article.date, 'long', language)}</time>
            <span>{t('blog.readingTime', { minutes: article.readingMinutes ?? DEFAULT_READING_MINUTES })}</span>
          </p>
        </header>
        <ArticleImage
          picture={article.picture}
          placeholder={article.placeholder}
          width={1200}
          height={675}
          eager
          className="blog-article__image"
        />
        {article.html ? (
          <div className="rich-text blog-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
        ) : (
          <p className="notice">{t('blog.noContent')}</p>
        )}
        <footer className="blog-article__footer">
          <div className="author">
            <span className="author__initial" aria-hidden="true">
              {initialOf(author)}
            </span>
            <span>
              <span className="author__label">{t('blog.author')}</span>
              <span className="author__name">{author}</span>
            </span>
          </div>
          <ShareLinks url={url} title={article.title} />
        </footer>
      </article>
      <BlogSidebar recent={recent} />
    </div>
  )
}

function initialOf(name: string): string {
  return ([...name.trim()][0] ?? '?').toLocaleUpperCase('fr-FR')
}

export const ErrorBoundary = withErrorStrings(PageError)

function PageError() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error)) console.error(error)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const back = isRouteErrorResponse(error) && typeof error.data?.back === 'string' ? error.data.back : '/blog'
  const local = useLocalPath()
  return (
    <section className="not-found">
      <h1>{notFound ? t('blog.notFound') : t('blog.loadError')}</h1>
      <p>
        <a
          href={local(back)}
          className="button"
          onClick={(event) => {
            // With scripts, one step back in the history, as the spec's button does.
            if (window.history.length > 1) {
              event.preventDefault()
              window.history.back()
            }
          }}
        >
          {t('blog.goBack')}
        </a>
      </p>
      <p>
        <Link to="/blog">{t('blog.back')}</Link>
      </p>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

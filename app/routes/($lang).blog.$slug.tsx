import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { useLocalPath, Link } from '~/i18n/links'
import { withErrorStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { getArticle, getOtherArticles } from '~/api/blog.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { articleCard, articleView } from '~/content/articles.server'
import { ArticleImage } from '~/content/ArticleImage'
import { BlogSidebar } from '~/content/BlogSidebar'
import { ShareLinks } from '~/content/ShareLinks'
import {
  articleIdFromSlug,
  DEFAULT_READING_MINUTES,
  EXCERPT_LENGTH,
  RECENT_ARTICLES,
  RECENT_EXCERPT_LENGTH,
} from '~/content/blog'
import { formatDate } from '~/lib/dates'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { blogPostingJsonLd, jsonLd } from '~/catalogue/structured-data.server'
import { requireShop, shownShopNames } from '~/layout/shop.server'
import { StructuredData } from '~/layout/StructuredData'
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
    image: absolute(article.image, root.origin),
    type: 'article',
  })
}

async function load({ params, request, context }: LoaderFunctionArgs) {
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
        .map((a) => articleCard(a, RECENT_EXCERPT_LENGTH)),
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
  const view = articleView(article, EXCERPT_LENGTH)
  const { shop } = await requireShop(context)
  const url = context.origin + view.path
  const structured = jsonLd(
    blogPostingJsonLd({
      headline: view.title,
      description: view.description,
      url,
      image: absolute(view.image, context.origin),
      datePublished: view.date,
      author: view.author,
      publisher: shownShopNames(context, shop).name,
      section: view.category,
    }),
  )
  return { article: view, structured, recent, canonicalPath: view.path }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

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

function absolute(url: string, origin: string): string {
  return new URL(url, origin).href
}

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
          src={article.image}
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

import { Await } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { Suspense } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleCard } from '~/content/blog'
import { BLOG_CATEGORIES, recentReadingMinutes } from '~/content/blog'
import { formatDate } from '~/lib/dates'
import { ArticleImage } from './ArticleImage'

/** 'Articles récents' (up to three others, streamed) and the fixed 'Catégories'. */
export function BlogSidebar({ recent }: { recent: Promise<ArticleCard[]> }) {
  const { t, language } = useTranslation()
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className="blog-sidebar__title">
          {t('blog.recent')}
        </h2>
        <Suspense fallback={<p className="blog-sidebar__loading" aria-busy="true" />}>
          <Await resolve={recent}>
            {(articles) =>
              articles.length > 0 ? (
                <ul className="recent">
                  {articles.map((a) => (
                    <li key={a.id} className="recent__item">
                      <Link to={a.path} className="recent__link">
                        <ArticleImage picture={a.picture} placeholder={a.placeholder} width={96} height={72} />
                        <span className="recent__text">
                          <span className="recent__title">{a.title}</span>
                          <span className="recent__meta">
                            <time dateTime={a.date}>{formatDate(a.date, 'short', language)}</time>
                            {' · '}
                            {t('blog.readingTime', { minutes: recentReadingMinutes(a.id) })}
                          </span>
                          {a.excerpt ? <span className="recent__excerpt">{a.excerpt}</span> : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null
            }
          </Await>
        </Suspense>
      </section>
      <nav aria-labelledby="categories-title">
        <h2 id="categories-title" className="blog-sidebar__title">
          {t('blog.categories')}
        </h2>
        <ul className="blog-categories">
          {BLOG_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={`/blog?category=${c.slug}`}>
                <span>{t(`blog.categoryNames.${c.slug}`)}</span>
                <span className="blog-categories__count">{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}

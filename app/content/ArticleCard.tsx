import { Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleCard as Card } from '~/content/blog'
import { formatDate } from '~/lib/dates'
import { ArticleImage } from './ArticleImage'

/** An article of the blog list: image, date, title, excerpt and 'Lire la suite →'. */
export function ArticleCard({ article, eager = false }: { article: Card; eager?: boolean }) {
  const { t, language } = useTranslation()
  return (
    <article className="article-card">
      <Link to={article.path} className="article-card__media" tabIndex={-1} aria-hidden="true">
        <ArticleImage
          picture={article.picture}
          placeholder={article.placeholder}
          width={640}
          height={360}
          eager={eager}
        />
      </Link>
      <div className="article-card__body">
        <time className="article-card__date" dateTime={article.date}>
          {formatDate(article.date, 'long', language)}
        </time>
        <h2 className="article-card__title">
          <Link to={article.path}>{article.title}</Link>
        </h2>
        {article.excerpt ? <p className="article-card__excerpt">{article.excerpt}</p> : null}
        <Link
          to={article.path}
          className="article-card__more"
          aria-label={t('blog.readMoreLabel', { title: article.title })}
        >
          {t('blog.readMore')}
        </Link>
      </div>
    </article>
  )
}

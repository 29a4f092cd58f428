import { Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import { pageWindow } from '~/content/blog'

interface Props {
  page: number
  totalPages: number
  /** The URL of a page (plain links: they work without scripts). */
  href: (page: number) => string
}

/** Précédent, at most five page numbers around the current one, Suivant; nothing for a single page. */
export function Pagination({ page, totalPages, href }: Props) {
  const { t } = useTranslation()
  const pages = pageWindow(page, totalPages)
  if (pages.length === 0) return null
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          {t('blog.previous')}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t('blog.previous')}
        </span>
      )}
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            {/* The current page too is a link, marked aria-current: named "Page n" like the others. */}
            <Link
              to={href(n)}
              className="pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('blog.page', { n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className="pagination__step">
          {t('blog.next')}
        </Link>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          {t('blog.next')}
        </span>
      )}
    </nav>
  )
}

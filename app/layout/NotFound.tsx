import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'

export function NotFound() {
  const { t } = useTranslation()
  return (
    <section className="not-found">
      <h1>404</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  )
}

/** Error boundary for pages inside the layout: 404 page for missing things, the generic screen otherwise. */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="not-found">
      <h1>{t('failure.unknownTitle')}</h1>
      <p>{t('failure.defaultBody')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  )
}

import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'
import { describeFailure, failureOf, type ShopFailure } from '~/lib/failure'

/** Root error screen: the shop could not be loaded, or the page failed outside any route. */
export function RootErrorScreen() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ShopFailureScreen failure={failureOf(error)} />
}

export function ShopFailureScreen({ failure }: { failure: ShopFailure }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  if (failure.code === '401') {
    return (
      <main className="failure">
        <h1>{t('failure.unauthorizedTitle')}</h1>
        <p>{t('failure.unauthorizedDefault')}</p>
        <p>
          <strong>{t('failure.unauthorizedMessage')}</strong>
        </p>
        {failure.details ? (
          <details className="failure__details" open>
            <summary>{t('failure.unauthorizedDetails')}</summary>
            <pre>{failure.details}</pre>
          </details>
        ) : null}
        <p className="failure__hint">{t('failure.unauthorizedHint')}</p>
      </main>
    )
  }
  const { title, message } = describeFailure(failure, t)
  return (
    <main className="failure">
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="failure__hint">{t('failure.hint')}</p>
      <p>
        <a href={pathname + search} className="button">
          {t('failure.retry')}
        </a>
      </p>
    </main>
  )
}

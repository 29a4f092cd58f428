import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isShopFailure, type ShopFailure } from '~/lib/failure'

/** Root error screen: the shop could not be loaded, or the page failed outside any route. */
export function RootErrorScreen() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && isShopFailure(error.data)) return <ShopFailureScreen failure={error.data.shopFailure} />
  if (isRouteErrorResponse(error) && error.status === 404) return <ShopFailureScreen failure={{ code: '404', details: null }} />
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ShopFailureScreen failure={{ code: 'unknown', details: null }} />
}

export function ShopFailureScreen({ failure }: { failure: ShopFailure }) {
  const { t } = useTranslation()
  if (failure.code === '401') {
    return (
      <main className="failure">
        <h1>{t('failure.unauthorizedTitle')}</h1>
        <p>{t('failure.unauthorizedMessage')}</p>
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
  const { title, message } = describe(failure, t)
  return (
    <main className="failure">
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="failure__hint">{t('failure.hint')}</p>
      <p>
        <Link to="." reloadDocument className="button">
          {t('failure.retry')}
        </Link>
      </p>
    </main>
  )
}

function describe(failure: ShopFailure, t: (key: string, options?: Record<string, unknown>) => string) {
  switch (failure.code) {
    case '403':
    case '404':
    case '500':
      return { title: t('failure.title', { code: failure.code }), message: t(`failure.status${failure.code}`) }
    case 'other':
      return { title: t('failure.title', { code: t('failure.unknownCode') }), message: t('failure.statusOther') }
    case 'network':
      return { title: t('failure.title', { code: t('failure.networkCode') }), message: t('failure.network') }
    default:
      return { title: t('failure.unknownTitle'), message: t('failure.defaultBody') }
  }
}

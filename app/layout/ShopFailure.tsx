import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'
import { failureOf, type ShopFailure } from '~/lib/failure'
import type { LayoutKey, Translate } from '~/i18n/translate'

/** Root error screen: the shop could not be loaded, or the page failed outside any route. */
export function RootErrorScreen() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ShopFailureScreen failure={failureOf(error)} />
}

function ShopFailureScreen({ failure }: { failure: ShopFailure }) {
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

/** Title and message of a failure screen (the 401 screen has its own layout). */
export function describeFailure(failure: ShopFailure, t: Translate<LayoutKey>): { title: string; message: string } {
  switch (failure.code) {
    case '401':
      return { title: t('failure.unauthorizedTitle'), message: t('failure.unauthorizedMessage') }
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

import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { OrderSummary } from '~/checkout/OrderSummary'
import { useShop } from '~/root'
import { loadPaymentStatus } from '~/checkout/order-pages.server'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('payment.recap', matches)

export const loader = /* @__PURE__ */ pageLoader(handle, loadPaymentStatus)

export default function PaymentStatus() {
  const { numCommande, success, loggedIn, recap } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const shop = useShop()
  const account = loggedIn ? '/customer' : '/login'
  if (!numCommande) {
    return (
      <section className="outcome outcome--failure">
        <h1 role="alert">{t('payment.noOrderNumber')}</h1>
        <Link to="/" className="button button--ghost">
          {t('order.home')}
        </Link>
      </section>
    )
  }
  if (success) {
    return (
      <section className="outcome outcome--success">
        <h1>{t('payment.statusSuccessTitle')}</h1>
        <p>{t('order.number', { numCommande })}</p>
        {recap ? (
          <>
            <h2>{t('payment.recap')}</h2>
            <OrderSummary amounts={recap} currency={shop.currency} />
          </>
        ) : null}
        <div className="notice">
          <h2>{t('payment.follow')}</h2>
          <p>{t('payment.followText')}</p>
          <Link to={account} className="button">
            {t('payment.follow')}
          </Link>
        </div>
      </section>
    )
  }
  return (
    <section className="outcome outcome--failure">
      <h1>{t('payment.statusFailedTitle')}</h1>
      <p role="alert">{t('payment.statusFailedDefault')}</p>
      <p>{t('payment.statusFailedAdvice')}</p>
      <p className="outcome__links">
        <Link to={account} className="button">
          {loggedIn ? t('order.follow') : t('order.login')}
        </Link>
        <Link to="/" className="button button--ghost">
          {t('order.home')}
        </Link>
      </p>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

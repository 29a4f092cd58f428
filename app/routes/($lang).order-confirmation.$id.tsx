import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { OrderSummary } from '~/checkout/OrderSummary'
import { formatPrice } from '~/lib/money'
import { orderTotal } from '~/checkout/order-total'
import { useShop } from '~/root'
import { loadOrderConfirmation } from '~/checkout/order-pages.server'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('order.confirmedTitle', matches)

export const loader = /* @__PURE__ */ pageLoader(handle, loadOrderConfirmation)

export default function OrderConfirmation() {
  const data = useLoaderData<typeof loader>()
  const { t, language } = useTranslation()
  const shop = useShop()
  const follow = (
    <Link to={data.loggedIn ? '/customer' : '/login'} className="button">
      {data.loggedIn ? t('order.follow') : t('order.login')}
    </Link>
  )
  if ('error' in data) {
    return (
      <section className="outcome outcome--failure">
        <h1 role="alert">{data.error}</h1>
        <p className="outcome__links">
          <Link to="/" className="button button--ghost">
            {t('order.home')}
          </Link>
        </p>
      </section>
    )
  }
  const { order, amounts } = data
  return (
    <section className="outcome outcome--success">
      <h1>{t('order.confirmedTitle')}</h1>
      <p>{t('order.number', { numCommande: order.numCommande })}</p>
      {amounts ? (
        <>
          <p>{t('order.total', { amount: formatPrice(orderTotal(amounts), shop.currency, language) })}</p>
          <OrderSummary amounts={amounts} currency={shop.currency} />
        </>
      ) : (
        <p className="notice">{t('order.amountsUnavailable')}</p>
      )}
      <dl className="order-details">
        <dt>{t('order.delivery')}</dt>
        <dd>
          {order.nomClient}
          <br />
          {[order.adresseLivraison, order.villeLivraison, order.codeZip, order.paysLivraison]
            .filter(Boolean)
            .join(', ')}
        </dd>
        <dt>{t('order.contact')}</dt>
        <dd>{[order.tel, order.email].filter(Boolean).join(' · ')}</dd>
        {order.orderNote ? (
          <>
            <dt>{t('order.note')}</dt>
            <dd>{order.orderNote}</dd>
          </>
        ) : null}
      </dl>
      <p className="outcome__links">{follow}</p>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

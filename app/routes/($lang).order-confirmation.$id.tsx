import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { customerApi, platformFailure, settle } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { getOrder, getOrderByNumber } from '~/api/orders.server'
import { OrderSummary } from '~/checkout/OrderSummary'
import { formatPrice } from '~/lib/money'
import { orderTotal } from '~/checkout/order-total'
import { textOf } from '~/i18n/text.server'
import { useShop } from '~/root'
import { findOrder } from '~/checkout/checkout-session.server'
import { getLogin, loginToken } from '~/account/login-session.server'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('order.confirmedTitle', matches)

/** An order's confirmation: only for orders placed from this browser (they hold personal details). */
async function load({ params, context }: LoaderFunctionArgs) {
  const t = textOf(context.language)
  const loggedIn = getLogin(context.session) !== null
  const id = params.id ?? ''
  if (!/^[\w-]{1,64}$/.test(id)) return data({ error: t('order.missingId'), loggedIn }, { status: 400 })
  if (!findOrder(context.session, { id })) return data({ error: t('order.notFound'), loggedIn }, { status: 404 })
  const api = customerApi(context, loginToken(context.session))
  try {
    const order = await getOrder(api, id)
    // The amounts are the order number's (the spec's order detail has the items' total only): without
    // them the page says so rather than show a total that might not be the one charged.
    const amounts = await settle(getOrderByNumber(api, order.numCommande))
    return { order, amounts: amounts.ok ? amounts.data : null, loggedIn }
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 404) return data({ error: t('order.notFound'), loggedIn }, { status: 404 })
    return data({ error: error.serverMessage ?? t('order.loadError'), loggedIn }, { status: faultStatus(error) })
  }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

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

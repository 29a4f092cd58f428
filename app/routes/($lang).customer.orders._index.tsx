import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation, metaTranslate } from '~/i18n/use-translation'
import { OrderStatus } from '~/account/OrderStatus'
import { customerMeta } from '~/account/customer-meta'
import { loadCustomerOrdersPage } from '~/account/customer-pages.server'
import { formatDate } from '~/lib/dates'
import { formatPrice } from '~/lib/money'
import { useShop, rootMeta } from '~/root'

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return customerMeta(translate('customer.sections.orders'), rootMeta(matches)?.shop.name, matches)
}

export const loader = /* @__PURE__ */ pageLoader({}, loadCustomerOrdersPage)

/** The customer's orders, newest first, each a link to its detail. */
export default function CustomerOrders() {
  const { orders, error } = useLoaderData<typeof loader>()
  const { t, language } = useTranslation()
  const shop = useShop()
  if (error)
    return (
      <div className="notice notice--error" role="alert">
        <p>{error}</p>
        <Link to="/customer/orders" className="button">
          {t('customer.retry')}
        </Link>
      </div>
    )
  if (orders.length === 0)
    return (
      <div className="account__placeholder">
        <p>{t('customer.empty')}</p>
        <Link to="/categories" className="button">
          {t('cart.emptyCta')}
        </Link>
      </div>
    )
  return (
    <ul className="orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/customer/orders/${encodeURIComponent(String(order.id))}`} className="orders__item">
            <span className="orders__number">{t('customer.orderNumber', { numCommande: order.num_commande })}</span>
            <OrderStatus statut={order.statut} view="list" />
            <span className="orders__date">{formatDate(order.date_commande, 'long', language)}</span>
            <span className="orders__total">{formatPrice(order.montant_total, shop.currency, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

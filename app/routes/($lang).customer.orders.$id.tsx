import { pageAction, pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation, metaTranslate } from '~/i18n/use-translation'
import { OrderStatus } from '~/account/OrderStatus'
import { CartSummary } from '~/cart/CartSummary'
import { customerMeta } from '~/account/customer-meta'
import { customerOrderAction, loadCustomerOrderPage } from '~/account/customer-pages.server'
import { orderAgainHeaders, type OrderAgainAnswer } from '~/account/order-again.server'
import { OrderAgainForm } from '~/account/OrderAgainForm'
import { formatDate } from '~/lib/dates'
import { formatPrice } from '~/lib/money'
import { useShop, rootMeta } from '~/root'

/** A refused 'Commander à nouveau' past its rate limit says when to try again. */
export const headers = orderAgainHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  return customerMeta(
    data?.order
      ? translate('customer.orderNumber', { numCommande: data.order.num_commande })
      : translate('customer.sections.order'),
    rootMeta(matches)?.shop.name,
    matches,
  )
}

/** Another customer's order, or an unknown one, is the 404 page (thrown to the layout's boundary). */
export const loader = /* @__PURE__ */ pageLoader({}, loadCustomerOrderPage)

/** 'Commander à nouveau': the order's lines still sold into the cart, then the cart. */
export const action = /* @__PURE__ */ pageAction({}, customerOrderAction)

export default function CustomerOrder() {
  const { order, error, orderAgainKey } = useLoaderData<typeof loader>()
  const refusal = useActionData<OrderAgainAnswer>() ?? null
  const { t, language } = useTranslation()
  const shop = useShop()
  const back = (
    <p>
      <Link to="/customer/orders" className="button button--ghost">
        {t('customer.backToOrders')}
      </Link>
    </p>
  )
  if (!order)
    return (
      <>
        <p className="notice notice--error" role="alert">
          {error}
        </p>
        {back}
      </>
    )
  const { pricing, shipping_address: address } = order
  const price = (amount: number) => formatPrice(amount, shop.currency, language)
  return (
    <article className="order">
      <header className="order__head">
        <h2>{t('customer.orderNumber', { numCommande: order.num_commande })}</h2>
        <OrderStatus statut={order.statut} view="detail" />
        <p className="account__muted">
          {t('customer.orderedOn', { date: formatDate(order.date_commande, 'long', language) })}
        </p>
      </header>

      <section aria-labelledby="order-items">
        <h3 id="order-items">{t('customer.items')}</h3>
        <ul className="order__items">
          {order.items.map((item) => (
            <li key={item.cart_item_id} className="order__item">
              <span className="order__product">
                {item.product_name}
                {item.variant_name ? (
                  <span className="order__variant">{t('cart.variant', { name: item.variant_name })}</span>
                ) : null}
              </span>
              <span className="order__quantity">
                {t('customer.quantityPrice', { quantity: item.quantity, price: price(item.unit_price) })}
              </span>
              <span className="order__line-total">{price(item.quantity * item.unit_price)}</span>
            </li>
          ))}
        </ul>
      </section>

      {orderAgainKey ? <OrderAgainForm orderKey={orderAgainKey} refusal={refusal} /> : null}

      <section aria-labelledby="order-summary">
        <h3 id="order-summary">{t('customer.summary')}</h3>
        <CartSummary
          subtotal={pricing.subtotal}
          discount={pricing.discount_amount}
          promoCode={pricing.promo_code}
          shipping={pricing.shipping_fee}
          currency={shop.currency}
          total={pricing.total}
        />
      </section>

      <section aria-labelledby="order-address">
        <h3 id="order-address">{t('customer.address')}</h3>
        <address className="order__address">
          {[address.adresse, [address.code_zip, address.ville].filter(Boolean).join(' '), address.pays]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
      </section>

      {back}
    </article>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'

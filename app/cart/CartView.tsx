import { Link } from '~/i18n/links'
import { useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { LoginLink } from '~/account/LoginLink'
import { CheckoutForm } from '~/checkout/CheckoutForm'
import type { CartPageAction, CartPageLoader } from '~/cart/cart-page.server'
import { useShop } from '~/layout/root-data'
import type { SerializeFrom } from '@remix-run/cloudflare'
import type { CartAnswer } from '~/cart/shopper-cart.server'
import { CartLine } from './CartLine'
import { FetcherToast } from './FetcherToast'
import { CartSummary } from './CartSummary'
import { PromoForm } from './PromoForm'
import { whatsappOrderLink } from './whatsapp-order'

type LoaderData = Extract<SerializeFrom<CartPageLoader>, { ok: true }>
type ActionData = SerializeFrom<CartPageAction> | null

export function CartView({ data, actionData }: { data: LoaderData; actionData: ActionData }) {
  const { t, language } = useTranslation()
  const shop = useShop()
  const checkout = actionData && 'lists' in actionData ? actionData : null
  const cartError = actionData && !('lists' in actionData) && !actionData.ok ? actionData : null
  // The zone chosen: in the refused send, else in the draft the page renders (app/checkout/checkout-session.server.ts).
  const chosen = checkout ?? data.shipping
  const initialZone = chosen?.lists.zones?.find((z) => String(z.id) === chosen.values.selectedZone)?.price ?? null
  const [zonePrice, setZonePrice] = useState<number | null>(initialZone)
  const [lineResult, setLineResult] = useState<CartAnswer | null>(null)

  const toast = lineResult ? <FetcherToast data={lineResult} /> : null
  // What 'Commander à nouveau' could not add (app/account/order-again.server.ts).
  const notice = data.notice ? <p className="notice">{data.notice}</p> : null
  if (data.cart.items.length === 0) {
    return (
      <section className="cart cart--empty">
        {toast}
        <h1>{t('cart.title')}</h1>
        {notice}
        {checkout?.message ? (
          <p className="notice notice--error" role="alert">
            {checkout.message}
          </p>
        ) : null}
        <p>{t('cart.empty')}</p>
        <Link to="/categories" className="button">
          {t('cart.emptyCta')}
        </Link>
      </section>
    )
  }
  const discount = data.promo?.discountAmount ?? 0
  // One set of amounts for the summary and the WhatsApp message: what the shopper is shown is what is charged.
  const amounts = {
    subtotal: data.cart.total,
    discount,
    promoCode: data.promo?.code ?? null,
    shipping: zonePrice,
    currency: shop.currency,
    total: data.cart.total + (zonePrice ?? 0) - discount,
  }
  const whatsapp = data.whatsapp
    ? whatsappOrderLink(data.whatsapp, zonePrice, amounts.total, shop.currency, language)
    : null
  return (
    <section className="cart">
      {toast}
      <h1>{t('cart.title')}</h1>
      {notice}
      {cartError && cartError.intent !== 'promo' ? (
        <p className="notice notice--error" role="alert">
          {cartError.message}
        </p>
      ) : null}
      {checkout?.message ? (
        <p className="notice notice--error" role="alert">
          {checkout.message}
        </p>
      ) : null}
      {checkout?.lists.problems.map((p) => (
        <p key={p} className="notice notice--error" role="alert">
          {p}
        </p>
      ))}
      <div className="cart__layout">
        <div>
          <ul className="cart__lines">
            {data.cart.items.map((item) => (
              <CartLine key={item.id} item={item} currency={shop.currency} onResult={setLineResult} />
            ))}
          </ul>
          <PromoForm
            promo={data.promo}
            currency={shop.currency}
            error={cartError?.intent === 'promo' ? cartError.message : null}
            typedCode={cartError?.intent === 'promo' ? cartError.values.promoCode : undefined}
          />
          <CartSummary {...amounts} />
          {whatsapp ? (
            <a href={whatsapp} className="button button--ghost cart__whatsapp">
              {t('cart.whatsapp')}
            </a>
          ) : null}
          {/* The cart's link, to pass on (app/cart/share-cart.server.ts): a redirect, which a page load follows. */}
          <Link to="/cart/share" reloadDocument className="button button--ghost cart__share">
            {t('share.cartTitle')}
          </Link>
        </div>
        <div className="cart__checkout" id="checkout">
          <p className="checkout__login">
            <LoginLink className="link-button" signedIn={data.customer ? <></> : null}>
              {t('checkout.loginOffer')}
            </LoginLink>
          </p>
          {/* Signing in with the modal gives the form the account's details: it starts again with them. */}
          <CheckoutForm
            key={data.customer?.email ?? ''}
            countries={data.countries}
            methods={data.methods}
            values={checkout?.values ?? data.shipping?.values ?? {}}
            errors={checkout?.errors ?? {}}
            lists={checkout?.lists ?? data.shipping?.lists ?? { cities: null, zones: null }}
            checkoutKey={checkout?.checkoutKey ?? data.checkoutKey}
            customer={data.customer}
            currency={shop.currency}
            onZonePrice={setZonePrice}
          />
        </div>
      </div>
    </section>
  )
}

import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, useActionData, useLoaderData } from '@remix-run/react'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { platformFailure, publicApi, settle } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { getCountries, getPaymentConfig } from '~/api/orders.server'
import { cartAction, currentPromo, loadCart } from '~/cart/shopper-cart.server'
import { whatsappOrder } from '~/cart/whatsapp-order.server'
import { requireShop, shopCurrency } from '~/layout/shop.server'
import { localPath } from '~/i18n/languages'
import { checkoutAction, customerShipping, paymentMethods, refreshCheckout } from '~/checkout/checkout.server'
import { getLogin, takeCartNotice } from '~/server/session.server'
import { CartView } from '~/cart/CartView'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { rootMeta } from '~/root'
import { retryAfterHeaders } from '~/server/security.server'

/** One visitor's page: private (functions/[[path]].ts); Back after a checkout must work without JavaScript. */
export const headers = retryAfterHeaders

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['cart'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [
    { title: `${translate('cart.title')} - ${rootMeta(matches)?.shop.name ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ]
}

async function load({ context }: LoaderFunctionArgs) {
  const api = publicApi(context)
  const countries = settle(getCountries(api))
  const payment = settle(getPaymentConfig(api))
  try {
    const cart = await loadCart(context)
    const [promo, countryList, config, { shop }] = await Promise.all([
      currentPromo(context, cart),
      countries,
      payment,
      requireShop(context),
    ])
    const customer = getLogin(context.session)?.customer ?? null
    const shipping = customer && countryList.ok ? await customerShipping(context, customer, countryList.data) : null
    return {
      ok: true as const,
      cart,
      promo,
      countries: countryList.ok ? countryList.data : null,
      methods: config.ok ? paymentMethods(config.data, context.language) : null,
      checkoutKey: crypto.randomUUID(),
      /** What 'Commander à nouveau' could not add, once. */
      notice: takeCartNotice(context.session),
      /** 'Commander via WhatsApp': the shop's link and the message's lines (the page adds the summary's). */
      whatsapp: whatsappOrder(
        shop.user_phone,
        cart,
        promo,
        shopCurrency(shop),
        `${context.origin}${localPath(context.language, '/')}`,
        context.language,
      ),
      customer,
      /** The signed-in customer's country and city, already chosen. */
      shipping,
    }
  } catch (caught) {
    const error = platformFailure(caught)
    return data({ ok: false as const }, { status: faultStatus(error) })
  }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

async function act({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'checkout':
      return checkoutAction(form, context, request)
    case 'refresh':
      return refreshCheckout(form, context)
    default:
      return cartAction(form, context, request)
  }
}
export const action = /* @__PURE__ */ pageAction(handle, act)

function CartPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  if (!data.ok)
    return (
      <p className="notice notice--error" role="alert">
        {t('cart.loadError')}
      </p>
    )
  return <CartView data={data} actionData={actionData ?? null} />
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(CartPage)

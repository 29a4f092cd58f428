import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { platformFailure, publicApi, settle } from '~/api/client.server'
import { getCountries, getPaymentConfig } from '~/api/orders.server'
import { cartAction, currentPromo, loadCart } from '~/cart/shopper-cart.server'
import { whatsappOrder } from '~/cart/whatsapp-order.server'
import {
  checkoutAction,
  customerShipping,
  draftCheckout,
  paymentMethods,
  refreshCheckout,
} from '~/checkout/checkout.server'
import { localPath } from '~/lib/languages'
import type { pageAction, pageLoader } from '~/i18n/route-strings.server'
import { requireShop, shopCurrency } from '~/layout/shop.server'
import { faultStatus } from '~/lib/failure'
import { getLogin } from '~/account/login-session.server'
import { takeCartNotice } from '~/cart/cart-session.server'

/**
 * The cart page's data (routes/($lang).cart.tsx, whose server work is here: each `.server` module a route imports
 * is one more empty chunk in the browser build): the cart, the checkout's lists and the customer's details.
 */
export async function loadCartPage({ context }: LoaderFunctionArgs) {
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
    const shipping =
      (await draftCheckout(context)) ??
      (customer && countryList.ok ? await customerShipping(context, customer, countryList.data) : null)
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
      /** The checkout as last sent without an order, else the signed-in customer's country and city. */
      shipping,
    }
  } catch (caught) {
    const error = platformFailure(caught)
    return data({ ok: false as const }, { status: faultStatus(error) })
  }
}

/** Every form of the page: the cart's, the checkout and its refresh. */
export async function cartPageAction({ request, context }: ActionFunctionArgs) {
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

/** The cart route's loader and action as the browser receives them (with the page's strings), for its components. */
export type CartPageLoader = ReturnType<typeof pageLoader<Awaited<ReturnType<typeof loadCartPage>>>>
export type CartPageAction = ReturnType<typeof pageAction<ReturnType<typeof cartPageAction>>>

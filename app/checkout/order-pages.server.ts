import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getLogin, loginToken } from '~/account/login-session.server'
import { customerApi, platformFailure, publicApi, settle } from '~/api/client.server'
import { confirmPayment, getOrder, getOrderByNumber } from '~/api/orders.server'
import { latestOrderAmounts, retryPayment, shippingLists } from '~/checkout/checkout.server'
import {
  findOrder,
  getFailedPayment,
  setFailedPayment,
  setPaymentError,
  takePaymentError,
} from '~/checkout/checkout-session.server'
import { localPath } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { faultStatus } from '~/lib/failure'

/**
 * The server work of the order and payment pages (their components: ./order-pages.tsx) and of the checkout's
 * shipping lists: each route of them calls one function here.
 */

/**
 * An order's confirmation (routes/($lang).order-confirmation.$id.tsx): only for orders placed from this browser
 * (they hold personal details).
 */
export async function loadOrderConfirmation({ params, context }: LoaderFunctionArgs) {
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
/** The page after an order (routes/($lang).order-placed.tsx, ($lang).payment-success.tsx): its amounts. */
export function loadPlacedOrder({ context }: LoaderFunctionArgs) {
  return latestOrderAmounts(context)
}

const PROVIDER_REFERENCE = /^[a-z0-9]{2,30}_trxref$/

/**
 * Where the payment provider sends the shopper back (routes/($lang).payment-confirmation.($orderId).tsx): confirms the payment with
 * the platform, then on to the success page, or shows why it failed.
 */
export async function loadPaymentConfirmation({ request, context }: LoaderFunctionArgs) {
  const t = textOf(context.language)
  const params = new URL(request.url).searchParams
  const trxref = params.get('trxref')?.trim().slice(0, 100)
  if (!trxref)
    return data({ message: t('payment.missingReference'), next: localPath(context.language, '/') }, { status: 400 })
  const status = params.get('status')?.slice(0, 30) ?? null
  const refName = [...params.keys()].find((k) => PROVIDER_REFERENCE.test(k))
  const providerRef = refName ? { name: refName, value: params.get(refName)!.slice(0, 100) } : null
  const order = findOrder(context.session, { numCommande: trxref })
  try {
    await confirmPayment(publicApi(context), trxref, status, providerRef)
  } catch (caught) {
    const error = platformFailure(caught)
    const refused = error.kind === 'status' && error.status !== null && error.status < 500
    const message = (refused && error.serverMessage) || t('payment.confirmError')
    setPaymentError(context.session, message)
    // An order of this browser whose payment did not go through: /payment-failure offers to pay it again.
    if (order) setFailedPayment(context.session, order)
    return data(
      { message, next: localPath(context.language, '/payment-failure') },
      { status: refused ? 200 : faultStatus(error) },
    )
  }
  if (order && getFailedPayment(context.session)?.id === order.id) setFailedPayment(context.session, null)
  return redirect(localPath(context.language, '/payment-success'), 303)
}
/**
 * The payment failure page's data (routes/($lang).payment-failure.tsx). The reason comes from the payment return
 * page, through the session (never the URL). The order whose
 * payment failed stays visible from this browser, with 'Réessayer le paiement' for that same order.
 */
export function loadPaymentFailure({ context }: LoaderFunctionArgs) {
  const failed = getFailedPayment(context.session)
  const order = failed && findOrder(context.session, { id: failed.id }) ? failed : null
  return {
    error: takePaymentError(context.session),
    order,
    /** The retry form's one-time key: a second click opens no second payment session. */
    paymentKey: order ? crypto.randomUUID() : null,
  }
}
/** 'Réessayer le paiement': the same order's payment again. */
export function retryPaymentAction({ request, context }: ActionFunctionArgs) {
  return request.formData().then((form) => retryPayment(form, context))
}
/**
 * A payment's result (routes/($lang).payment-status.tsx): ?numCommande=&status= ; the recap only for orders placed from this browser. A
 * `message` in the link is never shown: the shop's page would carry any text a link's author chose.
 */
export async function loadPaymentStatus({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const numCommande = params.get('numCommande')?.trim().slice(0, 64) || null
  const success = params.get('status') === 'success'
  const loggedIn = getLogin(context.session) !== null
  if (!numCommande) return data({ numCommande, success, loggedIn, recap: null }, { status: 400 })
  const mine = findOrder(context.session, { numCommande })
  const recap =
    success && mine
      ? await settle(getOrderByNumber(customerApi(context, loginToken(context.session)), numCommande))
      : null
  return { numCommande, success, loggedIn, recap: recap?.ok ? recap.data : null }
}
/**
 * Cities of a country and zones of a city, for the checkout form with JavaScript
 * (routes/($lang).shipping-options.tsx).
 */
export async function loadShippingOptions({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const country = params.get('country')?.slice(0, 10) || undefined
  const city = params.get('city')?.slice(0, 100) || undefined
  // A resource route answers with a Response of its own, whether asked directly or through single fetch.
  return Response.json(await shippingLists(context, country, city), {
    headers: { 'Cache-Control': 'private, max-age=60' },
  })
}

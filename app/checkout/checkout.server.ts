import { localPath, type Language } from '~/lib/languages'
import { redirect } from '@remix-run/cloudflare'
import { ApiError, customerApi, platformFailure, publicApi, settle } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import {
  createOrder,
  getCities,
  getOrder,
  getOrderByNumber,
  getPaymentConfig,
  getZones,
  type PaymentConfig,
  type Zone,
} from '~/api/orders.server'
import {
  initPayment,
  isProviderOption,
  providerCurrency,
  providerPhone,
  safeAuthorizationUrl,
} from '~/api/payment-provider.server'
import { checkoutValues, parseCheckout, type CheckoutField } from '~/checkout/checkout-forms.server'
import { orderTotal } from '~/checkout/order-total'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { clearCart, getCartId, getPromo } from '~/cart/cart-session.server'
import {
  checkoutDraft,
  findCheckout,
  keepCheckoutDraft,
  getFailedPayment,
  latestOrder,
  rememberCheckout,
  rememberOrder,
} from '~/checkout/checkout-session.server'
import { getLogin, login, loginToken } from '~/account/login-session.server'
import { setToast } from '~/server/session.server'
import { requireShop, shopCurrency } from '~/layout/shop.server'
import { readOneTimeKey, refused } from '~/server/forms.server'
import type { FormAnswer } from '~/lib/form-answer'
import { overLimit } from '~/server/rate-limits/limits.server'

const CASH_ON_DELIVERY = 'cash_on_delivery'

interface PaymentMethod {
  value: string
  label: string
}

/** Payment methods offered: the configured options, plus cash on delivery when enabled. */
export function paymentMethods(config: PaymentConfig, language: Language): PaymentMethod[] {
  const t = textOf(language)
  const methods = config.payment_options.map((o) => ({
    value: o.name,
    label: isProviderOption(o.name) ? t('checkout.cardOrMobile') : o.name,
  }))
  return config.cash_on_delivery_enabled
    ? [{ value: CASH_ON_DELIVERY, label: t('checkout.cashOnDelivery') }, ...methods]
    : methods
}

interface ShippingLists {
  cities: string[] | null
  zones: Zone[] | null
  /** Lists that could not be loaded, by their toast message. */
  problems: string[]
}

/** Cities of the chosen country and zones of the chosen city, for the checkout form. */
export async function shippingLists(
  context: RequestContext,
  country: string | undefined,
  city: string | undefined,
): Promise<ShippingLists> {
  const t = textOf(context.language)
  const api = publicApi(context)
  const [cities, zones] = await Promise.all([
    country ? settle(getCities(api, country)) : null,
    country && city ? settle(getZones(api, country, city)) : null,
  ])
  const problems = [
    ...(cities && !cities.ok ? [t('checkout.citiesError')] : []),
    ...(zones && !zones.ok ? [t('checkout.zonesError')] : []),
  ]
  return { cities: cities?.ok ? cities.data : null, zones: zones?.ok ? zones.data : null, problems }
}

type Values = Partial<Record<CheckoutField, string>>

/** The checkout as last sent without an order (checkout-session.server.ts), with the lists of its choices. */
export async function draftCheckout(context: RequestContext): Promise<{ values: Values; lists: ShippingLists } | null> {
  const values = checkoutDraft(context.session)
  if (!values) return null
  return { values, lists: await shippingLists(context, values.selectedCountry, values.selectedCity) }
}

/** For comparing place names: case and accents aside. */
const placeKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/**
 * A signed-in customer's country and city, chosen in the checkout form with the lists they need: the
 * country is matched by code or name among those the shop delivers to, the city among that country's.
 */
export async function customerShipping(
  context: RequestContext,
  customer: { pays?: string | null; ville?: string | null },
  countries: { code: string; name: string }[],
): Promise<{ values: Values; lists: ShippingLists } | null> {
  const pays = customer.pays && placeKey(customer.pays)
  const country = pays && countries.find((c) => placeKey(c.code) === pays || placeKey(c.name) === pays)
  if (!country) return null
  const { cities } = await shippingLists(context, country.code, undefined)
  const ville = customer.ville && placeKey(customer.ville)
  const city = ville ? cities?.find((c) => placeKey(c) === ville) : undefined
  const lists = city ? await shippingLists(context, country.code, city) : { cities, zones: null, problems: [] }
  return { values: { selectedCountry: country.code, selectedCity: city }, lists }
}

/** The checkout's refusal (app/server/forms.server.ts), with the lists of the choices made and the form's key. */
type CheckoutFailure = FormAnswer<CheckoutField> & {
  intent: 'checkout' | 'refresh'
  checkoutKey: string | null
  lists: ShippingLists
}

async function fail(
  context: RequestContext,
  form: FormData,
  status: number,
  message: string | null,
  errors: CheckoutFailure['errors'] = {},
  headers?: HeadersInit,
) {
  const values = checkoutValues(form)
  keepCheckoutDraft(context.session, values)
  return refused(
    status,
    {
      message,
      errors,
      values,
      intent: form.get('intent') === 'refresh' ? ('refresh' as const) : ('checkout' as const),
      checkoutKey: readOneTimeKey(form, 'checkoutKey'),
      lists: await shippingLists(context, values.selectedCountry, values.selectedCity),
    },
    headers,
  )
}

/**
 * Without JavaScript, 'Mettre à jour' keeps the form as a draft and gives the cart page back with the cities or
 * zones of the choices made: a page of its own (post, redirect, get), so that Back from a later send that met no
 * network finds it whole. A fetcher's refresh (before the scripts' lists) gets the form's answer.
 */
export function refreshCheckout(form: FormData, context: RequestContext) {
  if (context.dataRequest) return fail(context, form, 200, null)
  keepCheckoutDraft(context.session, checkoutValues(form))
  return redirect(`${localPath(context.language, '/cart')}#checkout`, 303)
}

/**
 * Places the order, then follows the chosen payment method: cash on delivery
 * goes to /order-placed; the card and mobile-money provider's option starts a
 * payment and sends the shopper to the provider's https page; any other method
 * is not supported yet, so the shopper is told customer service will call and
 * goes to /customer. Each of the three forgets the cart.
 * The form's one-time key goes upstream as Idempotency-Key, and where it
 * ended is remembered: a second submission never makes a second order.
 */
export async function checkoutAction(form: FormData, context: RequestContext, request: Request) {
  const t = textOf(context.language)
  const { session } = context
  const key = form.get('checkoutKey')
  const seen = typeof key === 'string' ? findCheckout(session, key) : null
  if (seen) return redirect(seen.redirectTo, 303)
  const cartId = getCartId(session)
  const parsed = parseCheckout(form, context.language)
  const limited = await overLimit(context, 'checkout', { request, ownOnly: !cartId || !parsed.ok })
  if (limited) return fail(context, form, 429, limited.message, {}, { 'Retry-After': String(limited.retryAfter) })

  if (!cartId) return fail(context, form, 400, t('checkout.emptyCart'))
  if (!parsed.ok) return fail(context, form, 400, t('checkout.fixErrors'), parsed.errors)
  // A signed-in customer orders under the account's email: the field is locked, and a changed value is ignored.
  const signedIn = getLogin(session)
  const order = signedIn?.customer.email ? { ...parsed.data, clientEmail: signedIn.customer.email } : parsed.data

  const config = await getPaymentConfig(publicApi(context)).catch(platformFailure)
  if (config instanceof ApiError) return fail(context, form, faultStatus(config), t('checkout.paymentError'))
  const cod = order.selectedPaymentMethod === CASH_ON_DELIVERY && config.cash_on_delivery_enabled
  const option = config.payment_options.find((o) => o.name === order.selectedPaymentMethod)
  if (!cod && !option)
    return fail(context, form, 400, t('checkout.fixErrors'), {
      selectedPaymentMethod: t('checkout.errors.selectedPaymentMethod'),
    })
  const provider = option && isProviderOption(option.name) ? option : null
  if (provider && !provider.publicKey.trim()) return fail(context, form, 400, t('checkout.missingKey'))

  const promo = getPromo(session)
  let created
  try {
    created = await createOrder(
      customerApi(context, loginToken(context.session)),
      {
        cartId,
        shippingAddress: order.shippingAddress,
        shippingZoneId: order.selectedZone,
        nomClient: order.clientName,
        tel: order.clientTel,
        email: order.clientEmail,
        paysLivraison: order.selectedCountry,
        codeZip: order.zipCode,
        orderNote: order.orderNote,
        codePromo: promo?.code ?? null,
        paymentMethod: order.selectedPaymentMethod,
      },
      order.checkoutKey,
    )
  } catch (caught) {
    const error = platformFailure(caught)
    return fail(context, form, faultStatus(error) === 404 ? 400 : faultStatus(error), t('checkout.orderError'))
  }
  if (created.token && !signedIn) {
    const [prenom, ...rest] = order.clientName.split(/\s+/)
    login(session, created.token, {
      prenom,
      nom: rest.join(' ') || null,
      email: order.clientEmail,
      telephone: order.clientTel,
    })
  }

  rememberOrder(session, { id: String(created.order.id), numCommande: created.order.numCommande })
  const finish = (target: string) => {
    const to = localPath(context.language, target)
    clearCart(session)
    rememberCheckout(session, { key: order.checkoutKey, redirectTo: to })
    return redirect(to, 303)
  }
  if (cod) return finish('/order-placed')
  if (!provider) {
    setToast(session, { type: 'info', message: t('checkout.unsupported') })
    return finish('/customer')
  }

  const { id, numCommande } = created.order
  const payment = await startPayment(context, provider.publicKey, order.checkoutKey, {
    id: String(id),
    numCommande,
    amount: orderTotal(created.order),
    clientName: order.clientName,
    clientEmail: order.clientEmail,
    clientTel: order.clientTel,
  })
  // Nothing is forgotten before the provider's answer is known to be usable: the same form (same key,
  // same order) can be sent again.
  if (!payment.ok) return fail(context, form, 502, payment.message)
  return finish(payment.url)
}

type PaymentStart = { ok: true; url: string } | { ok: false; message: string }

/**
 * Opens the provider's payment session of an order, or finds again the one this key opened (the
 * provider keys sessions by order and Idempotency-Key). The answer is usable only when its authorization
 * URL is one safe absolute URL; otherwise the spec's payment-init message.
 */
async function startPayment(
  context: RequestContext,
  publicKey: string,
  idempotencyKey: string,
  order: {
    id: string
    numCommande: string
    amount: number
    clientName: string
    clientEmail: string
    clientTel: string
  },
): Promise<PaymentStart> {
  const t = textOf(context.language)
  const { shop } = await requireShop(context)
  const providerUrl = context.env.PAYMENT_PROVIDER_URL
  const payment = await initPayment(
    { baseUrl: providerUrl, publicKey, timeoutMs: context.env.API_TIMEOUT_MS, idempotencyKey },
    {
      amount: order.amount,
      currency: providerCurrency(shopCurrency(shop)),
      customer: { name: order.clientName, email: order.clientEmail, phone: providerPhone(order.clientTel) },
      description: t('checkout.description', { numCommande: order.numCommande, shop: shop.nom ?? context.tenant.host }),
      callback: `${context.origin}${localPath(context.language, `/payment-confirmation/${encodeURIComponent(order.id)}`)}`,
      reference: order.numCommande,
    },
  )
  if (!payment.ok)
    return {
      ok: false,
      message: t(payment.reason === 'missing-url' ? 'checkout.missingUrl' : 'checkout.providerFailed'),
    }
  const url = safeAuthorizationUrl(payment.authorizationUrl, providerUrl)
  return url ? { ok: true, url } : { ok: false, message: t('checkout.providerFailed') }
}

/**
 * 'Réessayer le paiement' on /payment-failure: a new payment session for the order whose payment failed
 * (the same order, never a new one). Its one-time key makes a second click land on the same session.
 */
export async function retryPayment(form: FormData, context: RequestContext) {
  const t = textOf(context.language)
  const { session } = context
  const key = readOneTimeKey(form, 'paymentKey')
  if (!key) return refused(400, { message: t('payment.retryUnavailable') })
  const seen = findCheckout(session, key)
  if (seen) return redirect(seen.redirectTo, 303)
  const failed = getFailedPayment(session)
  if (!failed || failed.id !== form.get('orderId')) return refused(409, { message: t('payment.retryUnavailable') })

  let detail
  let amounts
  let config
  try {
    const api = customerApi(context, loginToken(context.session))
    ;[detail, amounts, config] = await Promise.all([
      getOrder(api, failed.id),
      getOrderByNumber(api, failed.numCommande),
      getPaymentConfig(publicApi(context)),
    ])
  } catch (caught) {
    const error = platformFailure(caught)
    return refused(faultStatus(error), { message: t('checkout.providerFailed') })
  }
  const provider = config.payment_options.find((o) => isProviderOption(o.name) && o.publicKey.trim())
  if (!provider) return refused(400, { message: t('checkout.missingKey') })
  const payment = await startPayment(context, provider.publicKey, key, {
    id: failed.id,
    numCommande: detail.numCommande,
    amount: orderTotal(amounts),
    clientName: detail.nomClient ?? '',
    clientEmail: detail.email ?? '',
    clientTel: detail.tel ?? '',
  })
  if (!payment.ok) return refused(502, { message: payment.message })
  rememberCheckout(session, { key, redirectTo: payment.url })
  return redirect(payment.url, 303)
}

/** The latest order of this browser, with the platform's amounts for it (null when they cannot be read). */
export async function latestOrderAmounts(context: RequestContext) {
  const order = latestOrder(context.session)
  const amounts = order
    ? await settle(getOrderByNumber(customerApi(context, loginToken(context.session)), order.numCommande))
    : null
  return { order, amounts: amounts?.ok ? amounts.data : null }
}

import { localPath } from '~/i18n/languages'
import { pageLoader } from '~/i18n/route-strings.server'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect, useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { platformFailure, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { confirmPayment } from '~/api/orders.server'
import { textOf } from '~/i18n/text.server'
import { findOrder, getFailedPayment, setFailedPayment, setPaymentError } from '~/checkout/checkout-session.server'
import type { SecretAddressHandle } from '~/root'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

/** Its address carries the provider's references: no third party gets it. */
export const handle = { ...orderPagesHandle, secretAddress: true } satisfies SecretAddressHandle

/** How long a payment problem shows its message before the page moves on (the browser's refresh, `meta`). */
const PAYMENT_REDIRECT_SECONDS = 3

const PROVIDER_REFERENCE = /^[a-z0-9]{2,30}_trxref$/

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...orderPageMeta('payment.finalizing', matches),
  // The browser moves on by itself, with or without JavaScript (a script's navigation beside it raced it).
  ...(data ? [{ httpEquiv: 'refresh', content: `${PAYMENT_REDIRECT_SECONDS}; url=${data.next}` }] : []),
]

/**
 * Where the payment provider sends the shopper back: confirms the payment with
 * the platform, then on to the success page, or shows why it failed.
 */
async function load({ request, context }: LoaderFunctionArgs) {
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
export const loader = /* @__PURE__ */ pageLoader(handle, load)

export default function PaymentConfirmation() {
  const { message, next } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="outcome outcome--failure">
      <p className="outcome__kicker">{t('payment.finalizing')}</p>
      <h1 role="alert">{message}</h1>
      <p>{t('payment.redirectSoon')}</p>
      <p>
        <Link to={next} replace className="button">
          {t('payment.continue')}
        </Link>
      </p>
    </section>
  )
}

import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Form, Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { withActionStrings, useTranslation } from '~/i18n/use-translation'
import { retryPayment } from '~/checkout/checkout.server'
import { Outcome } from '~/checkout/Outcome'
import { findOrder, getFailedPayment, takePaymentError } from '~/checkout/checkout-session.server'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('payment.failureTitle', matches)

/**
 * The reason comes from the payment return page, through the session (never the URL). The order whose
 * payment failed stays visible from this browser, with 'Réessayer le paiement' for that same order.
 */
function load({ context }: LoaderFunctionArgs) {
  const failed = getFailedPayment(context.session)
  const order = failed && findOrder(context.session, { id: failed.id }) ? failed : null
  return {
    error: takePaymentError(context.session),
    order,
    /** The retry form's one-time key: a second click opens no second payment session. */
    paymentKey: order ? crypto.randomUUID() : null,
  }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

function act({ request, context }: ActionFunctionArgs) {
  return request.formData().then((form) => retryPayment(form, context))
}
export const action = /* @__PURE__ */ pageAction(handle, act)

function PaymentFailure() {
  const { error, order, paymentKey } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Outcome success={false} title={t('payment.failureTitle')} next={{ to: '/cart', label: t('payment.backToCart') }}>
      <p role="alert">{refused?.message ?? error ?? t('payment.failureDefault')}</p>
      {order && paymentKey ? (
        <div className="notice">
          <p>{t('payment.retryText', { numCommande: order.numCommande })}</p>
          {/* A native form post: the answer is a redirect to the provider's page, with or without JavaScript. */}
          <Form method="post" reloadDocument>
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="paymentKey" value={paymentKey} />
            <p className="outcome__links">
              <button type="submit" className="button">
                {t('payment.retry')}
              </button>
              <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`} className="button button--ghost">
                {t('order.view')}
              </Link>
            </p>
          </Form>
        </div>
      ) : null}
    </Outcome>
  )
}

export default withActionStrings(PaymentFailure)

import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Form, Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { withActionStrings, useTranslation } from '~/i18n/use-translation'
import { Outcome } from '~/checkout/Outcome'
import { loadPaymentFailure, retryPaymentAction } from '~/checkout/order-pages.server'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('payment.failureTitle', matches)

export const loader = /* @__PURE__ */ pageLoader(handle, loadPaymentFailure)

export const action = /* @__PURE__ */ pageAction(handle, retryPaymentAction)

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'

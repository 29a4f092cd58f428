import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { orderPageMeta, orderPagesHandle } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { loadPaymentConfirmation } from '~/checkout/order-pages.server'
import type { SecretAddressHandle } from '~/root'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

/** Its address carries the provider's references: no third party gets it. */
export const handle = { ...orderPagesHandle, secretAddress: true } satisfies SecretAddressHandle

/** How long a payment problem shows its message before the page moves on (the browser's refresh, `meta`). */
const PAYMENT_REDIRECT_SECONDS = 3

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...orderPageMeta('payment.finalizing', matches),
  // The browser moves on by itself, with or without JavaScript (a script's navigation beside it raced it).
  ...(data ? [{ httpEquiv: 'refresh', content: `${PAYMENT_REDIRECT_SECONDS}; url=${data.next}` }] : []),
]

export const loader = /* @__PURE__ */ pageLoader(handle, loadPaymentConfirmation)

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Reassurance } from '~/components/checkout/Reassurance'
import { translate } from '~/lib/text'
import { takePaymentError } from '~/session.server'

export const meta: MetaFunction = () => [{ title: translate('payment.failureTitle') }, { name: 'robots', content: 'noindex' }]

/** The reason comes from the payment return page, through the session (never the URL). */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ error: takePaymentError(context.session) })
}

export default function PaymentFailure() {
  const { error } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="outcome outcome--failure">
      <h1>{t('payment.failureTitle')}</h1>
      <p role="alert">{error ?? t('payment.failureDefault')}</p>
      <p className="outcome__links">
        <Link to="/cart" className="button">
          {t('payment.backToCart')}
        </Link>
        <Link to="/" className="button button--ghost">
          {t('order.home')}
        </Link>
      </p>
      <Reassurance />
    </section>
  )
}

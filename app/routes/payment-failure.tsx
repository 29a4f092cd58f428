import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/lib/i18n'
import { Outcome } from '~/components/checkout/Outcome'
import { translate } from '~/lib/text'
import { takePaymentError } from '~/session.server'

export const meta: MetaFunction = () => [
  { title: translate('payment.failureTitle') },
  { name: 'robots', content: 'noindex' },
]

/** The reason comes from the payment return page, through the session (never the URL). */
export function loader({ context }: LoaderFunctionArgs) {
  return { error: takePaymentError(context.session) }
}

export default function PaymentFailure() {
  const { error } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Outcome success={false} title={t('payment.failureTitle')} next={{ to: '/cart', label: t('payment.backToCart') }}>
      <p role="alert">{error ?? t('payment.failureDefault')}</p>
    </Outcome>
  )
}

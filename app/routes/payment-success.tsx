import type { MetaFunction } from '@remix-run/cloudflare'
import { useTranslation } from '~/lib/i18n'
import { Outcome } from '~/components/checkout/Outcome'
import { translate } from '~/lib/text'

export const meta: MetaFunction = () => [
  { title: translate('payment.successTitle') },
  { name: 'robots', content: 'noindex' },
]

export default function PaymentSuccess() {
  const { t } = useTranslation()
  return (
    <Outcome success title={t('payment.successTitle')} next={{ to: '/customer/orders', label: t('order.myOrders') }}>
      <p>{t('payment.successText')}</p>
    </Outcome>
  )
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/lib/i18n'
import { customerApi, settle } from '~/api/client.server'
import { getOrderByNumber } from '~/api/orders.server'
import { Outcome } from '~/components/checkout/Outcome'
import { PlacedOrder } from '~/components/checkout/PlacedOrder'
import { translate } from '~/lib/text'
import { latestOrder } from '~/session.server'

export const meta: MetaFunction = () => [
  { title: translate('payment.successTitle') },
  { name: 'robots', content: 'noindex' },
]

/** The latest order of this browser (the one just paid), with the platform's amounts for it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const order = latestOrder(context.session)
  const amounts = order ? await settle(getOrderByNumber(customerApi(context), order.numCommande)) : null
  return { order, amounts: amounts?.ok ? amounts.data : null }
}

export default function PaymentSuccess() {
  const { order, amounts } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Outcome success title={t('payment.successTitle')} next={{ to: '/customer/orders', label: t('order.myOrders') }}>
      <p>{t('payment.successText')}</p>
      {order ? <PlacedOrder order={order} amounts={amounts} /> : null}
    </Outcome>
  )
}

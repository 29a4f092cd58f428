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
  { title: translate('order.placedTitle') },
  { name: 'robots', content: 'noindex' },
]

/** The latest order of this browser, with the platform's amounts for it (none shown when they cannot be read). */
export async function loader({ context }: LoaderFunctionArgs) {
  const order = latestOrder(context.session)
  const amounts = order ? await settle(getOrderByNumber(customerApi(context), order.numCommande)) : null
  return { order, amounts: amounts?.ok ? amounts.data : null }
}

/** After a cash-on-delivery order. */
export default function OrderPlaced() {
  const { order, amounts } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Outcome success title={t('order.placedTitle')} next={{ to: '/customer/orders', label: t('order.myOrders') }}>
      {order ? <PlacedOrder order={order} amounts={amounts} /> : null}
      <p>{t('order.placedText')}</p>
    </Outcome>
  )
}

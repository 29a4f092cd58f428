import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/lib/i18n'
import { Outcome } from '~/components/checkout/Outcome'
import { translate } from '~/lib/text'
import { latestOrder } from '~/session.server'

export const meta: MetaFunction = () => [
  { title: translate('order.placedTitle') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ context }: LoaderFunctionArgs) {
  return { numCommande: latestOrder(context.session)?.numCommande ?? null }
}

/** After a cash-on-delivery order. */
export default function OrderPlaced() {
  const { numCommande } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Outcome success title={t('order.placedTitle')} next={{ to: '/customer/orders', label: t('order.myOrders') }}>
      {numCommande ? <p>{t('order.number', { numCommande })}</p> : null}
      <p>{t('order.placedText')}</p>
    </Outcome>
  )
}

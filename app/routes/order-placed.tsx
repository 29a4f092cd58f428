import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { latestOrderAmounts } from '~/checkout/checkout.server'
import { Outcome } from '~/checkout/Outcome'
import { PlacedOrder } from '~/checkout/PlacedOrder'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { orderStrings } from '~/i18n/pages/order'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [orderStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const meta: MetaFunction = () => [
  { title: translate('order.placedTitle') },
  { name: 'robots', content: 'noindex' },
]

/** The latest order of this browser, with the platform's amounts for it (none shown when they cannot be read). */
export function loader({ context }: LoaderFunctionArgs) {
  return latestOrderAmounts(context)
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

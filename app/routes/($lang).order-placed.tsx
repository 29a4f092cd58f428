import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { latestOrderAmounts } from '~/checkout/checkout.server'
import { orderPageMeta, orderPagesHandle, PlacedOrderPage } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('order.placedTitle', matches)

function load({ context }: LoaderFunctionArgs) {
  return latestOrderAmounts(context)
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

/** After a cash-on-delivery order. */
export default function OrderPlaced() {
  const { t } = useTranslation()
  return <PlacedOrderPage title="order.placedTitle" text={<p>{t('order.placedText')}</p>} />
}

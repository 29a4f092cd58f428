import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { loadPlacedOrder } from '~/checkout/order-pages.server'
import { orderPageMeta, orderPagesHandle, PlacedOrderPage } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/lib/page-headers'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta: MetaFunction = ({ matches }) => orderPageMeta('payment.successTitle', matches)

export const loader = /* @__PURE__ */ pageLoader(handle, loadPlacedOrder)

export default function PaymentSuccess() {
  const { t } = useTranslation()
  return <PlacedOrderPage title="payment.successTitle" text={<p>{t('payment.successText')}</p>} />
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { latestOrderAmounts } from '~/checkout/checkout.server'
import { orderPageMeta, orderPagesHandle, PlacedOrderPage } from '~/checkout/order-pages'
import { useTranslation } from '~/i18n/use-translation'
import { noStoreHeaders } from '~/server/security.server'

/** One visitor's page: no cache keeps it. */
export const headers = noStoreHeaders

export const handle = orderPagesHandle

export const meta = () => orderPageMeta('payment.successTitle')

export function loader({ context }: LoaderFunctionArgs) {
  return latestOrderAmounts(context)
}

export default function PaymentSuccess() {
  const { t } = useTranslation()
  return <PlacedOrderPage title="payment.successTitle" text={<p>{t('payment.successText')}</p>} />
}

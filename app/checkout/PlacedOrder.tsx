import { Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { OrderAmounts } from '~/api/orders.server'
import { useShop } from '~/layout/root-data'
import { OrderSummary } from '~/checkout/OrderSummary'

/**
 * An order just placed from this browser: its number, the platform's own amounts for it (subtotal,
 * discount, delivery, total) when they could be read, and the link to its confirmation.
 */
export function PlacedOrder({
  order,
  amounts,
}: {
  order: { id: string; numCommande: string }
  amounts: OrderAmounts | null
}) {
  const { t } = useTranslation()
  const shop = useShop()
  return (
    <>
      <p>{t('order.number', { numCommande: order.numCommande })}</p>
      {amounts ? (
        <section aria-label={t('order.amounts')}>
          <OrderSummary amounts={amounts} currency={shop.currency} />
        </section>
      ) : null}
      <p>
        <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`}>{t('order.view')}</Link>
      </p>
    </>
  )
}

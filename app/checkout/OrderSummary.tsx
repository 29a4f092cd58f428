import type { OrderAmounts } from '~/api/contract.server'
import { CartSummary } from '~/cart/CartSummary'
import { orderTotal } from '~/checkout/order-total'

/**
 * A placed order's amounts, laid out as the cart's summary and all the platform's own: subtotal, the
 * discount when there is one, delivery, and the total the shopper owes.
 */
export function OrderSummary({ amounts, currency }: { amounts: OrderAmounts; currency: string }) {
  return (
    <CartSummary
      subtotal={amounts.montantTotal}
      discount={amounts.reduction}
      promoCode={null}
      shipping={amounts.shippingCost}
      total={orderTotal(amounts)}
      currency={currency}
    />
  )
}

import type { OrderAmounts } from '~/api/contract.server'

/** What the shopper owes for an order, as the platform counts it: its items, plus delivery, less the discount. */
export function orderTotal({ montantTotal, shippingCost, reduction }: OrderAmounts): number {
  return montantTotal + shippingCost - reduction
}

import type { CheckoutField } from '../../app/checkout/checkout-forms.server'

/** A delivery zone of Douala in the stand-in's seeded shops (Akwa, 1 000 XAF). */
export const AKWA = 11

/** The required fields of a valid checkout as a shopper fills them in, delivery in Akwa, Douala. */
export const shopperDetails = {
  clientName: 'Awa Ndiaye',
  clientTel: '690 12 34 56',
  clientEmail: 'awa@example.cm',
  shippingAddress: 'Rue de la Joie, Akwa',
  selectedCountry: 'CM',
  selectedCity: 'Douala',
  selectedZone: String(AKWA),
} satisfies Partial<Record<CheckoutField, string>>

/**
 * What the cart page's checkout form posts for a valid order with this one-time key and payment method
 * (`cash_on_delivery`, `notchpay`…): the shopper's details, no zip code, a note; `fields` replaces any of them.
 */
export function checkoutForm(
  checkoutKey: string,
  selectedPaymentMethod: string,
  fields: Partial<Record<CheckoutField, string>> = {},
) {
  return {
    intent: 'checkout',
    checkoutKey,
    ...shopperDetails,
    zipCode: '',
    orderNote: 'Appeler avant de passer',
    selectedPaymentMethod,
    ...fields,
  }
}

/** The checkout form's one-time key on a cart page. */
export function checkoutKeyIn(html: string): string {
  const key = html.match(/name="checkoutKey" value="([^"]+)"/)?.[1]
  if (!key) throw new Error('no checkout form on this page')
  return key
}

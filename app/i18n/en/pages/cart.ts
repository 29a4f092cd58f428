import type { frCartStrings } from '~/i18n/fr/pages/cart'
import type { Shape } from '~/i18n/parts'

/** The cart page: its lines, the promo code and the checkout form: the English of `frCartStrings` (../../fr/pages/cart.ts). */
export const enCartStrings = {
  cart: {
    unitPrice: 'Unit price',
    quantity: 'Quantity of {{name}}',
    decrease: 'Decrease the quantity',
    increase: 'Increase the quantity',
    remove: 'Remove',
    removeItem: 'Remove {{name}} from the cart',
    whatsapp: 'Order via WhatsApp',
  },
  promo: {
    label: 'Promo code',
    apply: 'Apply',
    remove: 'Remove the code',
    applied: 'Promo code {{code}} applied: -{{amount}}',
  },
  checkout: {
    title: 'Delivery and payment',
    clientName: 'Full name',
    clientTel: 'Phone',
    clientEmail: 'Email',
    emailLocked: 'Your account’s email is used.',
    shippingAddress: 'Delivery address',
    country: 'Country',
    city: 'Town or city',
    zone: 'Delivery area',
    choose: 'Choose…',
    zipCode: 'Postal code (optional)',
    orderNote: 'Note for the order (optional)',
    paymentMethod: 'Payment method',
    refresh: 'Update',
    refreshHint: 'After choosing the country or the town, update the list.',
    submit: 'Place the order',
    submitting: 'Placing the order…',
    loginOffer: 'Already a customer? Log in',
    countriesError: 'Unable to load the delivery countries.',
    paymentError: 'Unable to load the payment methods.',
    retryList: 'Try again',
  },
} as const satisfies Shape<typeof frCartStrings>

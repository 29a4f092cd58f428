/** Limits of the checkout form, the same in the browser (maxLength, pattern) and on the server (zod). */
export const CHECKOUT_LIMITS = {
  clientName: 200,
  clientTel: 25,
  clientEmail: 200,
  shippingAddress: 200,
  /** The lists' values (country, city, zone, payment method). */
  choice: 200,
  zipCode: 20,
  orderNote: 500,
} as const

/** A phone number: a digit or +, then 5 to 24 digits, spaces, dots, dashes or brackets. */
export const PHONE_PATTERN = String.raw`[+\d][\d\s.\(\)\-]{5,24}`

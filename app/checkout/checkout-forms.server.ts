import { z } from 'zod'
import { type fr } from '~/i18n/fr'
import { translate as t } from '~/i18n/text.server'

/**
 * The checkout form, checked before the order goes to the platform: every
 * required field has its own French message, zip code and order note are optional.
 */

const required = (key: keyof typeof fr.checkout.errors) =>
  z
    .string({ error: t(`checkout.errors.${key}`) })
    .trim()
    .min(1, t(`checkout.errors.${key}`))
    .max(200, t('checkout.errors.tooLong'))
/** An optional text field: trimmed, bounded, empty becomes null. */
export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, t('checkout.errors.tooLong'))
    .optional()
    .transform((v) => v || null)

export const CHECKOUT_FIELDS = [
  'clientName',
  'clientTel',
  'clientEmail',
  'shippingAddress',
  'selectedCountry',
  'selectedCity',
  'selectedZone',
  'zipCode',
  'orderNote',
  'selectedPaymentMethod',
] as const
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]

const CheckoutSchema = z.object({
  clientName: required('clientName'),
  clientTel: required('clientTel').pipe(z.string().regex(/^[+\d][\d\s.()-]{5,24}$/, t('checkout.errors.clientTel'))),
  clientEmail: required('clientEmail').pipe(z.email(t('checkout.errors.clientEmailFormat'))),
  shippingAddress: required('shippingAddress'),
  selectedCountry: required('selectedCountry'),
  selectedCity: required('selectedCity'),
  selectedZone: required('selectedZone'),
  zipCode: optional(20),
  orderNote: optional(500),
  selectedPaymentMethod: required('selectedPaymentMethod'),
  checkoutKey: z.string().regex(/^[\w-]{16,64}$/),
})
export type Checkout = z.infer<typeof CheckoutSchema>

/** The values as typed, to give the form back after an error (strings only, bounded). */
export function checkoutValues(form: FormData): Partial<Record<CheckoutField, string>> {
  const values: Partial<Record<CheckoutField, string>> = {}
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string') values[field] = value.slice(0, 500)
  }
  return values
}

export type CheckoutParse =
  { ok: true; data: Checkout } | { ok: false; errors: Partial<Record<CheckoutField | 'checkoutKey', string>> }

export function parseCheckout(form: FormData): CheckoutParse {
  const result = CheckoutSchema.safeParse(Object.fromEntries(form))
  if (result.success) return { ok: true, data: result.data }
  const errors: Partial<Record<CheckoutField | 'checkoutKey', string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField | 'checkoutKey'
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

import { z } from 'zod'
import { translate as t } from '~/lib/text'

/**
 * The cart's forms, checked before anything reaches the platform. Messages
 * are the spec's French texts.
 */

const quantity = z.coerce
  .number({ error: t('cart.invalidQuantity') })
  .int(t('cart.invalidQuantity'))
  .min(1, t('cart.invalidQuantity'))
  .max(999, t('cart.invalidQuantity'))
const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const itemId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/)

const AddSchema = z.object({
  intent: z.literal('add'),
  produitId: positiveId,
  quantity,
  variantId: z
    .union([z.literal(''), positiveId])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
})

const UpdateSchema = z.object({ intent: z.literal('update'), itemId, quantity })
const RemoveSchema = z.object({ intent: z.literal('remove'), itemId })
const PromoSchema = z.object({
  intent: z.literal('promo'),
  promoCode: z.string().trim().min(1, t('promo.required')).max(40, t('promo.invalid')),
})
const PromoRemoveSchema = z.object({ intent: z.literal('promo-remove') })

export const CartIntentSchema = z.discriminatedUnion('intent', [
  AddSchema,
  UpdateSchema,
  RemoveSchema,
  PromoSchema,
  PromoRemoveSchema,
])
export type CartIntent = z.infer<typeof CartIntentSchema>

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string }

const SHOPPER_MESSAGES = new Set([t('cart.invalidQuantity'), t('promo.required'), t('promo.invalid')])

/** One message for the shopper: the first problem found, or a general one for forged requests. */
export function parseCartIntent(form: FormData): Parsed<CartIntent> {
  const result = CartIntentSchema.safeParse(Object.fromEntries(form))
  if (result.success) return { ok: true, data: result.data }
  const message = result.error.issues[0]?.message
  return { ok: false, message: message && SHOPPER_MESSAGES.has(message) ? message : t('cart.invalidRequest') }
}

const required = (key: string) =>
  z
    .string({ error: t(`checkout.errors.${key}`) })
    .trim()
    .min(1, t(`checkout.errors.${key}`))
    .max(200, t('checkout.errors.tooLong'))
const optional = (max: number) =>
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

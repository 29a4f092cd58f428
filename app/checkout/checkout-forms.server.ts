import { z } from 'zod'
import { CHECKOUT_LIMITS as MAX, PHONE_PATTERN } from '~/checkout/checkout-fields'
import { type fr } from '~/i18n/fr'
import type { Language } from '~/lib/languages'
import { perLanguage, type ServerTranslate } from '~/i18n/text.server'
import { oneTimeKey, optionalText, parseForm, typedValues, type FormCheck } from '~/server/forms.server'

/**
 * The checkout form, checked before the order goes to the platform: every
 * required field has its own message in the page's language, zip code and order note are optional.
 */

const requiredIn =
  (t: ServerTranslate) =>
  (key: keyof typeof fr.checkout.errors, max: number = MAX.choice) =>
    z
      .string({ error: t(`checkout.errors.${key}`) })
      .trim()
      .min(1, t(`checkout.errors.${key}`))
      .max(max, t('checkout.errors.tooLong'))
const CHECKOUT_FIELDS = [
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

const schemaOf = perLanguage((t) => {
  const required = requiredIn(t)
  return z.object({
    clientName: required('clientName', MAX.clientName),
    clientTel: required('clientTel', MAX.clientTel).pipe(
      z.string().regex(new RegExp(`^(?:${PHONE_PATTERN})$`), t('checkout.errors.clientTelFormat')),
    ),
    clientEmail: required('clientEmail', MAX.clientEmail).pipe(z.email(t('checkout.errors.clientEmailFormat'))),
    shippingAddress: required('shippingAddress', MAX.shippingAddress),
    selectedCountry: required('selectedCountry'),
    selectedCity: required('selectedCity'),
    selectedZone: required('selectedZone'),
    zipCode: optionalText(t, MAX.zipCode),
    orderNote: optionalText(t, MAX.orderNote),
    selectedPaymentMethod: required('selectedPaymentMethod'),
    checkoutKey: oneTimeKey,
  })
})
type Checkout = z.infer<ReturnType<typeof schemaOf>>

/** The values as typed, to give the form back after an error (strings only, bounded). */
export function checkoutValues(form: FormData): Partial<Record<CheckoutField, string>> {
  return typedValues(form, CHECKOUT_FIELDS, 500)
}

type CheckoutParse = FormCheck<Checkout, CheckoutField | 'checkoutKey'>

export function parseCheckout(form: FormData, language: Language): CheckoutParse {
  return parseForm(schemaOf(language), form)
}

import { z } from 'zod'
import type { Language } from '~/lib/languages'
import { perLanguage, type ServerTranslate } from '~/i18n/text.server'
import { oneTimeKey } from '~/server/forms.server'

/**
 * The cart's forms (add, update, remove, promo), checked before anything
 * reaches the platform. Messages are in the page's language.
 */

const quantityIn = (t: ServerTranslate) =>
  z.coerce
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

const schemaOf = perLanguage((t) => {
  const quantity = quantityIn(t)
  const AddSchema = z.object({
    intent: z.literal('add'),
    /** The form's one-time key, sent upstream as Idempotency-Key (absent from forms rendered before it existed). */
    idempotencyKey: oneTimeKey.optional(),
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

  return {
    schema: z.discriminatedUnion('intent', [AddSchema, UpdateSchema, RemoveSchema, PromoSchema, PromoRemoveSchema]),
    /** The messages a shopper may see; any other problem is a forged request. */
    shopperMessages: new Set([t('cart.invalidQuantity'), t('promo.required'), t('promo.invalid')]),
    invalidRequest: t('cart.invalidRequest'),
  }
})
type CartIntent = z.infer<ReturnType<typeof schemaOf>['schema']>

type Parsed<T> = { ok: true; data: T } | { ok: false; message: string }

/** One message for the shopper: the first problem found, or a general one for forged requests. */
export function parseCartIntent(form: FormData, language: Language): Parsed<CartIntent> {
  const { schema, shopperMessages, invalidRequest } = schemaOf(language)
  const result = schema.safeParse(Object.fromEntries(form))
  if (result.success) return { ok: true, data: result.data }
  const message = result.error.issues[0]?.message
  return { ok: false, message: message && shopperMessages.has(message) ? message : invalidRequest }
}

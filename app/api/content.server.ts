import { CacheStrategy } from '~/server/edge-cache/store.server'
import type { Api } from './client.server'
import { MessageSchema, PopupSchema, PromoTextListSchema, type Popup, type PromoText } from './contract.server'

/** The pop-up and the promotional texts are public and shown on every page: cached per tenant like the shop. */

export type { Popup, PromoText } from './contract.server'

// One schema object: the API client recognises an answer it already checked by key and schema.
const PopupOrNoneSchema = PopupSchema.nullable()

/** The shop's pop-up, or null when it has none (404, cached like an answer). Other failures are thrown. */
export function getPopup(api: Api): Promise<Popup | null> {
  return api.get('/popup', PopupOrNoneSchema, {
    nullOn404: true,
    cache: CacheStrategy.content,
  })
}

/** Texts of the announcement bar. */
export function getPromoTexts(api: Api): Promise<PromoText[]> {
  return api.get('/textplaceholder1', PromoTextListSchema, {
    cache: CacheStrategy.content,
  })
}

/** Subscribes an email to the shop's newsletter (never retried: a POST). */
export function subscribe(api: Api, email: string): Promise<unknown> {
  return api.post('/subscribe', { email }, MessageSchema)
}

export interface ContactMessage {
  nom: string
  email: string
  sujet: string
  message: string
}

/**
 * Sends a contact message; the platform's success is 201 and nothing else. With the form's one-time key as
 * Idempotency-Key, the same message sent again (its answer lost on the way) is stored once.
 */
export function sendContactMessage(api: Api, message: ContactMessage, oneTimeKey: string | null): Promise<unknown> {
  const headers = oneTimeKey ? { 'Idempotency-Key': oneTimeKey } : undefined
  return api.post('/contact', message, MessageSchema, { expectStatus: 201, headers })
}

import type { MessageSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { FORM_MESSAGES, MAX_EMAIL_LENGTH, characterCount, isBlank, isEmail, readFormBody } from './forms'
import { HttpError, json } from './http'

/** POST /contact `{ nom, email, sujet, message }`: the message is stored for the shop. */

export const CONTACT_MESSAGES = {
  sent: 'Message envoyé.',
  invalidEmail: FORM_MESSAGES.invalidEmail,
  required: (field: ContactField) => `Le champ ${field} est requis.`,
  tooLong: (field: ContactField) => `Le champ ${field} est trop long.`,
  notText: (field: ContactField) => `Le champ ${field} est invalide : texte attendu.`,
} as const

/** The fields, in the order they are checked, and their length limits in characters. */
export const CONTACT_LIMITS = {
  nom: 100,
  email: MAX_EMAIL_LENGTH,
  sujet: 150,
  message: 5000,
} as const
export type ContactField = keyof typeof CONTACT_LIMITS

export function registerContactRoutes(api: ApiApp): void {
  api.post('/contact', sendContactMessage)
}

async function sendContactMessage({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const body = await readFormBody(req.raw)
  const fields = {} as Record<ContactField, string>
  for (const [field, limit] of Object.entries(CONTACT_LIMITS) as [ContactField, number][]) {
    const value = body[field]
    if (isBlank(value)) throw new HttpError(400, CONTACT_MESSAGES.required(field))
    if (typeof value !== 'string') throw new HttpError(400, CONTACT_MESSAGES.notText(field))
    const text = value.trim()
    if (characterCount(text) > limit) throw new HttpError(400, CONTACT_MESSAGES.tooLong(field))
    if (field === 'email' && !isEmail(text)) throw new HttpError(400, CONTACT_MESSAGES.invalidEmail)
    fields[field] = text
  }
  await env.DB.prepare('INSERT INTO contact_messages (shop_id, nom, email, sujet, message) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(shop.id, fields.nom, fields.email, fields.sujet, fields.message)
    .run()
  return json({ message: CONTACT_MESSAGES.sent } satisfies Sent<typeof MessageSchema>, { status: 201 })
}

import type { MessageSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { FORM_MESSAGES, MAX_EMAIL_LENGTH, characterCount, isBlank, isEmail, readFormBody } from './forms'
import { HttpError, isUniqueViolation, json, readIdempotencyKey } from './http'

/**
 * POST /contact `{ nom, email, sujet, message }`: the message is stored for the shop.
 * Optional header Idempotency-Key (100 characters at most): a key this shop
 * already used answers that first message again and stores nothing, even for
 * a concurrent request; the key is stored with the message it names.
 */

const CONTACT_MESSAGES = {
  sent: 'Message envoyé.',
  invalidEmail: FORM_MESSAGES.invalidEmail,
  required: (field: ContactField) => `Le champ ${field} est requis.`,
  tooLong: (field: ContactField) => `Le champ ${field} est trop long.`,
  notText: (field: ContactField) => `Le champ ${field} est invalide : texte attendu.`,
} as const

/** The fields, in the order they are checked, and their length limits in characters. */
const CONTACT_LIMITS = {
  nom: 100,
  email: MAX_EMAIL_LENGTH,
  sujet: 150,
  message: 5000,
} as const
type ContactField = keyof typeof CONTACT_LIMITS

export function registerContactRoutes(api: ApiApp): void {
  api.post('/contact', sendContactMessage)
}

async function sendContactMessage({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const idempotencyKey = readIdempotencyKey(req.raw)
  if (idempotencyKey !== null && (await keyUsed(env.DB, shop.id, idempotencyKey))) return answerSent()
  const fields = await readFields(req.raw)
  const insert = env.DB.prepare(
    'INSERT INTO contact_messages (shop_id, nom, email, sujet, message) VALUES (?1, ?2, ?3, ?4, ?5)',
  ).bind(shop.id, fields.nom, fields.email, fields.sujet, fields.message)
  if (idempotencyKey === null) {
    await insert.run()
    return answerSent()
  }
  // A second use of the key fails its primary key and rolls the message back.
  const storeKey = env.DB.prepare(
    `INSERT INTO contact_idempotency_keys (shop_id, idempotency_key, message_id)
     VALUES (?1, ?2, last_insert_rowid())`,
  ).bind(shop.id, idempotencyKey)
  try {
    await env.DB.batch([insert, storeKey])
  } catch (error) {
    // A concurrent request with the same key stored first: its answer, not a second message.
    if (isUniqueViolation(error, 'contact_idempotency_keys') && (await keyUsed(env.DB, shop.id, idempotencyKey))) {
      return answerSent()
    }
    throw error
  }
  return answerSent()
}

function answerSent(): Response {
  return json({ message: CONTACT_MESSAGES.sent } satisfies Sent<typeof MessageSchema>, { status: 201 })
}

/** The fields, checked in order; the first failure answers 400. */
async function readFields(request: Request): Promise<Record<ContactField, string>> {
  const body = await readFormBody(request)
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
  return fields
}

async function keyUsed(db: D1Database, shopId: number, key: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS used FROM contact_idempotency_keys WHERE shop_id = ?1 AND idempotency_key = ?2')
    .bind(shopId, key)
    .first<{ used: number }>()
  return row !== null
}

import type { MessageSchema, Sent } from '../../app/api/contract.server'
import type { ApiApp, ApiContext } from './context'
import { FORM_MESSAGES, isBlank, isEmail, readFormBody } from './forms'
import { HttpError, json } from './http'

/**
 * POST /subscribe `{ email }`: one subscription per shop and address, the
 * address compared without regard to case.
 */

const NEWSLETTER_MESSAGES = {
  subscribed: 'Abonnement réussi !',
  emailRequired: 'Email requis',
  invalidEmail: FORM_MESSAGES.invalidEmail,
  alreadySubscribed: 'Cet email est déjà abonné',
} as const

export function registerNewsletterRoutes(api: ApiApp): void {
  api.post('/subscribe', subscribe)
}

async function subscribe({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const body = await readFormBody(req.raw)
  const value = body['email']
  if (isBlank(value)) throw new HttpError(400, NEWSLETTER_MESSAGES.emailRequired)
  const email = typeof value === 'string' ? value.trim() : ''
  if (!isEmail(email)) throw new HttpError(400, NEWSLETTER_MESSAGES.invalidEmail)
  const result = await env.DB.prepare(
    `INSERT INTO newsletter_subscriptions (shop_id, email, email_key) VALUES (?1, ?2, ?3)
     ON CONFLICT (shop_id, email_key) DO NOTHING`,
  )
    .bind(shop.id, email, email.toLowerCase())
    .run()
  if (result.meta.changes === 0) throw new HttpError(409, NEWSLETTER_MESSAGES.alreadySubscribed)
  return json({ message: NEWSLETTER_MESSAGES.subscribed } satisfies Sent<typeof MessageSchema>, { status: 201 })
}

import type { SiteApp, SiteContext } from './context'
import { HttpError, json } from './http'

/**
 * The stand-in's emails: nothing leaves the machine. Each one is stored in the
 * `outbox` table and logged; GET /mail?to={email} (outside /api/v2, no key) is
 * the development mail catcher that lists them.
 */

const MAIL_MESSAGES = {
  recipientRequired: 'Paramètre « to » requis : l’adresse email dont on veut les messages.',
} as const

const MAX_EMAIL_LENGTH = 254

interface OutboxRow {
  to_email: string
  subject: string
  link: string
  sent_at: string
}

/** One email of GET /mail. */
export type CaughtMail = ReturnType<typeof toCaughtMail>

function toCaughtMail(row: OutboxRow) {
  return { to: row.to_email, subject: row.subject, link: row.link, sentAt: row.sent_at }
}

export function registerMailRoutes(app: SiteApp): void {
  app.get('/mail', listMail)
}

/** Stores the email confirmation link sent to a new customer, and logs it for whoever runs the stand-in. */
export async function sendConfirmationEmail(
  db: D1Database,
  shop: { id: number; nom: string },
  to: string,
  link: string,
): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (shop_id, to_email, subject, link) VALUES (?1, ?2, ?3, ?4)')
    .bind(shop.id, to, `${shop.nom} : confirmez votre adresse e-mail`, link)
    .run()
  console.log(`Confirmation email for ${to}: ${link}`)
}

/** GET /mail?to={email} → the emails sent to that address, newest first. */
async function listMail({ req, env }: SiteContext): Promise<Response> {
  const to = req.query('to')?.trim().toLowerCase() ?? ''
  if (to === '') throw new HttpError(400, MAIL_MESSAGES.recipientRequired)
  if (to.length > MAX_EMAIL_LENGTH) return json([])
  const { results } = await env.DB.prepare(
    'SELECT to_email, subject, link, sent_at FROM outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 100',
  )
    .bind(to)
    .all<OutboxRow>()
  return json(results.map(toCaughtMail))
}

import type { SiteApp, SiteContext } from './context'
import { faultSwitchOn } from './faults'
import { HttpError, json } from './http'
import { ensureSeed } from './seed'

/**
 * GET /__sent?shop={subdomain}&email={address} (outside /api/v2, no key, only when `FAULT_SWITCH` is `on`):
 * what the platform holds from one address in one shop, for tests that check a send was stored exactly once.
 * Orders and contact messages match the address as stored (trimmed, case kept), subscriptions and accounts
 * whatever its case, as their tables keep them.
 */

const SENT_MESSAGES = {
  shopRequired: 'Paramètre « shop » requis : le sous-domaine de la boutique.',
  emailRequired: 'Paramètre « email » requis : l’adresse dont on veut les envois.',
  unknownShop: (shop: string) => `Boutique inconnue : « ${shop} ».`,
} as const

/** The answer of GET /__sent. */
export interface SentCounts {
  orders: number
  messages: number
  subscriptions: number
  accounts: number
}

export function registerSentRoutes(app: SiteApp): void {
  app.get('/__sent', faultSwitchOn, countSent)
}

async function countSent({ req, env }: SiteContext): Promise<Response> {
  const subdomain = req.query('shop')?.trim().toLowerCase() ?? ''
  if (subdomain === '') throw new HttpError(400, SENT_MESSAGES.shopRequired)
  const email = req.query('email')?.trim() ?? ''
  if (email === '') throw new HttpError(400, SENT_MESSAGES.emailRequired)
  await ensureSeed(env.DB)
  const shop = await env.DB.prepare('SELECT id FROM shops WHERE subdomain = ?1').bind(subdomain).first<{ id: number }>()
  if (!shop) throw new HttpError(404, SENT_MESSAGES.unknownShop(subdomain))
  const counts = await env.DB.prepare(
    `SELECT
       (SELECT COUNT(*) FROM orders WHERE shop_id = ?1 AND email = ?2) AS orders,
       (SELECT COUNT(*) FROM contact_messages WHERE shop_id = ?1 AND email = ?2) AS messages,
       (SELECT COUNT(*) FROM newsletter_subscriptions WHERE shop_id = ?1 AND email_key = ?3) AS subscriptions,
       (SELECT COUNT(*) FROM customers WHERE shop_id = ?1 AND email = ?3) AS accounts`,
  )
    .bind(shop.id, email, email.toLowerCase())
    .first<SentCounts>()
  return json({
    orders: counts?.orders ?? 0,
    messages: counts?.messages ?? 0,
    subscriptions: counts?.subscriptions ?? 0,
    accounts: counts?.accounts ?? 0,
  } satisfies SentCounts)
}

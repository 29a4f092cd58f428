import { hasTokenShape, randomToken, tokenHash } from './credentials'
import type { Env } from './env'

/**
 * Who is calling: the storefront with the shop's public key, or a customer
 * with a login token of this shop.
 */
export type Caller = { kind: 'public' } | { kind: 'customer'; customerId: number }

/** A login token lives 65 minutes: a little longer than the storefront's one-hour session. */
const LOGIN_TOKEN_LIFETIME_MS = 65 * 60 * 1000

/**
 * The one place that decides whether a bearer token is accepted: the public
 * key, or an unexpired login token issued in this shop.
 */
export async function authenticate(request: Request, env: Env, shopId: number): Promise<Caller | null> {
  const token = bearerToken(request)
  if (token === null) return null
  if (env.SHOP_PUBLIC_KEY && safeEqual(token, env.SHOP_PUBLIC_KEY)) return { kind: 'public' }
  if (!hasTokenShape(token)) return null
  const row = await env.DB.prepare(
    'SELECT customer_id FROM customer_tokens WHERE token_hash = ?1 AND shop_id = ?2 AND expires_at > ?3',
  )
    .bind(await tokenHash(token), shopId, Date.now())
    .first<{ customer_id: number }>()
  return row ? { kind: 'customer', customerId: row.customer_id } : null
}

/** A new login token for this customer of this shop; D1 keeps only its hash. Expired ones are dropped. */
export async function issueLoginToken(db: D1Database, shopId: number, customerId: number): Promise<string> {
  const token = randomToken()
  const now = Date.now()
  await db.batch([
    db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?1 AND expires_at <= ?2').bind(customerId, now),
    db
      .prepare('INSERT INTO customer_tokens (token_hash, shop_id, customer_id, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(await tokenHash(token), shopId, customerId, now + LOGIN_TOKEN_LIFETIME_MS),
  ])
  return token
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * The shop named by the `X-Shop-Host` header: its first label, lower-cased,
 * without port or trailing dot. `demo.localhost:8788` names `demo`.
 */
export function shopLabelFromHost(host: string | null): string | null {
  if (!host) return null
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const label = hostname.split('.')[0] ?? ''
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null
}

/**
 * Security events (OWASP ASVS V16): one JSON line each on the console, which Cloudflare keeps in the Pages
 * project's logs (`wrangler pages deployment tail`, Logpush) and `npm start` prints. Never a password, a
 * token or a cookie; an email only as a keyed hash, the same for the same address and secret, so that the
 * events about one account can be put together without naming it.
 */
export type SecurityEvent =
  /** The platform refused an email and password. */
  | 'login-failed'
  /** Sign-in refused before the platform was asked: too many failures for this client and email. */
  | 'login-throttled'
  /** A visitor or an address went past a rate limit (the limit's name in `limit`). */
  | 'rate-limited'
  /** A write from another site (Origin or Sec-Fetch-Site), or to a host that names no shop. */
  | 'origin-refused'
  /** A session cookie that does not open: tampered, another shop's, or sealed with a retired secret. */
  | 'cookie-refused'
  /** A request no page of the storefront makes: `?_data`, a method a route does not take. */
  | 'probe'
  /** A purge of a shop's cached pages without the right secret (POST /__cache/purge). */
  | 'purge-refused'

interface SecurityEventDetails {
  request: Request
  /** The shop's host name. */
  shop: string
  /** Hashed with the first session secret before it is written. */
  email?: string
  secret?: string
  [detail: string]: unknown
}

export async function logSecurityEvent(event: SecurityEvent, details: SecurityEventDetails): Promise<void> {
  const { request, shop, email, secret, ...rest } = details
  const line = {
    security: event,
    time: new Date().toISOString(),
    shop,
    method: request.method,
    path: new URL(request.url).pathname,
    client: clientAddress(request),
    ...(email !== undefined && secret ? { email: await emailHash(email, secret) } : {}),
    ...rest,
  }
  console.warn(JSON.stringify(line))
}

/** The visitor's address as Cloudflare gives it; locally (no header) 'local'. */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'local'
}

/** HMAC-SHA-256 of the trimmed, lower-cased email, first 16 hex digits. */
async function emailHash(email: string, secret: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(email.trim().toLowerCase()))
  return [...new Uint8Array(mac).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

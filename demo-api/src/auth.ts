import type { Env } from './env'

/**
 * Who is calling. Today only the storefront's public key is accepted; customer
 * tokens will be added here as `{ kind: 'customer', customerId }`.
 */
export type Caller = { kind: 'public' }

/** The one place that decides whether a bearer token is accepted. */
export async function authenticate(request: Request, env: Env): Promise<Caller | null> {
  const token = bearerToken(request)
  if (token === null) return null
  if (env.SHOP_PUBLIC_KEY && safeEqual(token, env.SHOP_PUBLIC_KEY)) return { kind: 'public' }
  return null
}

function bearerToken(request: Request): string | null {
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

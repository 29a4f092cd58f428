import { cookieName, readCookie } from '~/server/cookies.server'
import { fromBase64Url, toBase64Url } from '~/server/base64url.server'
import { memoisedKey } from '~/server/crypto-keys.server'

/**
 * Who is asking, for the rate limits (app/server/rate-limits/): a random id given to a browser on its
 * first request, in a cookie of its own signed for the shop's host (HMAC-SHA-256 under SESSION_SECRET, the first
 * secret signs, every listed one verifies). Many shoppers behind one carrier address are then many visitors.
 *
 * Not in the sealed session: a page read by a visitor without a session is shared through the edge cache, and the
 * id must reach every browser, also the ones answered from it. The id says nothing about the visitor and is read
 * only by the limits; a cookie that does not verify (changed, another shop's, a retired secret) is no id.
 */
export const VISITOR_COOKIE = '__visitor'
/** As long as the cart: a returning shopper keeps the same id. */
const VISITOR_MAX_AGE = 60 * 60 * 24 * 30

const encoder = new TextEncoder()

/** The id of this request's visitor cookie when its signature holds, else null. */
export async function readVisitorId(request: Request, secrets: string[], host: string): Promise<string | null> {
  const value = readCookie(request, VISITOR_COOKIE)
  const [id, signature, extra] = value?.split('.') ?? []
  if (!id || !signature || extra !== undefined || !/^[\w-]{22}$/.test(id) || !/^[\w-]{43}$/.test(signature)) return null
  const mac = fromBase64Url(signature)
  if (!mac) return null
  for (const secret of secrets) {
    const key = await hmacKey(secret, 'verify')
    if (await crypto.subtle.verify('HMAC', key, mac, signed(host, id))) return id
  }
  return null
}

/** A new visitor id and the Set-Cookie that gives it to the browser. */
export async function newVisitorId(secrets: string[], host: string, url: URL): Promise<{ id: string; cookie: string }> {
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secrets[0]!, 'sign'), signed(host, id))
  const secure = url.protocol === 'https:'
  const cookie = `${cookieName(VISITOR_COOKIE, secure)}=${id}.${toBase64Url(new Uint8Array(mac))}; Path=/; Max-Age=${VISITOR_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
  return { id, cookie }
}

/** What is signed: the purpose and the host too, so that neither another shop's id nor another signed value passes. */
const signed = (host: string, id: string) => encoder.encode(`visitor|${host}|${id}`)

function hmacKey(secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  return memoisedKey(`visitor ${use}`, secret, () =>
    crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]),
  )
}

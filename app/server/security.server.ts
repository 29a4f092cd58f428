/** Request checks and response headers that protect shoppers and shops from each other. */

/** Methods that change nothing: Remix runs loaders for them, never an action. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A request that may run an action (any method but GET, HEAD and OPTIONS). */
export function isWrite(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase())
}

/**
 * Shops share a parent domain, so SameSite cookies do not stop one shop's page
 * from posting to another. A state-changing request must come from this origin:
 * `Sec-Fetch-Site`, when sent, must say so, and `Origin`, when sent, must be this
 * one (a request claiming same-origin from another origin is refused too).
 */
export function isSameOriginRequest(request: Request): boolean {
  if (!isWrite(request)) return true
  const site = request.headers.get('Sec-Fetch-Site')
  const origin = request.headers.get('Origin')
  if (site !== null && site !== 'same-origin') return false
  if (origin !== null) return origin === new URL(request.url).origin
  return site === 'same-origin'
}

/** An IP address names no shop (a shop is the first label of a host name): nothing is written there. */
export function isShopHost(hostname: string): boolean {
  return !/^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) && !hostname.startsWith('[')
}

/** No form of the shop comes near this: larger bodies are refused. */
export const MAX_BODY_BYTES = 64 * 1024
/**
 * A refused body up to this size is still read to its end, so the client gets the answer
 * (413) instead of a connection closed while it was sending.
 */
const DRAINED_BYTES = 1024 * 1024

/**
 * The request with its body read up to the limit, or null when a write's body is larger
 * (whether its Content-Length says so or it is sent in chunks). A read (GET, HEAD, OPTIONS)
 * loses its body: nothing uses it, but it is read all the same, so the client's connection
 * can carry its next request.
 */
export async function withBoundedBody(request: Request, max = MAX_BODY_BYTES): Promise<Request | null> {
  if (!request.body) return request
  const { method, headers, signal } = request
  if (Number(headers.get('Content-Length') ?? 0) > DRAINED_BYTES) return isWrite(request) ? null : withoutBody()
  const body = await readUpTo(request.body, max)
  if (!isWrite(request)) return withoutBody()
  return body && new Request(request.url, { method, headers, body, signal })

  function withoutBody() {
    return new Request(request.url, { method, headers, signal })
  }
}

/** The whole stream, or null when it is longer than `max` bytes (then read on to DRAINED_BYTES only). */
async function readUpTo(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > DRAINED_BYTES) {
      await reader.cancel()
      return null
    }
    if (size <= max) chunks.push(chunk.value)
  }
  if (size > max) return null
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * Why a write cannot be handed to an action, or null when it can. Every action of the
 * shop reads an HTML form, so a write must carry one: `application/x-www-form-urlencoded`,
 * or `multipart/form-data` with a boundary (else 415), that parses and holds text fields
 * only (else 400). Reads carry no body (withBoundedBody).
 */
export async function formBodyProblem(request: Request): Promise<400 | 415 | null> {
  if (!isWrite(request)) return null
  const [type = '', ...parameters] = (request.headers.get('Content-Type') ?? '').split(';').map((p) => p.trim())
  const multipart = type.toLowerCase() === 'multipart/form-data'
  if (type.toLowerCase() !== 'application/x-www-form-urlencoded' && !multipart) return 415
  if (multipart && !parameters.some((p) => /^boundary=\S/i.test(p))) return 415
  try {
    const form = await request.clone().formData()
    for (const value of form.values()) if (typeof value !== 'string') return 400
    return null
  } catch {
    return 400
  }
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

/** Added over https only: browsers then refuse plain http for this host for a year. */
export const HSTS = 'max-age=31536000'

interface CspOptions {
  nonce: string
  /** Origins images may come from besides this one (the platform API's images). */
  imageOrigins: string[]
  /** Origins a form may lead to (the payment provider). */
  formOrigins: string[]
  gtag: boolean
  pixel: boolean
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com'
const GTAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]
const PIXEL_SCRIPT = 'https://connect.facebook.net'
const PIXEL_CONNECT = ['https://www.facebook.com', 'https://connect.facebook.net']

/** Content-Security-Policy of a page; analytics hosts only for shops that use them. */
export function contentSecurityPolicy(o: CspOptions): string {
  const script = [`'nonce-${o.nonce}'`, "'strict-dynamic'"]
  const connect = ["'self'"]
  const img = ["'self'", 'data:', 'https:', ...o.imageOrigins]
  if (o.gtag) {
    script.push(GTAG_SCRIPT)
    connect.push(...GTAG_CONNECT)
  }
  if (o.pixel) {
    script.push(PIXEL_SCRIPT)
    connect.push(...PIXEL_CONNECT)
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(img)].join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    // The offline service worker (/service-worker.js); 'strict-dynamic' would not allow it by itself.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${[...new Set(o.formOrigins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The request comes from a page of this origin (a same-origin `Referer`): a link of the shop was followed. */
export function sameOriginReferer(request: Request, url: URL): boolean {
  const referer = request.headers.get('Referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === url.origin
  } catch {
    return false
  }
}

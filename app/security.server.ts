/** Request checks and response headers that protect shoppers and shops from each other. */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Shops share a parent domain, so SameSite cookies do not stop one shop's page
 * from posting to another. A state-changing request must come from this origin.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site === 'same-origin'
  const origin = request.headers.get('Origin')
  return origin !== null && origin === new URL(request.url).origin
}

/** No form of the shop comes near this: larger bodies are refused. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * The request with its body read up to the limit, or null when the body is
 * larger (whether its Content-Length says so or it is sent in chunks).
 */
export async function withBoundedBody(request: Request, max = MAX_BODY_BYTES): Promise<Request | null> {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !request.body) return request
  if (Number(request.headers.get('Content-Length') ?? 0) > max) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(chunk.value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal })
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

export interface CspOptions {
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

/**
 * Whole pages rendered for nobody, kept in the edge cache (store.server.ts) per shop host and full URL so that the
 * many phones a shared link sends to one page cost one render. The request handler decides with `pageCacheKey`
 * whether a request may share a page; app/server/request/edge-page.server.ts keeps a rendered page made
 * `storablePage` and answers a kept one with `restampedPage`, which gives it this answer's own CSP nonce and
 * one-time form keys. A visitor with a cart, a login, a message or a viewed list shares it too: the page is
 * rendered without their cookies and their parts are filled into their answer
 * (app/visitor/edge-fill.server.ts).
 */
import { cookieName, serializeCookie } from '~/server/cookies.server'
import { sendsWholeDocument } from '~/server/document.server'
import { withoutLanguage, type Language } from '~/lib/languages'
import { sameOriginReferer } from '~/server/security.server'
import { FRESHNESS_NOTE } from './store.server'

/**
 * The pages every visitor of a shop sees alike but for their own parts, with an optional language prefix: home,
 * categories, a category, a product, search results, the blog and its articles, the policies, a cart link.
 */
const SHARED_PAGES: [route: string, pattern: RegExp][] = [
  ['home', /^\/$/],
  ['categories', /^\/categories$/],
  ['category', /^\/(?:categories|category)\/[^/]+$/],
  ['product', /^\/products\/[^/]+$/],
  ['search', /^\/search$/],
  ['blog', /^\/blog$/],
  ['article', /^\/blog\/[^/]+$/],
  ['policy', /^\/(?:policy\/[^/]+|politique-de-confidentialite)$/],
  ['cart-link', /^\/cart-link$/],
]
/** The name a shared page's path is logged under, or null for any other path. */
export function sharedPageRoute(pathname: string): string | null {
  const path = withoutLanguage(pathname)
  return SHARED_PAGES.find(([, pattern]) => pattern.test(path))?.[0] ?? null
}

/**
 * A cookie a shared page may set, with the values it may set: its value is the same for every visitor who gets that
 * page (it depends on the cache key only). It is never stored with the page: the page records `name=value`, and each
 * answer sets the cookie itself (`restampedPage`). The features name theirs (app/visitor/shared-cookies.server.ts),
 * and server.ts hands them to the request handler.
 */
export interface SharedCookie {
  name: string
  maxAge: number
  value: RegExp
  /** The part of the cache key this cookie decides, when a page depends on it (the pop-up: seen or not). */
  keyPart?: (request: Request) => string
}

/** Hidden fields holding a one-time key: each answer of a stored page gets new ones, or two visitors' forms would be one. */
const ONE_TIME_FIELDS = new Set(['idempotencyKey', 'checkoutKey', 'paymentKey'])

/** What a request's cache key is made of besides its URL. */
export interface PageRequest {
  request: Request
  url: URL
  /** The cookies a shared page may set, and the parts of the key they decide. */
  cookies: SharedCookie[]
  /** The shop host's cache generation (generations.server.ts). */
  generation: number
  /**
   * The build's version (Remix's `assets.version`): a page names its scripts and styles by their content, and a
   * new deployment serves only its own, so a page stored by the one before is never given after it.
   */
  build: string
  language: Language
  saveData: boolean
  noScript: boolean
}

/**
 * The cache key of the page this request asks for, or why it must not share one (`bypass`). The key holds the
 * shop host, its generation, the full URL and everything else the page's HTML depends on for an anonymous
 * visitor: the document's form (data saver, whole for browsers without scripts and crawlers, or streamed), the
 * pop-up cookie and the page's language (its URL's: `/en/…`). Neither the language choice cookie nor
 * `Accept-Language` is in it: the entry sends a first visit to `/` on to its language before the cache is read
 * (`homeRedirect` of app/i18n/language.server.ts), and any page it serves is in its URL's language.
 */
export function pageCacheKey(page: PageRequest): { key: string } | { bypass: string } {
  const { request, url } = page
  if (request.method !== 'GET') return { bypass: 'method' }
  // A page's data for the browser's router (`/products/x.data`) is read with the visitor's session: only
  // documents are shared.
  if (url.pathname.endsWith('.data')) return { bypass: 'data' }
  const route = sharedPageRoute(url.pathname)
  if (!route) return { bypass: 'route' }
  // An article's 'Retour' link is the page of this shop the visitor came from (routes/blog.$slug.tsx).
  if (route === 'article' && sameOriginReferer(request, url)) return { bypass: 'referer' }
  const form = page.saveData ? 'lite' : sendsWholeDocument(request, page) ? 'whole' : 'stream'
  const decided = page.cookies.flatMap((cookie) => (cookie.keyPart ? [cookie.keyPart(request)] : []))
  const parts = [url.protocol.replace(':', ''), form, ...decided, page.language]
  return {
    key: `https://${url.host}/__page-cache/g${page.generation}/${page.build}/${parts.join('.')}${url.pathname}${url.search}`,
  }
}

/** Headers of a stored page that are the storefront's own notes, never sent to a browser (besides its freshness note). */
const STORED_NONCE = 'X-Page-Nonce'
const STORED_KEYS = 'X-Page-Keys'
const STORED_COOKIES = 'X-Page-Cookies'
const NOTES = [...FRESHNESS_NOTE, STORED_NONCE, STORED_KEYS, STORED_COOKIES]

/** Headers of a rendered page that are this answer's, not the page's. */
const NOT_STORED = new Set(['set-cookie', 'cache-control', 'vary', 'server-timing', 'content-length'])

/**
 * A rendered page as it may be stored, or null when it must not be: not a complete 200 HTML document, a
 * no-store page, a platform call that failed while it was rendered, or a cookie other than the shared ones.
 */
export async function storablePage(
  rendered: Response,
  body: ReadableStream,
  { nonce, url, cookies: shared, signal }: { nonce: string; url: URL; cookies: SharedCookie[]; signal?: AbortSignal },
): Promise<Response | null> {
  if (rendered.status !== 200 || !rendered.headers.get('Content-Type')?.startsWith('text/html')) return null
  if (/no-store/.test(rendered.headers.get('Cache-Control') ?? '')) return null
  const cookies = sharedCookies(rendered.headers.getSetCookie(), url.protocol === 'https:', shared)
  if (!cookies) return null
  const keys: string[] = []
  const collect = new HTMLRewriter().on('input[type="hidden"]', {
    element(input) {
      const value = input.getAttribute('value')
      if (value && ONE_TIME_FIELDS.has(input.getAttribute('name') ?? '')) keys.push(value)
    },
  })
  const html = await collect.transform(new Response(body)).text()
  // A visitor who left mid-page ends the render early: only a whole document is kept (React sends the late
  // sections of a streamed page after `</html>`).
  if (signal?.aborted || !html.includes('</html>')) return null
  const headers = new Headers()
  for (const [name, value] of rendered.headers) if (!NOT_STORED.has(name)) headers.set(name, value)
  headers.set(STORED_NONCE, nonce)
  if (keys.length) headers.set(STORED_KEYS, keys.join(','))
  if (cookies.length) headers.set(STORED_COOKIES, cookies.join(','))
  return new Response(html, { status: 200, headers })
}

/** `name=value` of each cookie set, when every one is a shared cookie with a plain value; else null. */
function sharedCookies(setCookies: string[], secure: boolean, shared: SharedCookie[]): string[] | null {
  const pairs: string[] = []
  for (const line of setCookies) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    const cookie = shared.find(({ name }) => cookieName(name, secure) === pair.slice(0, eq).trim())
    const value = pair.slice(eq + 1).trim()
    if (!cookie || !cookie.value.test(value)) return null
    pairs.push(`${cookie.name}=${value}`)
  }
  return pairs
}

/**
 * A stored page as this request's answer: every `nonce` attribute and the CSP's nonce become `nonce`, each
 * one-time key a new one (in its field and in the route data the scripts read), and the shared cookies the
 * page sets are set again. The storefront's notes are removed. The answer's headers are final; its body is still
 * the stored one, to go through `rewriter`, which the visitor's parts join so that the page is read once
 * (app/visitor/edge-fill.server.ts).
 */
export function restampedPage(
  stored: Response,
  nonce: string,
  url: URL,
  cookies: SharedCookie[],
): { page: Response; rewriter: HTMLRewriter } {
  const headers = new Headers(stored.headers)
  const old = headers.get(STORED_NONCE)
  const csp = headers.get('Content-Security-Policy')
  if (old && csp) headers.set('Content-Security-Policy', csp.replaceAll(`'nonce-${old}'`, `'nonce-${nonce}'`))
  for (const pair of (headers.get(STORED_COOKIES) ?? '').split(',').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=')
    const shared = cookies.find((cookie) => cookie.name === name)
    if (shared) headers.append('Set-Cookie', serializeCookie(url, name, value, shared.maxAge))
  }
  const fresh = new Map(
    (headers.get(STORED_KEYS) ?? '')
      .split(',')
      .filter(Boolean)
      .map((key) => [key, crypto.randomUUID()]),
  )
  for (const note of NOTES) headers.delete(note)
  headers.delete('Cache-Control')
  let rewriter = new HTMLRewriter().on('[nonce]', {
    element(element) {
      element.setAttribute('nonce', nonce)
    },
  })
  if (fresh.size > 0) {
    rewriter = rewriter
      .on('input[type="hidden"]', {
        element(input) {
          const now = fresh.get(input.getAttribute('value') ?? '')
          if (now) input.setAttribute('value', now)
        },
      })
      // Not the structured data: it holds no key, and on a product page it is one of the longest scripts.
      .on('script:not([type="application/ld+json"])', replacingText(fresh))
  }
  return { page: new Response(stored.body, { status: 200, headers }), rewriter }
}

/** Replaces each key of `replacements` in an element's text, which may come in several chunks. */
function replacingText(replacements: Map<string, string>): HTMLRewriterElementContentHandlers {
  let text = ''
  return {
    text(chunk) {
      text += chunk.text
      if (!chunk.lastInTextNode) {
        chunk.remove()
        return
      }
      let replaced = text
      for (const [from, to] of replacements) replaced = replaced.replaceAll(from, to)
      text = ''
      chunk.replace(replaced, { html: true })
    },
  }
}

/**
 * A shared page (app/server/edge-cache/pages.server.ts) for a visitor of their own: the page is rendered for
 * nobody, from the request without the cookies that make it personal (`sharedRequest`), and kept in the edge cache
 * for everyone; this visitor's answer is that page with their parts filled in (`filledPage`): the cart count,
 * the signed-in link and first name, a toast and the newsletter's answer shown once, 'Vus récemment'. Their
 * values, as the root's data has them, go in `<html data-visitor>`, which the browser's first render reads
 * (app/visitor/parts.ts), so that hydration shows the same. Nothing of a visitor is ever stored.
 */
import type { ProductCard } from '~/api/catalogue.server'
import { RECENT, readRecent, viewed, writeRecent } from './recently-viewed'
import { recentProducts, recentSlugs } from './recently-viewed.server'
import { localPath, pathLanguage, type Language } from '~/lib/languages'
import { layoutStrings, textOf } from '~/i18n/text.server'
import { translator } from '~/i18n/translate'
import type { ShopType } from '~/lib/theme'
import { cookieName, readCookie, serializeCookie } from '~/server/cookies.server'
import { sharedPageRoute } from '~/server/edge-cache/pages.server'
import type { VisitorContext } from '~/server/request/handle-request.server'
import { platformCalls } from '~/server/request-log.server'
import { SESSION_COOKIE } from '~/server/session.server'
import { layoutParts, type LayoutParts } from './parts.server'
import type { PartPlace } from './parts'
import { openRequestSession, type RequestSession } from '~/server/request/request-session.server'
import { pictureHosts } from '~/server/env.server'
import { picturesAsSent, requestPictureLean, type PictureLean } from '~/pictures/as-sent.server'
import { newsletterMessageMarkup, recentlyViewedMarkup, toastMarkup } from './markup.server'

/** The cookies that make a page one visitor's: a shared page is rendered without them. */
const PERSONAL_COOKIES = [SESSION_COOKIE, RECENT.cookie]

/** A place the edge fills, as this feature's components mark it (./parts.ts). */
const at = (name: PartPlace) => `[data-part="${name}"]`

/** The request a shared page is rendered from: this one without the visitor's personal cookies. */
export function sharedRequest(request: Request): Request {
  const cookies = request.headers.get('Cookie')
  if (!cookies) return request
  const personal = new Set(PERSONAL_COOKIES.flatMap((name) => [cookieName(name, false), cookieName(name, true)]))
  const kept = cookies
    .split(';')
    .filter((pair) => !personal.has(pair.slice(0, pair.indexOf('=')).trim()))
    .join(';')
    .trim()
  if (kept.length === cookies.trim().length) return request
  const headers = new Headers(request.headers)
  if (kept) headers.set('Cookie', kept)
  else headers.delete('Cookie')
  return new Request(request, { headers })
}

/** What this request's visitor has of their own, read before the shared page is: null for an anonymous one. */
interface PageVisitor {
  url: URL
  language: Language
  /** The sites whose pictures go through the image path (app/pictures/). */
  pictureHosts: string[]
  /** How lean the page draws its pictures, as the document itself was (app/pictures/as-sent.server.ts). */
  pictureLean: PictureLean
  session: RequestSession | null
  /** The products this browser viewed, newest first. */
  recent: string[]
  /** Those the page shows, asked for while the page is read (home and product pages); null when none. */
  products: Promise<ProductCard[]> | null
  /** The title of the section that shows them, the page's own string. */
  recentTitle: string
}

/**
 * The visitor of a request for a shared page, or null when it carries neither a session nor a viewed list: the
 * session opened and the viewed products asked for now, while the page is read from the cache.
 */
export async function pageVisitor(
  request: Request,
  url: URL,
  { env, tenant, generation, waitUntil }: VisitorContext,
): Promise<PageVisitor | null> {
  const recent = recentSlugs(request)
  const hasSession = readCookie(request, SESSION_COOKIE) !== null
  if (!hasSession && recent.length === 0) return null
  const route = sharedPageRoute(url.pathname)
  const shows = route === 'home' || route === 'product'
  const language = pathLanguage(url.pathname)
  const api = { env, tenant, cacheGeneration: generation, waitUntil, perRequest: { platform: platformCalls() } }
  const products = shows ? recentProducts(api, recent, ownProduct(url)) : null
  return {
    url,
    language,
    pictureHosts: pictureHosts(env),
    pictureLean: requestPictureLean(request),
    session: hasSession ? await openRequestSession(request, url, env, tenant) : null,
    recent,
    products,
    recentTitle: textOf(language)(route === 'home' ? 'home.recentlyViewed' : 'product.recentlyViewed'),
  }
}

/** The slug of the product a product page's URL names, or null. */
function ownProduct(url: URL): string | null {
  const slug = url.pathname.match(/\/products\/([^/]+)$/)?.[1]
  try {
    return slug ? decodeURIComponent(slug) : null
  } catch {
    return null
  }
}

const NO_PARTS: LayoutParts = { customer: null, cartCount: 0, toast: null, newsletter: null }

/**
 * The shared page as this visitor's answer. A document gets their parts (their messages shown once are then
 * taken, and the session written back); a product page sets their own viewed list. Signed in, the answer is
 * `no-store`, as a page rendered for them is. Anything else (a redirect) is given as it is. A stored page's own
 * rewriting (`restamped`: its new nonce and keys) is done in the same pass.
 */
export async function filledPage(
  page: Response,
  visitor: PageVisitor | null,
  restamped?: HTMLRewriter,
): Promise<Response> {
  const given = (response: Response) => (restamped ? restamped.transform(response) : response)
  if (!visitor || !page.body || !page.headers.get('Content-Type')?.startsWith('text/html')) return given(page)
  const { language } = visitor
  const parts = visitor.session ? layoutParts(visitor.session.session) : NO_PARTS
  const headers = new Headers(page.headers)
  const own = ownViewedCookie(headers, visitor)
  const session = await visitor.session?.changedCookie()
  if (session) headers.append('Set-Cookie', session)
  if (parts.customer) headers.set('Cache-Control', 'private, no-store')
  const answer = new Response(page.body, { status: page.status, statusText: page.statusText, headers })

  const personal = parts.customer || parts.cartCount > 0 || parts.toast || parts.newsletter
  if (!personal && !visitor.products) return given(answer)
  const t = translator([layoutStrings(language)])
  let rewriter = restamped ?? new HTMLRewriter()
  if (personal) {
    rewriter = rewriter.on('html', {
      element(html) {
        html.setAttribute('data-visitor', attributeJson(parts))
      },
    })
  }
  if (parts.cartCount > 0) {
    const count = parts.cartCount
    rewriter = rewriter
      .on(at('cart-count'), withText(String(count)))
      .on(at('cart-label'), withText(t('cart.count', { count })))
  }
  if (parts.customer) {
    const name = parts.customer.prenom || t('nav.account')
    rewriter = rewriter
      .on(`a${at('account')}`, {
        element(link) {
          link.setAttribute('href', localPath(language, '/customer'))
        },
      })
      .on(at('account-name'), withText(name))
  }
  const toast = parts.toast
  if (toast) {
    rewriter = rewriter.on(at('toast'), {
      element(place) {
        place.setInnerContent(toastMarkup(toast), { html: true })
      },
    })
  }
  const answered = parts.newsletter
  if (answered) {
    rewriter = rewriter.on(at('newsletter'), {
      element(form) {
        form.append(newsletterMessageMarkup(answered), { html: true })
      },
    })
    rewriter = rewriter.on(at('newsletter-email'), {
      element(input) {
        input.setAttribute('aria-describedby', 'newsletter-message')
        if (answered.ok) return
        input.setAttribute('aria-invalid', 'true')
        if (answered.values.email) input.setAttribute('value', answered.values.email)
      },
    })
  }
  const products = visitor.products
  if (products) {
    rewriter = rewriter.on(at('recent'), {
      async element(island) {
        const shown = (await products).filter((product) => product.slug !== own)
        if (shown.length === 0) return
        const markup = recentlyViewedMarkup({
          language,
          pictureHosts: visitor.pictureHosts,
          title: visitor.recentTitle,
          currency: island.getAttribute('data-currency') ?? '',
          layout: island.getAttribute('data-layout') === 'clothing' ? 'clothing' : ('default' satisfies ShopType),
          products: shown,
        })
        const lean = await picturesAsSent(new Response(markup), visitor.pictureLean).text()
        island.setInnerContent(lean, { html: true })
      },
    })
  }
  return rewriter.transform(answer)
}

/**
 * A product page sets the viewed list with its product first: for this visitor, their own list. The page's
 * product is the one the shared page's cookie names (its only slug); returned, the page leaves it out of its list.
 */
function ownViewedCookie(headers: Headers, visitor: PageVisitor): string | null {
  const name = cookieName(RECENT.cookie, visitor.url.protocol === 'https:')
  const cookies = headers.getSetCookie()
  const line = cookies.find((cookie) => cookie.startsWith(`${name}=`))
  if (!line) return null
  const own = readRecent(line.slice(name.length + 1).split(';')[0])[0] ?? null
  if (!own || visitor.recent.length === 0) return own
  headers.delete('Set-Cookie')
  for (const cookie of cookies) if (cookie !== line) headers.append('Set-Cookie', cookie)
  const value = writeRecent(viewed(visitor.recent, own))
  headers.append('Set-Cookie', serializeCookie(visitor.url, RECENT.cookie, value, RECENT.maxAge))
  return own
}

/** An element's text replaced by `text`, escaped. */
function withText(text: string): HTMLRewriterElementContentHandlers {
  return {
    element(element) {
      element.setInnerContent(text, { html: false })
    },
  }
}

/**
 * The parts as JSON for an attribute: HTMLRewriter writes `"` as `&quot;`, and the JSON holds no `&` (nor `<`,
 * `>`, line separators) that the browser could read as something else.
 */
function attributeJson(parts: LayoutParts): string {
  return JSON.stringify(parts).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

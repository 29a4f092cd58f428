/**
 * Every request to the storefront, from either target's entry (functions/[[path]].ts for Pages, worker/index.ts
 * for the Worker), served in this order:
 *   1. the configuration checked (a page naming what is wrong, else nothing is served);
 *   2. refusals: an oversized or unreadable body, a write from another site or to no shop, a body that is no form;
 *   3. a first visit to the home page sent on to its language;
 *   4. a page every visitor shares, answered from the edge cache (edge-page.server.ts) as it was rendered for
 *      nobody, the visitor's own parts filled in (`visitors`: app/visitor/edge-fill.server.ts, given by server.ts);
 *   5. anything else rendered by Remix with this request's session (render.server.ts);
 *   6. a visitor id for a browser that brought none (app/server/visitor-id.server.ts), on a private answer;
 *   7. the security headers, `Server-Timing` and one log line on every answer.
 * Static files never reach it (public/_routes.json; the Worker's assets are served before it).
 */
import { createRequestHandler, type ServerBuild } from '@remix-run/cloudflare'
import { homeRedirect, requestLanguage } from '~/i18n/language.server'
import { parseTenant, type Tenant } from '~/lib/host'
import { cacheGenerations } from '~/server/edge-cache/generations.server'
import { asksSaveData, hasNoScriptCookie } from '~/server/document.server'
import { checkedEnv, pictureHosts, type Env } from '~/server/env.server'
import { pageCacheKey, sharedPageRoute, type PageRequest, type SharedCookie } from '~/server/edge-cache/pages.server'
import { edgeCache } from '~/server/edge-cache/store.server'
import {
  logRequest,
  platformCalls,
  serverTiming,
  type CacheStatus,
  type PlatformCalls,
} from '~/server/request-log.server'
import { HSTS, SECURITY_HEADERS } from '~/server/security.server'
import { newVisitorId, readVisitorId } from '~/server/visitor-id.server'
import { admit, configErrorPage } from './refusals.server'
import { edgePage } from './edge-page.server'
import { isDocument, renderPage, type RemixHandler } from './render.server'

type WaitUntil = (promise: Promise<unknown>) => void

/** What became of a request, for its `Server-Timing` and its log line. */
interface Outcome {
  cache: CacheStatus
  reason?: string
  shop: string
  platform: PlatformCalls
}

/**
 * What a shared page needs from the visitor's feature (app/visitor/edge-fill.server.ts), handed in by the server
 * entry (server.ts): the way in knows no feature.
 */
interface VisitorFill<Visitor> {
  /** The request a shared page is rendered from: without the cookies that make a page one visitor's. */
  sharedRequest(request: Request): Request
  /** What this request's visitor has of their own, opened while the page is read; null for an anonymous one. */
  pageVisitor(request: Request, url: URL, context: VisitorContext): Promise<Visitor | null>
  /** The shared page as this visitor's answer, with the stored page's own rewriting (`restamped`) in the same pass. */
  filledPage(page: Response, visitor: Visitor | null, restamped?: HTMLRewriter): Promise<Response>
}

export interface VisitorContext {
  env: Env
  tenant: Tenant
  generation: number
  waitUntil: WaitUntil
}

/** The shop's image path (app/pictures/image-path.server.ts): a picture made to size, without session or page. */
interface PicturePath {
  /** Where its URLs start, e.g. `/img/`. */
  prefix: string
  serve(request: Request, hosts: readonly string[], waitUntil: WaitUntil): Promise<Response>
}

/** Field speed's beacons (app/field-speed/field-speed.server.ts): a page view's measures, without session or page. */
interface BeaconPath {
  path: string
  receive(
    request: Request,
    context: { env: Env; tenant: Tenant; visitor: string | null; waitUntil: WaitUntil },
  ): Promise<Response>
}

/**
 * What the features hand the way in (server.ts): the visitor's fill, the cookies a shared page may set, the image
 * path, the beacons.
 */
interface Features<Visitor> {
  visitors: VisitorFill<Visitor>
  sharedCookies: SharedCookie[]
  pictures: PicturePath
  beacons: BeaconPath
}

/** The storefront's request handler for a server build (made once per isolate, like the build). */
export function createStorefrontHandler<Visitor>(
  build: ServerBuild,
  { visitors, sharedCookies, pictures, beacons }: Features<Visitor>,
) {
  const remix = createRequestHandler(build)
  return async function handleRequest(incoming: Request, env: Record<string, unknown>, waitUntil: WaitUntil) {
    const started = Date.now()
    const url = new URL(incoming.url)
    const outcome: Outcome = { cache: 'bypass', reason: 'refused', shop: url.hostname, platform: platformCalls() }
    const response = withSecurityHeaders(await serve(incoming, url, env, waitUntil, outcome), url)
    const renderMs = Date.now() - started
    response.headers.set('Server-Timing', serverTiming(outcome.cache, renderMs, outcome.platform))
    const log = () =>
      logRequest({
        method: incoming.method,
        shop: outcome.shop,
        path: url.pathname,
        route: sharedPageRoute(url.pathname) ?? 'other',
        status: response.status,
        cache: outcome.cache,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        platform: outcome.platform,
        renderMs,
      })
    // A rendered document streams its late sections: its line is written once the last has been sent, with every
    // platform call of the page counted.
    if (fromCopy(outcome.cache) || !response.body || !isDocument(response)) {
      log()
      return response
    }
    return new Response(response.body.pipeThrough(whenEnded(log)), response)
  }

  async function serve(
    incoming: Request,
    url: URL,
    rawEnv: Record<string, unknown>,
    waitUntil: WaitUntil,
    outcome: Outcome,
  ) {
    const checked = checkedEnv(rawEnv)
    if (!checked.ok) return configErrorPage(checked.problems)
    const env = checked.env
    const admitted = await admit(incoming, url)
    if ('refused' in admitted) return admitted.refused
    // A picture needs no session, page or visitor id: its answer is the same for everyone who accepts its format.
    if (url.pathname.startsWith(pictures.prefix)) {
      outcome.reason = 'picture'
      return pictures.serve(admitted.request, pictureHosts(env), waitUntil)
    }
    // Remix refuses (500) an action whose Origin differs from X-Forwarded-Host, or else Host; the same-origin
    // check compared Origin with this URL, the host the shop is served on, so Remix is told that one.
    const request = new Request(admitted.request, { headers: new Headers(admitted.request.headers) })
    request.headers.set('X-Forwarded-Host', url.host)

    const tenant = parseTenant(url.hostname) ?? { host: url.hostname, shop: '' }
    outcome.shop = tenant.host
    outcome.reason = undefined
    if (!tenant.shop) return answerShop(request, url, env, tenant, null, waitUntil, outcome)
    // A shop's private answers to a browser without a visitor id give it one (a cached page's too: it is added here,
    // never stored), so that its forms count as its own from its next request (app/server/rate-limits/).
    // An answer other browsers may get from a shared cache (the search suggestions) never carries one.
    const visitor = await readVisitorId(request, env.SESSION_SECRET, tenant.host)
    if (url.pathname === beacons.path) {
      outcome.reason = 'beacon'
      return beacons.receive(request, { env, tenant, visitor, waitUntil })
    }
    const response = await answerShop(request, url, env, tenant, visitor, waitUntil, outcome)
    if (!visitor && isPrivate(response))
      response.headers.append('Set-Cookie', (await newVisitorId(env.SESSION_SECRET, tenant.host, url)).cookie)
    return response
  }

  async function answerShop(
    request: Request,
    url: URL,
    env: Env,
    tenant: Tenant,
    visitor: string | null,
    waitUntil: WaitUntil,
    outcome: Outcome,
  ): Promise<Response> {
    // A first visit to the home page in another language than French goes there, decided before the page cache
    // is read: the French home page it keeps is never given to a visitor who should have been sent on.
    const home = tenant.shop ? await homeRedirect(request, url) : null
    if (home) {
      outcome.reason = 'language'
      return new Response(null, {
        status: 302,
        headers: { Location: home, 'Cache-Control': 'private, no-store', Vary: 'Accept-Language, Cookie' },
      })
    }
    const generation = await currentGeneration(env, tenant)
    const page: PageRequest = {
      request,
      url,
      cookies: sharedCookies,
      generation: generation ?? 0,
      build: build.assets.version,
      language: await requestLanguage(request),
      saveData: asksSaveData(request),
      noScript: hasNoScriptCookie(request),
    }
    const render = (request: Request, platform: PlatformCalls) =>
      renderPage({ ...page, request }, { remix: remix as RemixHandler, env, tenant, visitor, waitUntil, platform })
    const cache = edgeCache()
    const cached = tenant.shop && cache && generation !== null ? pageCacheKey(page) : { bypass: 'no-cache' }
    if ('bypass' in cached || !cache) {
      outcome.reason = 'bypass' in cached ? cached.bypass : 'no-cache'
      return render(request, outcome.platform)
    }
    // The visitor's session is opened, and their viewed products asked for, while the page is read.
    const own = visitors.pageVisitor(request, url, { env, tenant, generation: page.generation, waitUntil })
    own.catch(() => undefined)
    // The page is rendered for nobody: without the visitor's own cookies, taken out only when it is rendered.
    const renderShared = (request: Request, platform: PlatformCalls) =>
      render(visitors.sharedRequest(request), platform)
    const answer = await edgePage(cache, cached.key, sharedCookies, request, renderShared, waitUntil, outcome.platform)
    outcome.cache = answer.cache
    return visitors.filledPage(answer.response, await own, answer.rewriter)
  }
}

/** The host's cache generation; null when it cannot be read (nothing is then read from or stored in the page cache). */
async function currentGeneration(env: Env, tenant: Tenant): Promise<number | null> {
  if (!tenant.shop) return 0
  try {
    return await cacheGenerations(env.DB).current(tenant.host)
  } catch (error) {
    console.error(`cache generation: ${String(error)}`)
    return null
  }
}

/** An answer made from a stored page: its line is written at once. */
function fromCopy(cache: CacheStatus): boolean {
  return cache === 'hit' || cache === 'stale' || cache === 'stale-if-error'
}

/** An answer no shared cache may keep. */
function isPrivate(response: Response): boolean {
  const policy = response.headers.get('Cache-Control') ?? ''
  return /\b(private|no-store)\b/.test(policy) && !/\b(public|s-maxage)\b/.test(policy)
}

/** The security headers, and Strict-Transport-Security over https. */
function withSecurityHeaders(response: Response, url: URL): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value)
  if (url.protocol === 'https:') response.headers.set('Strict-Transport-Security', HSTS)
  return response
}

/** A pass-through stream that calls `done` once, when the body has been sent or the visitor has left. */
function whenEnded(done: () => void): TransformStream<Uint8Array, Uint8Array> {
  let called = false
  const once = () => {
    if (!called) done()
    called = true
  }
  return new TransformStream<Uint8Array, Uint8Array>({ flush: once, cancel: once } as Transformer<
    Uint8Array,
    Uint8Array
  >)
}

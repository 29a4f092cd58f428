/**
 * A shared page answered from the edge cache or rendered and kept there (app/server/edge-cache/), by the freshness
 * rule platform answers follow too (`copyUse`, lifetimes in `CacheStrategy.page`): served, served and rendered again
 * after answering, rendered again first with the copy answering when the platform fails, or rendered. What may be
 * shared, under which key, and how a kept page becomes this answer's: pages.server.ts.
 */
import { platformCalls, type CacheStatus, type PlatformCalls } from '~/server/request-log.server'
import { createNonce } from '~/server/security.server'
import { restampedPage, storablePage, type SharedCookie } from '~/server/edge-cache/pages.server'
import {
  CacheStrategy,
  copyUse,
  forgetCopy,
  keepCopy,
  markRefreshing,
  readCopy,
  type Copy,
} from '~/server/edge-cache/store.server'

interface EdgeAnswer {
  response: Response
  cache: Exclude<CacheStatus, 'bypass'>
  /** The rewriting a stored page still needs (its new nonce and keys), applied with the visitor's parts. */
  rewriter?: HTMLRewriter
}

/** How long one request may take to render a stale page again before another one does. */
const RENDER_MS = 15_000

/**
 * How long a page past its stale window may take to render before its stored copy answers instead: the platform's
 * default timeout for one call (API_TIMEOUT_MS). A render whose calls time out sooner fails sooner; one that takes
 * longer without any call failing is a platform too slow to wait for, with a good copy at hand.
 */
const EXPIRED_RENDER_MS = 10_000

/** The cache status of an answer made from a copy, by the copy's freshness. */
const FROM_COPY: Record<Copy['freshness'], EdgeAnswer['cache']> = {
  fresh: 'hit',
  stale: 'stale',
  'if-error': 'stale-if-error',
  // Served while another request renders it again (no page is kept past its stale-if-error window: copyUse).
  expired: 'stale',
}

/**
 * The refreshes of stale pages under way in this isolate, by cache key. State shared by the isolate's requests on
 * purpose: the Cache API's "refreshing" mark is written after the read, so a burst of requests that all read the
 * page before it would each render it; this map, checked and set with no await between the read and the render's
 * start, makes them one. It holds the promise of each refresh and nothing of any request, and each refresh
 * deletes its own entry when done. Other requests only look whether a key is here and never await the promise
 * (in workerd, a request awaiting a promise another request made hangs once that one has ended).
 */
const refreshes = new Map<string, Promise<void>>()

type Render = (request: Request, platform: PlatformCalls) => Promise<Response>
type WaitUntil = (promise: Promise<unknown>) => void

/**
 * The page under `key`: the stored one while it may be served (a stale one also rendered again after this answer,
 * by one request at a time); one past its stale window rendered again first, the stored one answering when the
 * platform fails (within `budgetMs`); else rendered now and kept once it is whole, when none of its platform calls
 * failed.
 */
export async function edgePage(
  cache: Cache,
  key: string,
  cookies: SharedCookie[],
  request: Request,
  render: Render,
  waitUntil: WaitUntil,
  platform: PlatformCalls,
  budgetMs = EXPIRED_RENDER_MS,
): Promise<EdgeAnswer> {
  const url = new URL(request.url)
  const copy = await readCopy(cache, key, CacheStrategy.page, RENDER_MS)
  const use = copy?.response.body ? copyUse(copy, refreshes.has(key)) : 'refresh'
  if (use === 'refresh-else-serve' && copy?.response.body) {
    const rendered = await renderedUnlessFailing(cache, key, cookies, request, render, waitUntil, platform, budgetMs)
    if (rendered) {
      await copy.response.body.cancel()
      return { response: rendered, cache: 'miss' }
    }
  }
  if (copy?.response.body && use !== 'refresh') {
    let body: ReadableStream = copy.response.body
    if (use === 'serve-and-refresh') {
      // This request renders the page again after answering; the others meanwhile get the stored one.
      const [mine, kept] = body.tee()
      body = mine
      const again = new Request(request.url, { headers: request.headers })
      const calls = platformCalls()
      waitUntil(
        refreshOnce(key, () =>
          markRefreshing(cache, key, copy, kept, CacheStrategy.page)
            .then(() => render(again, calls))
            .then((rendered) => keep(cache, key, cookies, rendered, rendered.body, url, calls)),
        ),
      )
    }
    const { page, rewriter } = restampedPage(new Response(body, copy.response), createNonce(), url, cookies)
    page.headers.set('Cache-Control', 'private, no-cache')
    page.headers.append('Vary', 'Save-Data')
    return { response: page, rewriter, cache: FROM_COPY[copy.freshness] }
  }
  await copy?.response.body?.cancel()

  const rendered = await render(request, platform)
  if (!rendered.body || rendered.status !== 200) return { response: rendered, cache: 'miss' }
  const [mine, kept] = rendered.body.tee()
  waitUntil(keep(cache, key, cookies, rendered, kept, url, platform, request.signal).catch(() => undefined))
  return { response: new Response(mine, rendered), cache: 'miss' }
}

/** Runs `refresh` as the isolate's one refresh of `key`, its entry in `refreshes` deleted once it is done. */
function refreshOnce(key: string, refresh: () => Promise<void>): Promise<void> {
  const done = refresh()
    .catch(() => undefined)
    .finally(() => refreshes.delete(key))
  refreshes.set(key, done)
  return done
}

/**
 * The page rendered again for a copy past its stale window, read whole before anything is answered (its late
 * sections' platform calls count too): null when the platform fails (a status of 500 or more, a platform call
 * failed, or no whole page within `budgetMs`), and the copy answers instead. A good page is kept (one finished after
 * the budget too); a page the platform answered otherwise (a product removed: 404, a redirect) is given and the
 * copy forgotten, so that no later outage brings it back.
 */
async function renderedUnlessFailing(
  cache: Cache,
  key: string,
  cookies: SharedCookie[],
  request: Request,
  render: Render,
  waitUntil: WaitUntil,
  platform: PlatformCalls,
  budgetMs: number,
): Promise<Response | null> {
  const url = new URL(request.url)
  const good = (page: Response | null): page is Response => !!page && page.status < 500 && !platform.failed
  const whole = wholeRender(request, render, platform)
  const page = await withinBudget(whole, budgetMs)
  if (page === 'late') {
    const late = whole.then((late) =>
      good(late) ? keep(cache, key, cookies, late, late.body, url, platform) : undefined,
    )
    waitUntil(late.catch(() => undefined))
    return null
  }
  if (!good(page)) return null
  if (page.status !== 200) waitUntil(forgetCopy(cache, key))
  else waitUntil(keep(cache, key, cookies, page, page.clone().body, url, platform).catch(() => undefined))
  return page
}

/** A render with its whole body read, or null when it threw or its body broke off. */
async function wholeRender(request: Request, render: Render, platform: PlatformCalls): Promise<Response | null> {
  try {
    const rendered = await render(request, platform)
    return new Response(await rendered.arrayBuffer(), rendered)
  } catch {
    return null
  }
}

/** `promise`'s value, or 'late' when it takes more than `ms`. */
async function withinBudget<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)))
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Keeps a rendered page when it may be shared, and none of its platform calls failed. */
async function keep(
  cache: Cache,
  key: string,
  cookies: SharedCookie[],
  rendered: Response,
  body: ReadableStream | null,
  url: URL,
  platform: PlatformCalls,
  signal?: AbortSignal,
): Promise<void> {
  const nonce = rendered.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1]
  if (!body || !nonce) return void (await body?.cancel())
  const page = await storablePage(rendered, body, { nonce, url, cookies, signal })
  // Read once the whole page has streamed: its late sections' calls count too.
  if (page && !platform.failed) await keepCopy(cache, key, page, CacheStrategy.page)
}

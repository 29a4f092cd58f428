/**
 * A shared page answered from the edge cache (the Workers Cache API) or rendered and kept there: fresh for
 * PAGE_CACHE.ttl seconds, then served stale for staleWhileRevalidate more while one request renders it again.
 * What may be shared, under which key, and how a stored page becomes this answer's: app/server/page-cache.server.ts.
 */
import { platformCalls, type CacheStatus, type PlatformCalls } from '~/server/request-log.server'
import { createNonce } from '~/server/security.server'
import { markedRefreshing, PAGE_CACHE, restampedPage, storablePage, storedAge } from '~/server/page-cache.server'

export interface EdgeAnswer {
  response: Response
  cache: Exclude<CacheStatus, 'bypass'>
}

/**
 * The page under `key`: the stored one while it may be served (a stale one also rendered again after this answer,
 * by one request at a time), else rendered now and kept once it is whole, when none of its platform calls failed.
 */
export async function edgePage(
  cache: Cache,
  key: string,
  request: Request,
  render: (request: Request, platform: PlatformCalls) => Promise<Response>,
  waitUntil: (promise: Promise<unknown>) => void,
  platform: PlatformCalls,
): Promise<EdgeAnswer> {
  const url = new URL(request.url)
  const stored = await cache.match(key).catch(() => undefined)
  const { ttl, staleWhileRevalidate } = PAGE_CACHE
  const { age, refreshing } = stored ? storedAge(stored) : { age: Infinity, refreshing: false }
  if (stored?.body && age < ttl + staleWhileRevalidate) {
    const status = age < ttl ? 'hit' : 'stale'
    let body: ReadableStream = stored.body
    if (status === 'stale' && !refreshing) {
      // This request renders the page again after answering; the others meanwhile get the stored one.
      const [mine, kept] = stored.body.tee()
      body = mine
      const again = new Request(request.url, { headers: request.headers })
      const calls = platformCalls()
      waitUntil(
        cache
          .put(key, markedRefreshing(stored, kept))
          .then(() => render(again, calls))
          .then((rendered) => store(cache, key, rendered, rendered.body, url, calls))
          .catch(() => undefined),
      )
    }
    const answer = restampedPage(new Response(body, stored), createNonce(), url)
    answer.headers.set('Cache-Control', 'private, no-cache')
    answer.headers.append('Vary', 'Save-Data')
    return { response: answer, cache: status }
  }
  await stored?.body?.cancel()

  const rendered = await render(request, platform)
  if (!rendered.body || rendered.status !== 200) return { response: rendered, cache: 'miss' }
  const [mine, kept] = rendered.body.tee()
  waitUntil(store(cache, key, rendered, kept, url, platform, request.signal).catch(() => undefined))
  return { response: new Response(mine, rendered), cache: 'miss' }
}

/** Keeps a rendered page when it may be shared, and none of its platform calls failed. */
async function store(
  cache: Cache,
  key: string,
  rendered: Response,
  body: ReadableStream | null,
  url: URL,
  platform: PlatformCalls,
  signal?: AbortSignal,
): Promise<void> {
  const nonce = rendered.headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1]
  if (!body || !nonce) return void (await body?.cancel())
  const page = await storablePage(rendered, body, { nonce, url, signal })
  // Read once the whole page has streamed: its late sections' calls count too.
  if (page && !platform.failed) await cache.put(key, page)
}

/** The Workers Cache API's default cache, where there is one. */
export function edgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default
}

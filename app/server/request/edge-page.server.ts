/**
 * A shared page answered from the edge cache or rendered and kept there (app/server/edge-cache/): fresh for
 * CacheStrategy.page's ttl, then served stale for its staleWhileRevalidate while one request renders it again, never
 * once expired. What may be shared, under which key, and how a kept page becomes this answer's: pages.server.ts.
 */
import { platformCalls, type CacheStatus, type PlatformCalls } from '~/server/request-log.server'
import { createNonce } from '~/server/security.server'
import { restampedPage, storablePage } from '~/server/edge-cache/pages.server'
import { CacheStrategy, keepCopy, markRefreshing, readCopy } from '~/server/edge-cache/store.server'

export interface EdgeAnswer {
  response: Response
  cache: Exclude<CacheStatus, 'bypass'>
}

/** How long one request may take to render a stale page again before another one does. */
const RENDER_MS = 15_000

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
  const copy = await readCopy(cache, key, CacheStrategy.page, RENDER_MS)
  if (copy?.response.body && copy.freshness !== 'expired') {
    let body: ReadableStream = copy.response.body
    if (copy.freshness === 'stale' && !copy.refreshing) {
      // This request renders the page again after answering; the others meanwhile get the stored one.
      const [mine, kept] = body.tee()
      body = mine
      const again = new Request(request.url, { headers: request.headers })
      const calls = platformCalls()
      waitUntil(
        markRefreshing(cache, key, copy, kept, CacheStrategy.page)
          .then(() => render(again, calls))
          .then((rendered) => keep(cache, key, rendered, rendered.body, url, calls))
          .catch(() => undefined),
      )
    }
    const answer = restampedPage(new Response(body, copy.response), createNonce(), url)
    answer.headers.set('Cache-Control', 'private, no-cache')
    answer.headers.append('Vary', 'Save-Data')
    return { response: answer, cache: copy.freshness === 'fresh' ? 'hit' : 'stale' }
  }
  await copy?.response.body?.cancel()

  const rendered = await render(request, platform)
  if (!rendered.body || rendered.status !== 200) return { response: rendered, cache: 'miss' }
  const [mine, kept] = rendered.body.tee()
  waitUntil(keep(cache, key, rendered, kept, url, platform, request.signal).catch(() => undefined))
  return { response: new Response(mine, rendered), cache: 'miss' }
}

/** Keeps a rendered page when it may be shared, and none of its platform calls failed. */
async function keep(
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
  if (page && !platform.failed) await keepCopy(cache, key, page, CacheStrategy.page)
}

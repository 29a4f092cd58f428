/**
 * The edge cache: public platform answers (app/api/client.server.ts) and whole pages of anonymous visitors
 * (pages.server.ts, app/server/request/edge-page.server.ts), kept in the Workers Cache API per shop host and
 * generation (generations.server.ts). The only module that talks to the Cache API; it never fails a request (a
 * copy that cannot be read is none, one that cannot be kept is not kept).
 *
 * A copy is served as it is for its strategy's `ttl` seconds (fresh), then for `staleWhileRevalidate` more while one
 * request refreshes it (stale); after that (expired) the request that finds it refreshes it before answering, and
 * only platform answers serve the requests that come meanwhile (`grace`). A strategy with `staleIfError` keeps its
 * copies that long after they were stored, to answer when their refresh fails (if-error). `copyUse` is that rule,
 * for platform answers (app/api/client.server.ts) and pages (app/server/request/edge-page.server.ts) alike; what is
 * cached where: docs/decisions/043-what-is-cached-where.md.
 */

export interface Strategy {
  /** Seconds a copy is served as it is. */
  ttl: number
  /** Seconds after that during which it is still served while one request refreshes it. */
  staleWhileRevalidate: number
  /** Seconds after it was stored during which a copy past its stale window still answers when its refresh fails. */
  staleIfError?: number
}

/** Every lifetime of the edge cache, named once (as Hydrogen names `CacheShort` and `CacheLong`). */
export const CacheStrategy = {
  /** The shop and its settings: a shop closed or changed shows within a minute, never later. */
  shop: { ttl: 60, staleWhileRevalidate: 0 },
  /** Catalogue, blog, pop-up and announcements: a minute fresh, five more served while refreshed. */
  content: { ttl: 60, staleWhileRevalidate: 300 },
  /** Delivery countries, cities, zones and payment options: they change rarely. */
  settings: { ttl: 60, staleWhileRevalidate: 600 },
  /**
   * A whole page of anonymous visitors: half a minute fresh, two more served while rendered again, and while the
   * platform fails, a day after it was stored: a shop stays readable through an outage of its platform
   * (docs/decisions/053-pages-cached-at-the-edge.md). The Cache API keeps a page that day.
   */
  page: { ttl: 30, staleWhileRevalidate: 120, staleIfError: 24 * 60 * 60 },
  /** A picture the image path made (app/pictures/image-path.server.ts): its URL names it for good. */
  picture: { ttl: 365 * 24 * 60 * 60, staleWhileRevalidate: 0 },
} as const satisfies Record<string, Strategy>

/** A strategy as the `Cache-Control` of an answer that browsers and Cloudflare's edge may keep themselves. */
export function publicCacheControl({ ttl, staleWhileRevalidate }: Strategy): string {
  return `public, max-age=${ttl}, stale-while-revalidate=${staleWhileRevalidate}`
}

/**
 * The freshness note: headers of a kept copy that are the storefront's own, never sent to a browser. A copy's age is
 * read from when it was stored (ms since the epoch), never from the cache's own bookkeeping: a test ages a copy by
 * storing it again with an older note.
 */
export const STORED_AT = 'X-Stored-At'
/** Since when one request refreshes the copy (ms since the epoch). */
const REFRESHING_AT = 'X-Refreshing-At'
export const FRESHNESS_NOTE = [STORED_AT, REFRESHING_AT] as const

/** A copy read from the edge cache, with what its note says. */
export interface Copy {
  response: Response
  /** Its stored-at note as written: the same key and note is the same copy. */
  storedAt: string
  /** Seconds since it was stored. */
  age: number
  /** if-error: past its stale window, within its stale-if-error one: it answers only when its refresh fails. */
  freshness: 'fresh' | 'stale' | 'if-error' | 'expired'
  /** A request started refreshing it less than `refreshMs` ago. */
  refreshing: boolean
}

/** The Workers Cache API's default cache, where there is one (none in Node's unit tests). */
export function edgeCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default
}

/** The copy kept under `key`, or null. `refreshMs`: how long one request may take to refresh a copy before another does. */
export async function readCopy(
  cache: Cache,
  key: string,
  strategy: Strategy,
  refreshMs: number,
  now = Date.now(),
): Promise<Copy | null> {
  const response = await cache.match(key).catch(() => undefined)
  if (!response) return null
  const storedAt = response.headers.get(STORED_AT) ?? '0'
  const age = (now - Number(storedAt)) / 1000
  const freshness = freshnessAt(age, strategy)
  const refreshing = now - Number(response.headers.get(REFRESHING_AT) ?? 0) < refreshMs
  return { response, storedAt, age, freshness, refreshing }
}

/**
 * What a request does with a copy it found: the one freshness rule of platform answers and pages.
 * - `serve`: fresh, or another request is refreshing it (`refreshingHere`: one of this isolate's requests);
 * - `serve-and-refresh`: stale: served now, and this request refreshes it after answering;
 * - `refresh-else-serve`: past its stale window, within its stale-if-error one: refreshed before answering, and
 *   served when the refresh fails;
 * - `refresh`: expired: refreshed before answering, nothing to fall back on. An expired copy is kept only for the
 *   `grace` of a refresh under way (keepCopy), and served meanwhile: platform answers; pages have no grace.
 */
type CopyUse = 'serve' | 'serve-and-refresh' | 'refresh-else-serve' | 'refresh'

export function copyUse(copy: Copy, refreshingHere = false): CopyUse {
  const refreshing = copy.refreshing || refreshingHere
  switch (copy.freshness) {
    case 'fresh':
      return 'serve'
    case 'stale':
      return refreshing ? 'serve' : 'serve-and-refresh'
    case 'if-error':
      return 'refresh-else-serve'
    case 'expired':
      return refreshing ? 'serve' : 'refresh'
  }
}

function freshnessAt(age: number, strategy: Strategy): Copy['freshness'] {
  if (age < strategy.ttl) return 'fresh'
  if (age < strategy.ttl + strategy.staleWhileRevalidate) return 'stale'
  return age < (strategy.staleIfError ?? 0) ? 'if-error' : 'expired'
}

/**
 * Keeps `copy` (its body and headers) under `key`, stored `now`, until it expires (or its stale-if-error window
 * ends, whichever is later) and `grace` seconds more: how long an expired copy still serves the requests that come while one refreshes it (platform answers: the time one call may
 * take; 0 for pages, never served once expired).
 */
export function keepCopy(
  cache: Cache,
  key: string,
  copy: Response,
  strategy: Strategy,
  grace = 0,
  now = Date.now(),
): Promise<void> {
  const headers = new Headers(copy.headers)
  headers.set('Cache-Control', `public, max-age=${keptFor(strategy, 0, grace)}`)
  headers.set(STORED_AT, String(now))
  return put(cache, key, new Response(copy.body, { status: 200, headers }))
}

/**
 * The copy kept again, with `body` (read from it), marked as being refreshed from `now`: as long as the mark holds,
 * the other requests are served it and none refreshes it too. Kept as long as before, for the refresh's time at least.
 * A refresh that fails keeps nothing: the marked copy serves on until the mark runs out and another request tries.
 */
export function markRefreshing(
  cache: Cache,
  key: string,
  copy: Copy,
  body: BodyInit,
  strategy: Strategy,
  grace = 0,
  now = Date.now(),
): Promise<void> {
  const headers = new Headers(copy.response.headers)
  headers.set('Cache-Control', `public, max-age=${keptFor(strategy, copy.age, grace)}`)
  headers.set(REFRESHING_AT, String(now))
  return put(cache, key, new Response(body, { status: 200, headers }))
}

/** Forgets the copy under `key`: an expired one whose refresh failed is not served again. */
export async function forgetCopy(cache: Cache, key: string): Promise<void> {
  await cache.delete(key).catch(() => undefined)
}

/** Seconds a copy of this age is still kept: until expiry (or its stale-if-error window's end) and its grace, a second at least. */
function keptFor(strategy: Strategy, age: number, grace: number): number {
  const lasts = Math.max(strategy.ttl + strategy.staleWhileRevalidate, strategy.staleIfError ?? 0)
  return Math.max(1, grace, Math.ceil(lasts + grace - age))
}

async function put(cache: Cache, key: string, copy: Response): Promise<void> {
  await cache.put(key, copy).catch(() => undefined)
}

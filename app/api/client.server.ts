import type { z } from 'zod'
import { deepFreeze } from '~/server/derived.server'
import type { RequestContext } from '~/server/load-context'
import { faultStatus } from '~/lib/failure'
import type { PlatformCalls } from '~/server/request-log.server'

/**
 * The only place that calls the platform API. Every answer is checked with a
 * zod schema; every failure becomes an ApiError.
 */

/** Header of a cached answer: when it was stored (ms since epoch). */
const STORED_AT = 'X-Stored-At'
/** Header of a cached answer one request is refreshing: since when (ms since epoch). */
const REFRESHING_AT = 'X-Refreshing-At'

/**
 * Cached answers already read and checked in this isolate, by cache key (tenant host and platform URL).
 * A cached answer never changes: the same key with the same X-Stored-At is the same answer, so its JSON is
 * parsed and its schema checked once, not on every request that reads it (decision 030). The values are
 * deep-frozen and shared by the requests that read them; they hold only what the per-tenant cache holds,
 * nothing of a request. Bounded: the least recently read answer goes first.
 */
const parsedAnswers = new Map<string, { storedAt: string; schema: z.ZodType; data: unknown }>()
export const PARSED_ANSWERS_MAX = 100

function rememberParsed(key: string, storedAt: string, schema: z.ZodType, data: unknown): void {
  parsedAnswers.delete(key)
  parsedAnswers.set(key, { storedAt, schema, data: deepFreeze(data) })
  if (parsedAnswers.size > PARSED_ANSWERS_MAX) parsedAnswers.delete(parsedAnswers.keys().next().value as string)
}

function parsedBefore<T>(key: string, storedAt: string, schema: z.ZodType<T>): { data: T } | null {
  const seen = parsedAnswers.get(key)
  if (!seen || seen.storedAt !== storedAt || seen.schema !== schema) return null
  // Read again: it is now the most recent.
  parsedAnswers.delete(key)
  parsedAnswers.set(key, seen)
  return { data: seen.data as T }
}

/**
 * An answer this isolate has read that is still fresh (stored less than ttl seconds ago): served as it is,
 * without asking the per-tenant cache again. The cache could hold a newer one only if another isolate
 * refreshed a fresh answer, which none does: within its ttl an answer is the one every isolate serves.
 */
function freshParsed<T>(key: string, ttl: number, schema: z.ZodType<T>): { data: T } | null {
  const seen = parsedAnswers.get(key)
  if (!seen || seen.schema !== schema || Date.now() - Number(seen.storedAt) >= ttl * 1000) return null
  return parsedBefore(key, seen.storedAt, schema)
}

export type ApiErrorKind = 'status' | 'network' | 'timeout' | 'malformed'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status of the upstream answer, when there was one. */
    readonly status: number | null,
    /** The server's own message, when its answer carried one. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `${kind}${status ? ` ${status}` : ''}`)
    this.name = 'ApiError'
  }
}

export interface ApiOptions {
  baseUrl: string
  /** The request's host, sent as X-Shop-Host and part of every cache key. */
  host: string
  publicKey: string
  /** The customer's token: used instead of the public key, and disables caching. */
  token?: string | null
  timeoutMs: number
  /** The request's one timeout for all its platform calls (every write: app/server/request/render.server.ts): it replaces timeoutMs. */
  budget?: AbortSignal
  cache?: Cache | null
  /** The shop host's cache generation: part of every cache key, so that a purge of the shop reaches its answers too. */
  generation?: number
  waitUntil?: (promise: Promise<unknown>) => void
  fetch?: typeof fetch
  /** Counts this request's calls, their time and failures (the request log, Server-Timing). */
  record?: PlatformCalls
}

/**
 * How long a public platform answer is kept in the per-tenant cache, named once (decision 043). Within
 * `cacheTtl` seconds the cached answer is served without asking the platform; for `staleWhileRevalidate`
 * seconds after that it is still served while one request refreshes it in the background.
 */
export const CacheStrategy = {
  /** The shop and its settings: a shop closed or changed shows within a minute, never later. */
  shop: { cacheTtl: 60 },
  /** Catalogue, blog, pop-up and announcements: a minute fresh, five more served while refreshed. */
  content: { cacheTtl: 60, staleWhileRevalidate: 300 },
  /** Delivery countries, cities, zones and payment options: they change rarely. */
  settings: { cacheTtl: 60, staleWhileRevalidate: 600 },
} as const satisfies Record<string, Pick<GetOptions, 'cacheTtl' | 'staleWhileRevalidate'>>

export interface GetOptions {
  query?: Record<string, string | number | undefined>
  /** Seconds a public answer is served from the per-tenant cache without asking the platform. */
  cacheTtl?: number
  /** Seconds after that during which the cached answer is still served while it is refreshed in the background. */
  staleWhileRevalidate?: number
  headers?: Record<string, string>
  /** A 404 means "none": it is answered as null (and cached like an answer), not thrown. */
  nullOn404?: boolean
}

export interface SendOptions {
  headers?: Record<string, string>
  /** The one success status the platform answers (e.g. 201); another 2xx is an ApiError without message. */
  expectStatus?: number
}

export type Api = ReturnType<typeof createApi>

export function createApi(options: ApiOptions) {
  const doFetch = options.fetch ?? fetch
  const authorization = `Bearer ${options.token || options.publicKey}`

  function url(path: string, query?: GetOptions['query']): string {
    const u = new URL(options.baseUrl + path)
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v))
    return u.toString()
  }

  async function request(
    method: string,
    target: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: authorization,
        'X-Shop-Host': options.host,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.budget ?? AbortSignal.timeout(options.timeoutMs),
    }
    // A GET whose connection is lost before any answer (a keep-alive connection the platform had closed,
    // a dropped link) is sent once more, within the same time budget: it changes nothing upstream.
    // Writes are not: a shopper's second submission, with the same one-time key, is their retry (decision 024).
    const started = Date.now()
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await doFetch(target, init)
        recorded(started, response.ok || response.status === 404)
        return response
      } catch (error) {
        const timedOut =
          init.signal?.aborted ||
          (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        if (timedOut || method !== 'GET' || attempt >= 2) {
          recorded(started, false)
          throw new ApiError(timedOut ? 'timeout' : 'network', null, null)
        }
      }
    }
  }

  function recorded(started: number, ok: boolean): void {
    const record = options.record
    if (!record) return
    record.calls++
    record.ms += Date.now() - started
    if (!ok) record.failed++
  }

  async function read<T>(response: Response, schema: z.ZodType<T>, nullOn404 = false): Promise<T> {
    if (nullOn404 && response.status === 404) {
      await response.body?.cancel()
      return parseOrThrow(schema, null, response.status)
    }
    let data: unknown
    try {
      const text = await response.text()
      data = text ? JSON.parse(text) : null
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw new ApiError('timeout', null, null)
      if (response.ok) throw new ApiError('malformed', response.status, null)
      data = null
    }
    if (!response.ok) throw new ApiError('status', response.status, messageOf(data))
    return parseOrThrow(schema, data, response.status)
  }

  function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, status: number): T {
    const parsed = schema.safeParse(data)
    if (!parsed.success) throw new ApiError('malformed', status, null)
    return parsed.data
  }

  function cacheKey(target: string): string {
    // The tenant host is part of the key: one shop's answers are never served to another.
    return `https://${options.host}/__api-cache/g${options.generation ?? 0}/${encodeURIComponent(target)}`
  }

  async function get<T>(path: string, schema: z.ZodType<T>, opts: GetOptions = {}): Promise<T> {
    const target = url(path, opts.query)
    const cache = !options.token && opts.cacheTtl ? options.cache : null
    const fetchFresh = async () => read(await request('GET', target, undefined, opts.headers), schema, opts.nullOn404)
    if (!cache || !opts.cacheTtl) return fetchFresh()

    const ttl = opts.cacheTtl
    const stale = opts.staleWhileRevalidate ?? 0
    // One refresh may take the whole timeout: meanwhile the stored answer is kept for the other requests.
    const refreshSeconds = Math.ceil(options.timeoutMs / 1000) + 1
    const key = cacheKey(target)
    const store = (text: string, storedAt: string, maxAge: number, refreshingAt?: number) =>
      cache
        .put(
          key,
          new Response(text, {
            headers: {
              'Content-Type': 'application/json',
              'Cache-Control': `public, max-age=${maxAge}`,
              [STORED_AT]: storedAt,
              ...(refreshingAt === undefined ? {} : { [REFRESHING_AT]: String(refreshingAt) }),
            },
          }),
        )
        .catch(() => undefined)
    const fetchAndStore = async () => {
      const data = await fetchFresh()
      const storedAt = String(Date.now())
      const put = store(JSON.stringify(data), storedAt, ttl + stale + refreshSeconds)
      if (options.waitUntil) options.waitUntil(put)
      else await put
      rememberParsed(key, storedAt, schema, data)
      return data
    }

    const known = freshParsed(key, ttl, schema)
    if (known) return known.data
    const hit = await cache.match(key).catch(() => undefined)
    if (!hit) return fetchAndStore()
    const storedAt = hit.headers.get(STORED_AT) ?? '0'
    const age = (Date.now() - Number(storedAt)) / 1000
    const text = await hit.text().catch(() => '')
    const parsed = readCached(text, key, storedAt, schema)
    if (!parsed) return fetchAndStore()
    if (age < ttl) return parsed.data
    // Another request is already asking the platform for this answer: the stored one serves meanwhile,
    // so that many requests at once never send the platform the same call many times (README, Load).
    const refreshing = Date.now() - Number(hit.headers.get(REFRESHING_AT) ?? 0) < options.timeoutMs
    if (refreshing) return parsed.data
    // This request refreshes the answer; the stored one, marked as being refreshed, is kept as long as before
    // (or for the refresh's time at least).
    await store(text, storedAt, Math.max(refreshSeconds, Math.ceil(ttl + stale + refreshSeconds - age)), Date.now())
    if (age < ttl + stale) {
      // Serve the stale answer now and refresh it for the next visitor.
      const refresh = fetchAndStore().catch(() => undefined)
      if (options.waitUntil) options.waitUntil(refresh)
      return parsed.data
    }
    try {
      return await fetchAndStore()
    } catch (error) {
      // Too old to be served after a failed refresh: the next request asks the platform itself.
      await cache.delete(key).catch(() => undefined)
      throw error
    }
  }

  /** A cached answer checked against its schema: once per answer and isolate (see parsedAnswers). */
  function readCached<T>(text: string, key: string, storedAt: string, schema: z.ZodType<T>): { data: T } | null {
    const seen = parsedBefore(key, storedAt, schema)
    if (seen) return seen
    const parsed = schema.safeParse(parseJson(text))
    if (!parsed.success) return null
    rememberParsed(key, storedAt, schema, parsed.data)
    return { data: parsed.data }
  }

  async function send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    opts: SendOptions = {},
  ): Promise<T> {
    const response = await request(method, url(path), body, opts.headers)
    if (opts.expectStatus !== undefined && response.ok && response.status !== opts.expectStatus) {
      await response.body?.cancel()
      throw new ApiError('status', response.status, null)
    }
    return read(response, schema)
  }

  return {
    get,
    post: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('POST', path, body, schema, opts),
    put: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('PUT', path, body, schema, opts),
    delete: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('DELETE', path, body, schema, opts),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return null
}

/** Platform API client of this request, with the shop's public key (answers may be cached). */
export function publicApi(context: RequestContext): Api {
  return createApi(clientOptions(context, null))
}

/** Platform API client with the customer's token when there is one (`loginToken(session)`), else the public key. */
export function customerApi(context: RequestContext, token: string | null): Api {
  return createApi(clientOptions(context, token))
}

function clientOptions(context: RequestContext, token: string | null): ApiOptions {
  return {
    baseUrl: context.env.API_BASE_URL,
    host: context.tenant.host,
    publicKey: context.env.SHOP_PUBLIC_KEY,
    token,
    timeoutMs: context.env.API_TIMEOUT_MS,
    budget: context.perRequest.apiBudget,
    cache: typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default,
    generation: context.cacheGeneration,
    waitUntil: context.waitUntil,
    record: context.perRequest.platform,
  }
}

/** A failure keeps the platform's status and the storefront's own for it (faultStatus). */
export type Settled<T> = { ok: true; data: T } | { ok: false; status: number | null; httpStatus: number }

/** The platform's failure that a caught error is; anything else (a bug of ours) is thrown again. */
export function platformFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  throw error
}

/**
 * For deferred data: an answer or the reason it is missing, never a rejected
 * promise (the page shows its own error text in place of the section).
 */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (data) => ({ ok: true as const, data }),
    (caught: unknown) => {
      const error = platformFailure(caught)
      return { ok: false as const, status: error.status, httpStatus: faultStatus(error) }
    },
  )
}

import { cachified, totalTtl, type Cache as CachifiedCache, type CacheEntry } from '@epic-web/cachified'
import type { z } from 'zod'
import { deepFreeze } from '~/server/derived.server'
import type { RequestContext } from '~/server/load-context'
import { faultStatus } from '~/lib/failure'
import { getLogin } from '~/server/session.server'

/**
 * The only place that calls the platform API. Every answer is checked with a
 * zod schema; every failure becomes an ApiError.
 */

/**
 * The Workers Cache API as cachified's cache (decision 043), keyed by tenant host and platform URL. An entry is
 * cachified's `{ value, metadata }` as JSON, the value being the platform's answer as it was sent; the edge
 * keeps it for ttl + swr (its max-age) and drops it then.
 *
 * It also keeps what this isolate has read of it (decision 030): within its ttl an entry is the one every
 * isolate serves, so a fresh entry this isolate has read or stored is taken from memory, and the answer
 * checked from a value is kept with it: JSON parsed and schema checked once per isolate, and every request
 * gets the same deep-frozen answer, on which `app/server/derived.server.ts` keys what it derives. Only what
 * the per-tenant cache holds; at most 100 entries, the least recently stored going first.
 */
class CacheApiAdapter implements CachifiedCache {
  readonly name = 'Workers Cache API'
  private readonly known = new Map<string, CacheEntry>()
  private readonly answers = new WeakMap<object, { schema: z.ZodType; answer: unknown }>()

  constructor(private readonly cache: Cache) {}

  async get(key: string): Promise<CacheEntry | undefined> {
    const known = this.known.get(key)
    if (known && Date.now() <= known.metadata.createdTime + (known.metadata.ttl ?? 0)) return known
    const entry = await (await this.cache.match(key))?.json<CacheEntry>()
    if (entry) this.remember(key, entry)
    return entry
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    this.remember(key, entry)
    const headers = { 'Cache-Control': `public, max-age=${Math.ceil(totalTtl(entry.metadata) / 1000)}` }
    await this.cache.put(key, new Response(JSON.stringify(entry), { headers }))
  }

  async delete(key: string): Promise<void> {
    this.known.delete(key)
    await this.cache.delete(key).catch(() => false)
  }

  /** The answer in a stored value, checked with the schema once per value; throws when it does not fit. */
  answer(value: unknown, schema: z.ZodType): unknown {
    const memo = value !== null && typeof value === 'object'
    const seen = memo ? this.answers.get(value) : undefined
    if (seen?.schema === schema) return seen.answer
    const answer = deepFreeze(schema.parse(value))
    if (memo) this.answers.set(value, { schema, answer })
    return answer
  }

  private remember(key: string, entry: CacheEntry): void {
    this.known.delete(key)
    this.known.set(key, entry)
    if (this.known.size > KNOWN_ENTRIES_MAX) this.known.delete(this.known.keys().next().value as string)
  }
}
export const KNOWN_ENTRIES_MAX = 100

/** One adapter per Cache object: cachified shares a call in flight between the requests using the same one. */
const adapters = new WeakMap<Cache, CacheApiAdapter>()

function adapterOf(cache: Cache): CacheApiAdapter {
  let adapter = adapters.get(cache)
  if (!adapter) adapters.set(cache, (adapter = new CacheApiAdapter(cache)))
  return adapter
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
  /** The request's one timeout for all its platform calls (every write: functions/[[path]].ts): it replaces timeoutMs. */
  budget?: AbortSignal
  cache?: Cache | null
  waitUntil?: (promise: Promise<unknown>) => void
  fetch?: typeof fetch
}

/**
 * How long a public platform answer is kept in the per-tenant cache, named once (decision 043). Within
 * `cacheTtl` seconds the cached answer is served without asking the platform; for `staleWhileRevalidate`
 * seconds after that it is still served while it is refreshed in the background (cachified's ttl and swr).
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
    for (let attempt = 1; ; attempt++) {
      try {
        return await doFetch(target, init)
      } catch (error) {
        const timedOut =
          init.signal?.aborted ||
          (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        if (timedOut || method !== 'GET' || attempt >= 2)
          throw new ApiError(timedOut ? 'timeout' : 'network', null, null)
      }
    }
  }

  /** The answer's JSON (null for a 404 asked as none); a failed status or a body that is not JSON is an ApiError. */
  async function readJson(response: Response, nullOn404 = false): Promise<unknown> {
    if (nullOn404 && response.status === 404) {
      await response.body?.cancel()
      return null
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
    return data
  }

  function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, status: number): T {
    const parsed = schema.safeParse(data)
    if (!parsed.success) throw new ApiError('malformed', status, null)
    return parsed.data
  }

  function cacheKey(target: string): string {
    // The tenant host is part of the key: one shop's answers are never served to another.
    return `https://${options.host}/__api-cache/${encodeURIComponent(target)}`
  }

  async function get<T>(path: string, schema: z.ZodType<T>, opts: GetOptions = {}): Promise<T> {
    const target = url(path, opts.query)
    const fetchJson = async () => {
      const response = await request('GET', target, undefined, opts.headers)
      return { data: await readJson(response, opts.nullOn404), status: response.status }
    }
    if (options.token || !options.cache || !opts.cacheTtl) {
      const { data, status } = await fetchJson()
      return parseOrThrow(schema, data, status)
    }

    const cache = adapterOf(options.cache)
    const cached = cachified<unknown>({
      key: cacheKey(target),
      cache,
      ttl: opts.cacheTtl * 1000,
      swr: (opts.staleWhileRevalidate ?? 0) * 1000,
      // The platform's answer is stored as sent; every value read, fresh or stored, is checked with the schema
      // and becomes the schema's answer. A stored one that does not fit is asked again.
      checkValue: (value, migrate) => migrate(cache.answer(value, schema), false),
      getFreshValue: async () => {
        const { data, status } = await fetchJson()
        try {
          cache.answer(data, schema)
        } catch {
          throw new ApiError('malformed', status, null)
        }
        return data
      },
      waitUntil: options.waitUntil,
    })
    // cachified shares a call in flight: this request may wait for the one another request sent. That call ends
    // within API_TIMEOUT_MS of its start, before this request's own time would; an action's shared budget
    // (perRequest.apiBudget) may end sooner, and then this request stops waiting, as if it had sent the call itself.
    const budget = options.budget
    if (!budget) return cached as Promise<T>
    const spent = new Promise<never>((_resolve, reject) =>
      budget.addEventListener('abort', () => reject(new ApiError('timeout', null, null)), { once: true }),
    )
    return Promise.race([cached as Promise<T>, spent])
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
    return parseOrThrow(schema, await readJson(response), response.status)
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

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return null
}

/** Platform API client of this request, with the shop's public key (answers may be cached). */
export function publicApi(context: RequestContext): Api {
  return createApi(clientOptions(context, null))
}

/** Platform API client with the customer's token when logged in, else the public key. */
export function customerApi(context: RequestContext): Api {
  return createApi(clientOptions(context, getLogin(context.session)?.token ?? null))
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
    waitUntil: context.waitUntil,
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

import type { z } from 'zod'
import {
  copyUse,
  edgeCache,
  forgetCopy,
  keepCopy,
  markRefreshing,
  readCopy,
  type Strategy,
} from '~/server/edge-cache/store.server'
import type { RequestContext } from '~/server/load-context'
import { faultStatus } from '~/lib/failure'
import type { PlatformCalls } from '~/server/request-log.server'
import { checkedAnswer, freshAnswer, isFreshHere, rememberAnswer } from './checked-answers.server'

/**
 * The only place that calls the platform API. Every answer is checked with a
 * zod schema; every failure becomes an ApiError.
 */

type ApiErrorKind = 'status' | 'network' | 'timeout' | 'malformed'

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status of the upstream answer, when there was one. */
    readonly status: number | null,
    /** The server's own message, when its answer carried one. */
    readonly serverMessage: string | null,
    /** Seconds the platform asked to wait before trying again (`Retry-After` of a 429 or 503), when it said. */
    readonly retryAfter: number | null = null,
  ) {
    super(serverMessage ?? `${kind}${status ? ` ${status}` : ''}`)
    this.name = 'ApiError'
  }
}

interface ApiOptions {
  baseUrl: string
  /** The request's host, sent as X-Shop-Host and part of every cache key. */
  host: string
  publicKey: string
  /** The customer's token: used instead of the public key, and disables caching. */
  token?: string | null
  timeoutMs: number
  /** The request's one timeout for all its platform calls (every write: app/server/request/render.server.ts): it replaces timeoutMs. */
  budget?: AbortSignal
  /** Where public answers are kept (`edgeCache()`); none: every answer is asked for. */
  cache?: Cache | null
  /** The shop host's cache generation: part of every cache key, so that a purge of the shop reaches its answers too. */
  generation?: number
  waitUntil?: (promise: Promise<unknown>) => void
  fetch?: typeof fetch
  /** Counts this request's calls, their time and failures (the request log, Server-Timing). */
  record?: PlatformCalls
}

interface GetOptions {
  query?: Record<string, string | number | undefined>
  /** How long a public answer is kept in the edge cache (`CacheStrategy`); none: asked every time. */
  cache?: Strategy
  headers?: Record<string, string>
  /** A 404 means "none": it is answered as null (and cached like an answer), not thrown. */
  nullOn404?: boolean
}

interface SendOptions {
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

  /**
   * One call, its answer read whole and checked: counted in the request's record only then, so that an answer
   * the platform garbles, cuts off or stalls after a 200 counts as the failure it is (a page rendered with one is
   * never stored: app/server/request/edge-page.server.ts).
   */
  async function call<T>(
    method: string,
    target: string,
    body: unknown,
    readAnswer: (response: Response) => Promise<T>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const started = Date.now()
    let ok = false
    try {
      const answer = await readAnswer(await request(method, target, body, headers))
      ok = true
      return answer
    } catch (error) {
      // An expected 404 ("none") is an answer, not a failure.
      ok = error instanceof ApiError && error.kind === 'status' && error.status === 404
      throw error
    } finally {
      recorded(started, ok)
    }
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
    // Writes are not: a shopper's second submission, with the same one-time key, is their retry.
    for (let attempt = 1; ; attempt++) {
      try {
        return await doFetch(target, init)
      } catch (error) {
        const timedOut =
          init.signal?.aborted ||
          (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        if (timedOut || method !== 'GET' || attempt >= 2) {
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
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      // The body stalled past the call's time, or was cut off: the answer never came whole.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new ApiError(timedOut ? 'timeout' : 'malformed', response.status, null)
    }
    // A body that is no JSON, or none at all, is no answer: a schema that takes null ("none", a 404) still refuses it.
    let data: unknown = undefined
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      if (response.ok) throw new ApiError('malformed', response.status, null)
    }
    if (!response.ok) throw new ApiError('status', response.status, messageOf(data), retryAfterOf(response))
    // Where "none" is a 404, a 200 must carry the answer: a null one is garbled, not "none".
    if (nullOn404 && data === null) throw new ApiError('malformed', response.status, null)
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
    const fetchFresh = () =>
      call('GET', target, undefined, (response) => read(response, schema, opts.nullOn404), opts.headers)
    const strategy = opts.cache
    const cache = options.token ? null : options.cache
    if (!cache || !strategy) return fetchFresh()

    const key = cacheKey(target)
    // One refresh may take the whole timeout: meanwhile the kept answer serves the other requests.
    const grace = Math.ceil(options.timeoutMs / 1000) + 1
    const fetchAndKeep = async () => {
      const data = await fetchFresh()
      const now = Date.now()
      const answer = new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } })
      const kept = keepCopy(cache, key, answer, strategy, grace, now)
      if (options.waitUntil) options.waitUntil(kept)
      else await kept
      rememberAnswer(key, String(now), schema, data)
      return data
    }

    const known = freshAnswer(key, strategy.ttl, schema)
    if (known) return known.data
    const copy = await readCopy(cache, key, strategy, options.timeoutMs)
    if (!copy) return fetchAndKeep()
    const text = await copy.response.text().catch(() => '')
    const checked = checkedAnswer(key, copy.storedAt, schema, text)
    if (!checked) return fetchAndKeep()
    // Fresh, or another request is already asking the platform for it: the kept one serves meanwhile, so that many
    // requests at once never send the platform the same call many times (docs/performance.md, `npm run load`).
    const use = copyUse(copy)
    if (use === 'serve') return checked.data
    await markRefreshing(cache, key, copy, text, strategy, grace)
    if (use === 'serve-and-refresh') {
      // Serve the stale answer now and refresh it for the next visitor.
      const refresh = fetchAndKeep().catch(() => undefined)
      if (options.waitUntil) options.waitUntil(refresh)
      return checked.data
    }
    try {
      return await fetchAndKeep()
    } catch (error) {
      if (use === 'refresh-else-serve') return checked.data
      // Too old to be served after a failed refresh: the next request asks the platform itself.
      await forgetCopy(cache, key)
      throw error
    }
  }

  /**
   * Whether `get(path)` with these options would be answered from a kept copy (fresh, or stale and refreshed after
   * the answer) without the request waiting for the platform: what a lookup of many names costs it is the others.
   */
  async function isKept(path: string, opts: GetOptions = {}): Promise<boolean> {
    const strategy = opts.cache
    const cache = options.token ? null : options.cache
    if (!cache || !strategy) return false
    const key = cacheKey(url(path, opts.query))
    if (isFreshHere(key, strategy.ttl)) return true
    const copy = await readCopy(cache, key, strategy, options.timeoutMs)
    await copy?.response.body?.cancel()
    const use = copy && copyUse(copy)
    return use === 'serve' || use === 'serve-and-refresh'
  }

  async function send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    opts: SendOptions = {},
  ): Promise<T> {
    return call(
      method,
      url(path),
      body,
      async (response) => {
        if (opts.expectStatus !== undefined && response.ok && response.status !== opts.expectStatus) {
          await response.body?.cancel()
          throw new ApiError('status', response.status, null)
        }
        return read(response, schema)
      },
      opts.headers,
    )
  }

  return {
    get,
    isKept,
    post: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('POST', path, body, schema, opts),
    put: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('PUT', path, body, schema, opts),
    delete: <T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: SendOptions) =>
      send('DELETE', path, body, schema, opts),
  }
}

/** A `Retry-After` in whole seconds (a date is read as the seconds until it), or null. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('Retry-After')?.trim()
  if (!value) return null
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null
}

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message
  return null
}

/** Platform API client of this request, with the shop's public key (answers may be cached). */
/** What a platform client is made from: a request's context, or the part of it a cached page's fill has. */
export type ApiContext = Pick<RequestContext, 'env' | 'tenant' | 'cacheGeneration' | 'waitUntil' | 'perRequest'>

export function publicApi(context: ApiContext): Api {
  return createApi(clientOptions(context, null))
}

/** Platform API client with the customer's token when there is one (`loginToken(session)`), else the public key. */
export function customerApi(context: ApiContext, token: string | null): Api {
  return createApi(clientOptions(context, token))
}

function clientOptions(context: ApiContext, token: string | null): ApiOptions {
  return {
    baseUrl: context.env.API_BASE_URL,
    host: context.tenant.host,
    publicKey: context.env.SHOP_PUBLIC_KEY,
    token,
    timeoutMs: context.env.API_TIMEOUT_MS,
    budget: context.perRequest.apiBudget,
    cache: edgeCache(),
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

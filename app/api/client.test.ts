import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CHECKED_ANSWERS_MAX } from './checked-answers.server'
import { type ApiError, createApi } from './client.server'

/** An in-memory Cache with the two methods the client uses. */
function memoryCache() {
  const store = new Map<string, Response>()
  return {
    store,
    cache: {
      match: async (req: RequestInfo) => store.get(typeof req === 'string' ? req : req.url)?.clone(),
      put: async (req: RequestInfo, res: Response) =>
        void store.set(typeof req === 'string' ? req : req.url, res.clone()),
      delete: async (req: RequestInfo) => store.delete(typeof req === 'string' ? req : req.url),
    } as unknown as Cache,
  }
}

function fakeFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const seen: { url: string; init: RequestInit }[] = []
  const fn = (async (url: string, init: RequestInit) => {
    seen.push({ url, init })
    return handler(url, init)
  }) as unknown as typeof fetch
  return { fn, seen }
}

const Schema = z.object({ nom: z.string() })
const base = { baseUrl: 'https://api.example.cm/api/v2', publicKey: 'pk', timeoutMs: 200 }
/** Kept a minute, then asked again; kept a minute, then five more served while refreshed. */
const minute = { cache: { ttl: 60, staleWhileRevalidate: 0 } }
const minuteThenStale = { cache: { ttl: 60, staleWhileRevalidate: 300 } }

describe('api client', () => {
  it('sends the bearer key and the shop host, and checks the answer', async () => {
    const f = fakeFetch(() => Response.json({ nom: 'Demo' }))
    const api = createApi({ ...base, host: 'demo.example.cm', fetch: f.fn })
    expect(await api.get('/store/shop-data', Schema, { query: { subdomain: 'demo' } })).toEqual({ nom: 'Demo' })
    const headers = f.seen[0]!.init.headers as Record<string, string>
    expect(f.seen[0]!.url).toBe('https://api.example.cm/api/v2/store/shop-data?subdomain=demo')
    expect(headers.Authorization).toBe('Bearer pk')
    expect(headers['X-Shop-Host']).toBe('demo.example.cm')
  })

  it('uses the customer token instead of the public key', async () => {
    const f = fakeFetch(() => Response.json({ nom: 'Demo' }))
    await createApi({ ...base, host: 'demo.example.cm', token: 'tok', fetch: f.fn }).get('/x', Schema)
    expect((f.seen[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok')
  })

  it('turns statuses, timeouts, refused connections and bad answers into ApiError', async () => {
    const cases: [() => Response | Promise<Response>, Partial<ApiError>][] = [
      [
        () => Response.json({ message: 'Boutique inactive' }, { status: 401 }),
        { kind: 'status', status: 401, serverMessage: 'Boutique inactive' },
      ],
      [() => new Response('<html>oops</html>', { status: 502 }), { kind: 'status', status: 502, serverMessage: null }],
      [() => new Response('{"nom":', { status: 200 }), { kind: 'malformed' }],
      [() => Response.json({ name: 'x' }), { kind: 'malformed' }],
      [() => Promise.reject(new TypeError('fetch failed')), { kind: 'network' }],
    ]
    for (const [handler, expected] of cases) {
      const api = createApi({ ...base, host: 'demo.example.cm', fetch: fakeFetch(handler).fn })
      await expect(api.get('/x', Schema)).rejects.toMatchObject(expected)
    }
  })

  it('asks once more for a GET whose connection was lost before any answer, never for a write', async () => {
    let calls = 0
    const flaky = fakeFetch(() =>
      ++calls === 1 ? Promise.reject(new TypeError('Network connection lost.')) : Response.json({ nom: 'Demo' }),
    )
    expect(await createApi({ ...base, host: 'demo.example.cm', fetch: flaky.fn }).get('/x', Schema)).toEqual({
      nom: 'Demo',
    })
    expect(flaky.seen).toHaveLength(2)

    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    await expect(
      createApi({ ...base, host: 'demo.example.cm', fetch: down.fn }).get('/x', Schema),
    ).rejects.toMatchObject({ kind: 'network' })
    expect(down.seen).toHaveLength(2)

    const write = fakeFetch(() => Promise.reject(new TypeError('Network connection lost.')))
    const api = createApi({ ...base, host: 'demo.example.cm', fetch: write.fn })
    await expect(api.post('/cart/items', {}, z.unknown())).rejects.toMatchObject({ kind: 'network' })
    expect(write.seen).toHaveLength(1)
  })

  it('refuses another success status than the expected one, without its message', async () => {
    const f = fakeFetch(() => Response.json({ message: 'Reçu' }, { status: 200 }))
    const api = createApi({ ...base, host: 'demo.example.cm', fetch: f.fn })
    await expect(api.post('/contact', {}, z.unknown(), { expectStatus: 201 })).rejects.toMatchObject({
      kind: 'status',
      status: 200,
      serverMessage: null,
    })
    const created = createApi({
      ...base,
      host: 'demo.example.cm',
      fetch: fakeFetch(() => Response.json({ message: 'Reçu' }, { status: 201 })).fn,
    })
    expect(await created.post('/contact', {}, z.unknown(), { expectStatus: 201 })).toEqual({ message: 'Reçu' })
  })

  it('answers a 404 as null when asked to, and caches it like an answer', async () => {
    const { cache } = memoryCache()
    const f = fakeFetch(() => Response.json({ message: 'Aucun pop-up.' }, { status: 404 }))
    const api = createApi({ ...base, host: 'demo.example.cm', cache, fetch: f.fn })
    const opts = { nullOn404: true, ...minute }
    expect(await api.get('/popup', Schema.nullable(), opts)).toBeNull()
    expect(await api.get('/popup', Schema.nullable(), opts)).toBeNull()
    expect(f.seen).toHaveLength(1)
    await expect(api.get('/popup', Schema)).rejects.toMatchObject({ kind: 'status', status: 404 })
  })

  it('times out a slow answer', async () => {
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch
    const api = createApi({ ...base, host: 'demo.example.cm', fetch: slow })
    await expect(api.get('/x', Schema)).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('caches public answers per host and never for a customer', async () => {
    const { cache, store } = memoryCache()
    const f = fakeFetch((url) => Response.json({ nom: url.includes('demo') ? 'Demo' : 'Autre' }))
    const demo = createApi({ ...base, host: 'demo.example.cm', cache, fetch: f.fn })
    const autre = createApi({ ...base, host: 'autre.example.cm', cache, fetch: f.fn })
    await demo.get('/shop?s=demo', Schema, minute)
    expect(await demo.get('/shop?s=demo', Schema, minute)).toEqual({ nom: 'Demo' })
    expect(f.seen).toHaveLength(1)
    expect(await autre.get('/shop?s=demo', Schema, minute)).toEqual({ nom: 'Demo' })
    expect(f.seen).toHaveLength(2) // same path, other host: not served from demo's entry
    expect(
      [...store.keys()].every(
        (k) => k.startsWith('https://demo.example.cm/') || k.startsWith('https://autre.example.cm/'),
      ),
    ).toBe(true)
    const customer = createApi({ ...base, host: 'demo.example.cm', token: 'tok', cache, fetch: f.fn })
    await customer.get('/shop?s=demo', Schema, minute)
    expect(f.seen).toHaveLength(3)
  })

  it('counts a 200 whose body is garbage, of another shape, cut off or stalled as a failed call, and keeps none of it', async () => {
    // As fetch does, the call's signal ends a body that is still coming.
    const half = (text: string, then: 'error' | 'stall', signal?: AbortSignal | null) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, 6)))
          if (then === 'error') controller.error(new TypeError('connection reset'))
          else signal?.addEventListener('abort', () => controller.error(signal.reason))
        },
      })
    const bodies: [string, (url: string, init: RequestInit) => Response, ApiError['kind']][] = [
      ['garbage', () => new Response('<html>Bad gateway</html>', { status: 200 }), 'malformed'],
      ['another shape', () => Response.json({ data: { nom: 'Demo' } }), 'malformed'],
      ['cut off', () => new Response(half('{"nom":"Demo"}', 'error'), { status: 200 }), 'malformed'],
      ['stalled', (_, init) => new Response(half('{"nom":"Demo"}', 'stall', init.signal), { status: 200 }), 'timeout'],
    ]
    for (const [, answer, kind] of bodies) {
      const { cache, store } = memoryCache()
      const record = { calls: 0, ms: 0, failed: 0 }
      const api = createApi({ ...base, host: ownHost(), cache, fetch: fakeFetch(answer).fn, record })
      await expect(api.get('/x', Schema, minute)).rejects.toMatchObject({ kind })
      expect(record).toMatchObject({ calls: 1, failed: 1 })
      expect(store.size).toBe(0)
    }
    const record = { calls: 0, ms: 0, failed: 0 }
    const none = fakeFetch(() => Response.json({ message: 'Produit introuvable.' }, { status: 404 }))
    await createApi({ ...base, host: ownHost(), fetch: none.fn, record })
      .get('/x', Schema.nullable(), { nullOn404: true })
      .catch(() => undefined)
    expect(record).toMatchObject({ calls: 1, failed: 0 }) // "none" is an answer
  })
})

afterEach(() => vi.restoreAllMocks())

/** Date.now held at the test's start, then moved by the test. */
function heldClock() {
  const t0 = Date.now()
  const now = vi.spyOn(Date, 'now').mockReturnValue(t0)
  return { at: (ms: number) => void now.mockReturnValue(t0 + ms) }
}

/** A shop of its own per test: what an isolate remembers of one test's answers is not another's. */
let shops = 0
const ownHost = () => `shop-${++shops}.example.cm`

describe('stale-while-revalidate', () => {
  /**
   * A new client per request of the storefront, sharing one cache; what they leave to waitUntil is kept
   * (without waitUntil, a client stores each answer before returning it).
   */
  function requests(fetch: () => typeof globalThis.fetch, { waitUntil = true } = {}) {
    const { cache } = memoryCache()
    const host = ownHost()
    const pending: Promise<unknown>[] = []
    const request = () =>
      createApi({
        ...base,
        host,
        cache,
        fetch: fetch(),
        ...(waitUntil ? { waitUntil: (p: Promise<unknown>) => void pending.push(p) } : {}),
      })
    return { request, settled: () => Promise.all(pending) }
  }

  it('serves a stale answer at once and refreshes it in the background', async () => {
    let version = 1
    const f = fakeFetch(() => Response.json({ nom: `v${version}` }))
    const { request, settled } = requests(() => f.fn)
    const api = request()
    const opts = minuteThenStale
    const clock = heldClock()
    expect(await api.get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    await settled()
    version = 2
    clock.at(30_000) // fresh
    expect(await api.get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    expect(f.seen).toHaveLength(1)
    clock.at(120_000) // stale: old answer now, new one fetched behind
    expect(await api.get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    await settled()
    expect(f.seen).toHaveLength(2)
    expect(await api.get('/x', Schema, opts)).toEqual({ nom: 'v2' })
    clock.at(1_000_000) // too old: waits for a fresh answer
    version = 3
    expect(await api.get('/x', Schema, opts)).toEqual({ nom: 'v3' })
  })

  /** An upstream whose answers wait until the test lets them go, counting the calls. */
  function heldUpstream() {
    let version = 1
    const waiting: (() => void)[] = []
    let hold = false
    const f = fakeFetch(async () => {
      const answer = { nom: `v${version}` }
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve))
      return Response.json(answer)
    })
    return {
      f,
      next: () => void version++,
      hold: () => void (hold = true),
      release: () => {
        hold = false
        for (const go of waiting.splice(0)) go()
      },
      /** Upstream's own failure from now on. */
      fail: () => void (f.fn = (async () => Response.json({ message: 'Panne' }, { status: 500 })) as typeof fetch),
    }
  }

  it('asks the platform once for a stale answer however many requests want it meanwhile', async () => {
    const upstream = heldUpstream()
    // Each request of the storefront builds its own client; they share the cache.
    const { request, settled } = requests(() => upstream.f.fn)
    const opts = minuteThenStale
    const clock = heldClock()
    expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    await settled()
    upstream.next()
    upstream.hold()
    clock.at(120_000) // stale, while the platform is slow to answer
    for (let i = 0; i < 20; i++) expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    expect(upstream.f.seen).toHaveLength(2)
    upstream.release()
    await settled()
    expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v2' })
    expect(upstream.f.seen).toHaveLength(2)
  })

  it('keeps nothing of a background refresh that failed: the stale answer serves on, asked again after the timeout', async () => {
    let down = false
    const f = fakeFetch(() =>
      down ? Response.json({ message: 'Panne' }, { status: 500 }) : Response.json({ nom: `v${f.seen.length}` }),
    )
    const { request, settled } = requests(() => f.fn)
    const clock = heldClock()
    expect(await request().get('/x', Schema, minuteThenStale)).toEqual({ nom: 'v1' })
    await settled()
    down = true
    clock.at(120_000) // stale: served, refreshed behind, and that refresh fails
    expect(await request().get('/x', Schema, minuteThenStale)).toEqual({ nom: 'v1' })
    await settled()
    expect(f.seen).toHaveLength(2)
    // The one refresh may still be under way for all the others know: none asks until its timeout is over.
    expect(await request().get('/x', Schema, minuteThenStale)).toEqual({ nom: 'v1' })
    expect(f.seen).toHaveLength(2)
    down = false
    clock.at(120_000 + base.timeoutMs) // the failed refresh kept nothing: still stale, the next request refreshes it
    expect(await request().get('/x', Schema, minuteThenStale)).toEqual({ nom: 'v1' })
    await settled()
    expect(f.seen).toHaveLength(3)
    expect(await request().get('/x', Schema, minuteThenStale)).toEqual({ nom: 'v3' })
  })

  it('keeps an expired answer for the others while one request fetches it, never after that fetch failed', async () => {
    const upstream = heldUpstream()
    const { request } = requests(() => upstream.f.fn, { waitUntil: false })
    const opts = minute // no stale window: an expired answer is fetched again before it is used
    const clock = heldClock()
    expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    upstream.next()
    upstream.hold()
    clock.at(61_000)
    const first = request().get('/x', Schema, opts) // waits for the platform
    await new Promise((resolve) => setTimeout(resolve, 0)) // its fetch has started
    for (let i = 0; i < 20; i++) expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v1' })
    expect(upstream.f.seen).toHaveLength(2)
    upstream.release()
    expect(await first).toEqual({ nom: 'v2' })
    expect(await request().get('/x', Schema, opts)).toEqual({ nom: 'v2' })
    expect(upstream.f.seen).toHaveLength(2)

    // The platform fails: the one refreshing request meets the failure, and the next ones ask again.
    upstream.fail()
    clock.at(125_000)
    await expect(request().get('/x', Schema, opts)).rejects.toMatchObject({ kind: 'status', status: 500 })
    await expect(request().get('/x', Schema, opts)).rejects.toMatchObject({ kind: 'status', status: 500 })
  })
})

describe('cached answers read in this isolate', () => {
  /** A schema that counts the answers it checks. */
  function countingSchema() {
    const counter = { parses: 0 }
    const schema = z.object({ nom: z.string() }).transform((v) => {
      counter.parses++
      return v
    })
    return { counter, schema }
  }

  it('checks a cached answer once: later requests get the same answer, which nobody can change', async () => {
    const { cache } = memoryCache()
    const { counter, schema } = countingSchema()
    const f = fakeFetch(() => Response.json({ nom: 'Demo' }))
    const api = () => createApi({ ...base, host: 'once.example.cm', cache, fetch: f.fn })
    const first = await api().get('/shop', schema, minute)
    for (let i = 0; i < 3; i++) expect(await api().get('/shop', schema, minute)).toEqual({ nom: 'Demo' })
    expect(f.seen).toHaveLength(1)
    expect(counter.parses).toBe(1)
    expect(() => {
      ;(first as { nom: string }).nom = 'Autre'
    }).toThrow(TypeError)
  })

  it('reads a newer cached answer (stored by another isolate) once the one it read is no longer fresh', async () => {
    const { cache, store } = memoryCache()
    const { counter, schema } = countingSchema()
    const f = fakeFetch(() => Response.json({ nom: 'v1' }))
    const api = createApi({ ...base, host: ownHost(), cache, fetch: f.fn })
    const clock = heldClock()
    const t0 = Date.now()
    const storedAt = (ms: number) => ({ 'X-Stored-At': String(t0 + ms) })
    expect(await api.get('/shop', schema, minute)).toEqual({ nom: 'v1' })
    const [key] = [...store.keys()]
    store.set(key!, Response.json({ nom: 'v2' }, { headers: storedAt(40_000) }))
    clock.at(30_000) // still fresh: served as read, the cache is not asked
    expect(await api.get('/shop', schema, minute)).toEqual({ nom: 'v1' })
    clock.at(61_000)
    expect(await api.get('/shop', schema, minute)).toEqual({ nom: 'v2' })
    expect(counter.parses).toBe(2)
    store.set(key!, Response.json({ nom: 42 }, { headers: storedAt(50_000) }))
    clock.at(101_000)
    expect(await api.get('/shop', schema, minute)).toEqual({ nom: 'v1' }) // malformed: asked again
    expect(f.seen).toHaveLength(2)
  })

  it('keeps a bounded number of answers: the least recently read one is checked again', async () => {
    const { cache } = memoryCache()
    const { counter, schema } = countingSchema()
    const api = createApi({
      ...base,
      host: 'many.example.cm',
      cache,
      fetch: fakeFetch(() => Response.json({ nom: 'x' })).fn,
    })
    for (let i = 0; i <= CHECKED_ANSWERS_MAX; i++) await api.get(`/p/${i}`, schema, minute)
    expect(counter.parses).toBe(CHECKED_ANSWERS_MAX + 1)
    await api.get(`/p/${CHECKED_ANSWERS_MAX}`, schema, minute)
    expect(counter.parses).toBe(CHECKED_ANSWERS_MAX + 1)
    await api.get('/p/0', schema, minute)
    expect(counter.parses).toBe(CHECKED_ANSWERS_MAX + 2)
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Category, Product, SearchAnswer } from '../../demo-api/src/catalogue'
import { startDemoApi, type DemoApi, type FaultEntry } from '../support/demo-api'
import { expectMessage } from '../support/demo-api-answers'

const KEY = 'demo-public-key'
const SEARCH = '/products/search?q=robe'
const PRODUCT = '/produits/slug/micro-ondes-25-l'
const STALL_MS = 1500
const ROUTE_NOT_FOUND = 'Route introuvable.'

function call(api: DemoApi, path: string, shop = 'demo', signal?: AbortSignal): Promise<Response> {
  return fetch(`${api.url}/api/v2${path}`, {
    headers: { Authorization: `Bearer ${KEY}`, 'X-Shop-Host': `${shop}.localhost:8788` },
    signal,
  })
}

/** The real answer's bytes, read in full. */
async function bytesOf(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

/** Reads a body chunk by chunk: the bytes that arrived, and the error that ended it (if any). */
async function drain(response: Response): Promise<{ received: number; error: unknown }> {
  const reader = response.body!.getReader()
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { received, error: undefined }
      received += value.byteLength
    }
  } catch (error) {
    return { received, error }
  }
}

const within = (ms: number) => new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), ms))

describe('demo API fault switch', () => {
  let api: DemoApi

  beforeAll(async () => {
    api = await startDemoApi({ vars: { STALL_MS: String(STALL_MS), FAULTS: 'mode GET /categories status500' } })
  })
  afterAll(async () => {
    await api?.dispose()
  })
  afterEach(async () => {
    await api.faults.clear()
  })

  it('lists the faults of FAULTS and of the run time, and STALL_MS', async () => {
    expect(await api.faults.list()).toEqual({
      env: [{ shop: 'mode', call: 'GET /categories', fault: 'status500' }],
      runtime: [],
      stallMs: STALL_MS,
    })
    const entries: FaultEntry[] = [{ shop: 'demo', call: 'get /products/search', fault: 'garbage' }]
    expect((await api.faults.set(entries)).runtime).toEqual([
      { shop: 'demo', call: 'GET /products/search', fault: 'garbage' },
    ])
    expect((await api.faults.list()).runtime).toHaveLength(1)
    expect(await api.faults.clear()).toMatchObject({ env: [{ shop: 'mode' }], runtime: [] })
  })

  it('garbage: 200, application/json, a body that is not JSON; only that shop and call', async () => {
    await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault: 'garbage' }])
    const response = await call(api, SEARCH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(text).toBe('<html>Bad gateway</html>')
    expect(() => JSON.parse(text)).toThrow()

    // Another shop, the same call; the same shop, another call: the real answers.
    const other = (await (await call(api, SEARCH, 'mode')).json()) as SearchAnswer
    expect(other.items.length).toBeGreaterThan(0)
    const categories = (await (await call(api, '/categories')).json()) as Category[]
    expect(categories.length).toBeGreaterThan(0)

    await api.faults.clear()
    const cleared = (await (await call(api, SEARCH)).json()) as SearchAnswer
    expect(cleared.total).toBeGreaterThanOrEqual(0)
  })

  it('shape: an object answer comes as [answer], an array or no body as {"data": answer}', async () => {
    const search = (await (await call(api, SEARCH)).json()) as SearchAnswer
    const categories = (await (await call(api, '/categories')).json()) as Category[]
    await api.faults.set([
      { shop: 'demo', call: 'GET /products/search', fault: 'shape' },
      { shop: 'demo', call: 'GET /categories', fault: 'shape' },
      { shop: 'demo', call: 'GET /produits/slug/:slug', fault: 'shape' },
    ])
    const wrapped = await call(api, SEARCH)
    expect(wrapped.status).toBe(200)
    expect(wrapped.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await wrapped.json()).toEqual([search])
    expect(await (await call(api, '/categories')).json()).toEqual({ data: categories })
    // produit-vide answers 200 with an empty body.
    expect(await (await call(api, '/produits/slug/produit-vide')).json()).toEqual({ data: null })
    // Another shop is not touched.
    expect(Array.isArray(await (await call(api, '/categories', 'nuit')).json())).toBe(true)

    await api.faults.clear()
    expect(await (await call(api, SEARCH)).json()).toEqual(search)
  })

  it('cut: 200 with the real Content-Length, the first half of the body, then the connection is cut', async () => {
    const real = await bytesOf(await call(api, PRODUCT))
    await api.faults.set([{ shop: 'demo', call: 'GET /produits/slug/:slug', fault: 'cut' }])

    const response = await call(api, PRODUCT)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(real.byteLength))
    const { received, error } = await drain(response)
    expect(error).toBeInstanceOf(Error)
    expect(received).toBe(Math.floor(real.byteLength / 2))
    await expect((await call(api, PRODUCT)).text()).rejects.toThrow()

    // The same product in another shop's catalogue does not exist; another shop's product is not cut.
    const other = await call(api, '/produits/slug/robe-sirene-en-bazin', 'mode')
    expect(((await other.json()) as Product).slug).toBe('robe-sirene-en-bazin')

    await api.faults.clear()
    expect(await bytesOf(await call(api, PRODUCT))).toEqual(real)
  })

  it('stall: the first bytes arrive, then nothing for STALL_MS, then the connection is cut', async () => {
    const real = await bytesOf(await call(api, SEARCH))
    await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault: 'stall' }])

    const started = Date.now()
    const response = await call(api, SEARCH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(real.byteLength))
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    expect(first.value!.byteLength).toBeGreaterThan(0)
    expect(first.value!.byteLength).toBeLessThanOrEqual(Math.floor(real.byteLength / 2))

    const next = reader.read()
    next.catch(() => undefined)
    expect(await Promise.race([next, within(500)])).toBe('nothing')
    await expect(next).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS - 100)
  })

  it('stall: a caller that gives up is not held', async () => {
    await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault: 'stall' }])
    const aborted = new AbortController()
    const response = await call(api, SEARCH, 'demo', aborted.signal)
    setTimeout(() => aborted.abort(), 200)
    await expect(response.text()).rejects.toThrow()
    await api.faults.clear()
    expect(((await (await call(api, SEARCH)).json()) as SearchAnswer).items).toBeDefined()
  })

  it('status500 from FAULTS, without running the call; a run-time fault of the same call comes first', async () => {
    await expectMessage(await call(api, '/categories', 'mode'), 500, 'Server Error', 'GET /categories (mode)')
    expect(Array.isArray(await (await call(api, '/categories')).json())).toBe(true)

    await api.faults.set([{ shop: 'mode', call: 'GET /categories', fault: 'garbage' }])
    expect(await (await call(api, '/categories', 'mode')).text()).toBe('<html>Bad gateway</html>')
    await api.faults.clear()
    expect((await call(api, '/categories', 'mode')).status).toBe(500)
  })

  it('status500 at run time: even a call that would fail otherwise answers 500 without running', async () => {
    await api.faults.set([{ shop: 'demo', call: 'GET /produits/slug/:slug', fault: 'status500' }])
    await expectMessage(await call(api, '/produits/slug/inconnu'), 500, 'Server Error', 'GET /produits/slug')
  })

  it('refuses a list that names an unknown shop, call or fault, and keeps the previous one', async () => {
    await api.faults.set([{ shop: 'demo', call: 'GET /home', fault: 'cut' }])
    const put = (body: string) => fetch(`${api.url}/__faults`, { method: 'PUT', body })
    const bad = [
      '{"shop":"demo","call":"GET /home","fault":"cut"}',
      'not json',
      '[{"shop":"nulle-part","call":"GET /home","fault":"cut"}]',
      '[{"shop":"demo","call":"GET /home/","fault":"cut"}]',
      '[{"shop":"demo","call":"GET /api/v2/home","fault":"cut"}]',
      '[{"shop":"demo","call":"GET /home","fault":"slow"}]',
      '[{"shop":"demo","call":"GET /home extra","fault":"cut"}]',
      '[{"shop":"demo","fault":"cut"}]',
    ]
    for (const body of bad) {
      const response = await put(body)
      expect(response.status, body).toBe(400)
      expect(Object.keys((await response.json()) as object)).toEqual(['message'])
    }
    expect((await api.faults.list()).runtime).toEqual([{ shop: 'demo', call: 'GET /home', fault: 'cut' }])
  })
})

describe('demo API fault switch off', () => {
  let api: DemoApi
  const logs: string[] = []

  beforeAll(async () => {
    api = await startDemoApi({
      vars: { FAULT_SWITCH: 'off', FAULTS: 'demo GET /produits/slug garbage' },
      onLog: (text) => logs.push(text),
    })
  })
  afterAll(async () => {
    await api?.dispose()
  })

  it('has no /__faults route', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(`${api.url}/__faults`, {
        method,
        body: method === 'PUT' ? '[{"shop":"demo","call":"GET /home","fault":"cut"}]' : undefined,
      })
      await expectMessage(response, 404, ROUTE_NOT_FOUND, `${method} /__faults`)
    }
    await expect(api.faults.set([])).rejects.toThrow(/404/)
  })

  it('a FAULTS entry that is not a call fails every call loudly', async () => {
    const response = await call(api, '/categories')
    expect(response.status).toBe(500)
    expect(logs.join('')).toContain('FAULTS: « demo GET /produits/slug garbage »')
  })
})

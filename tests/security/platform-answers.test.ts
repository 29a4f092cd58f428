/**
 * A platform that answers 200 with what it should not (item 22 of docs/security.md), and links that make it work
 * for nothing (item 23), against the stand-in switched
 * to garble one call (demo-api/src/faults.ts): garbage, JSON of another shape, a body cut off, a body that stalls.
 * Such an answer is a platform failure: the part of the page says it could not load, never "not found" or "no
 * longer sold"; nothing is stored, and once the platform is healthy the next visitor gets the real page. A stored
 * copy past its stale window answers while the platform garbles, and is not replaced by what it garbled.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { CacheStrategy } from '../../app/server/edge-cache/store.server'
import { markup } from '../support/markup'
import { startProxy, type Proxy } from '../support/proxy'
import { startDemoApi, type DemoApi, type Fault } from '../support/demo-api'
import { ageStoredPage } from '../support/stored-pages'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'
import '../support/no-console-error'

const FAULTS: Fault[] = ['garbage', 'shape', 'cut', 'stall']
/** Each call's time: a stalled body fails after it. */
const API_TIMEOUT_MS = 1500

let api: DemoApi
let shop: Storefront

beforeAll(async () => {
  api = await startDemoApi({ vars: { STALL_MS: '60000' } })
  shop = await startStorefront({ apiUrl: api.url, env: { API_TIMEOUT_MS: String(API_TIMEOUT_MS) } })
  await warmUp(shop)
})
afterAll(async () => {
  await shop?.dispose()
  await api?.dispose()
})
afterEach(async () => {
  await api.faults.clear()
})

async function get(path: string) {
  const res = await shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA } })
  const cache = res.headers.get('server-timing')?.match(/cache;desc=([\w-]+)/)?.[1]
  // What the shopper sees: the markup without the scripts that carry the page's strings.
  return { status: res.status, html: markup(await res.text()), cache }
}

/** The page once the edge cache holds it (a miss stores it after its answer). */
async function stored(path: string) {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const page = await get(path)
    if (page.cache === 'hit') return page
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} never came from the cache`)
}

/** Stores the kept page of `path` again as if it had been stored `seconds` ago. */
const age = (path: string, seconds: number) => ageStoredPage(shop, 'demo', path, seconds)

describe('search results the platform garbles', () => {
  // One query per fault (the search ignores case): each its own page.
  it.each(FAULTS.map((fault, i) => [fault, ['blender', 'BLENDER', 'Blender', 'blendeR'][i]!]))(
    '%s: the results say they could not load, and the next visitor once the platform is healthy gets them',
    async (fault, q) => {
      await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault }])
      const failed = await get(`/search?q=${q}`)
      expect(failed.html).toContain(fr.search.error)
      expect(failed.html).not.toContain('Blender 1,5 L')
      await api.faults.clear()
      const healthy = await get(`/search?q=${q}`)
      expect(healthy.cache).toBe('miss')
      expect(healthy.html).not.toContain(fr.search.error)
      expect(healthy.html).toContain('Blender 1,5 L')
    },
  )
})

describe('a cart link whose product answer the platform garbles', () => {
  // Each fault its own product: a product answer the storefront already holds is not asked again.
  const PRODUCTS = ['bouilloire-electrique-1-7-l', 'blender-1-5-l', 'micro-ondes-25-l', 'fer-a-repasser-vapeur']
  it.each(FAULTS.map((fault, i) => [fault, PRODUCTS[i]!]))(
    '%s: the page fails (5xx), never « Plus en vente », nothing stored; healthy again, the product is there',
    async (fault, slug) => {
      const path = `/cart-link?items=${slug}:1`
      await api.faults.set([{ shop: 'demo', call: 'GET /produits/slug/:slug', fault }])
      const failed = await get(path)
      expect(failed.status).toBeGreaterThanOrEqual(502)
      expect(failed.html).toContain(fr.cartLink.loadError)
      expect(failed.html).not.toContain(fr.cartLink.gone)
      expect(failed.html).not.toContain('og:title')
      await api.faults.clear()
      const healthy = await get(path)
      expect(healthy.status).toBe(200)
      expect(healthy.cache).toBe('miss')
      expect(healthy.html).not.toContain(fr.cartLink.gone)
      expect(healthy.html).toContain(`href="/products/${slug}"`)
    },
  )

  it('a product the platform has no more (404) is named « Plus en vente », as before', async () => {
    const page = await get('/cart-link?items=radio-d-epoque:1')
    expect(page.status).toBe(200)
    expect(page.html).toContain(fr.cartLink.gone)
  })
})

describe('a stored page past its stale window while the platform garbles', () => {
  it.each(FAULTS.map((fault, i) => [fault, ['blender', 'BLENDER', 'Blender', 'blendeR'][i]!]))(
    '%s: the stored copy answers (stale-if-error), and is still the one stored afterwards',
    async (fault, query) => {
      const path = `/search?q=${encodeURIComponent(`${query} `)}`
      const good = await stored(path)
      expect(good.html).toContain('Blender 1,5 L')
      await age(path, CacheStrategy.page.ttl + CacheStrategy.page.staleWhileRevalidate + 5)
      await api.faults.set([{ shop: 'demo', call: 'GET /products/search', fault }])
      const during = await get(path)
      expect(during.cache).toBe('stale-if-error')
      expect(during.html).toContain('Blender 1,5 L')
      expect(during.html).not.toContain(fr.search.error)
      const again = await get(path)
      expect(again.html).toContain('Blender 1,5 L')
    },
  )
})

const madeUp = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`)

describe('a link of made-up products costs the platform a bounded number of calls', () => {
  // A storefront of its own, whose product calls a proxy in front of the stand-in counts as the platform gets them.
  let counted: Storefront
  let proxy: Proxy
  let productCalls = 0
  beforeAll(async () => {
    proxy = await startProxy(api.url, ({ path }) => {
      if (path.startsWith('/api/v2/produits/slug/')) productCalls++
      return null
    })
    counted = await startStorefront({ apiUrl: proxy.url })
    await warmUp(counted)
  })
  afterAll(async () => {
    await counted?.dispose()
    await proxy?.dispose()
  })

  /** A page of the counted storefront, and the product calls the platform got meanwhile. */
  async function cost(path: string, headers: Record<string, string> = {}) {
    const before = productCalls
    const res = await counted.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
    await res.arrayBuffer()
    await proxy.settled()
    return { status: res.status, calls: productCalls - before, retryAfter: Number(res.headers.get('retry-after')) }
  }

  it('50 made-up products: 50 calls once, a few at most when the same names are asked again', async () => {
    const slugs = madeUp('invente', 50)
    const address = { 'CF-Connecting-IP': '203.0.113.61' }
    const first = await cost(`/cart-link?items=${slugs.join(',')}`, address)
    expect(first.status).toBe(200)
    expect(first.calls).toBe(50)
    // The same names in another order: another page, whose products the storefront knows to be none.
    const again = await cost(`/cart-link?items=${[...slugs].reverse().join(',')}`, address)
    expect(again.status).toBe(200)
    expect(again.calls).toBeLessThanOrEqual(5)
  })

  it('20 links of made-up products at once from one address: most refused with 429, another shopper’s product page answers', async () => {
    const before = productCalls
    const address = { 'CF-Connecting-IP': '203.0.113.62' }
    const flood = Promise.all(
      Array.from({ length: 20 }, (_, n) => cost(`/cart-link?items=${madeUp(`flot${n}`, 50).join(',')}`, address)),
    )
    const started = Date.now()
    const product = await cost('/products/micro-ondes-25-l', { 'CF-Connecting-IP': '198.51.100.62' })
    const productMs = Date.now() - started
    const answers = await flood
    expect(product.status).toBe(200)
    // Far within a platform call's own time (an unbounded flood made it 504 after 15 s).
    expect(productMs).toBeLessThan(5_000)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(answers.filter((answer) => answer.status === 200).length + refused.length).toBe(20)
    expect(refused.length).toBeGreaterThanOrEqual(20 - RATE_LIMITS.productLookups.withoutVisitor / 50)
    for (const answer of refused) expect(answer.retryAfter).toBeGreaterThan(0)
    expect(productCalls - before).toBeLessThanOrEqual(RATE_LIMITS.productLookups.withoutVisitor + 1)
  })

  it('a made-up viewed list costs its calls once, then none on every page view', async () => {
    const cookie = { Cookie: `__recent=${madeUp('vu', 8).join('.')}` }
    expect((await cost('/', cookie)).calls).toBe(8)
    for (let i = 0; i < 3; i++) expect((await cost('/', cookie)).calls).toBe(0)
  })
})

/**
 * The platform down: a page with a good copy in the edge cache is answered from it (stale-if-error) for a day after
 * it was stored, saying so in Server-Timing and the log line; a visitor's own pages are never answered from it. The
 * platform stops behind a fault proxy (tests/support/fault-proxy.ts), for the whole file: its tests run in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CacheStrategy } from '../../app/server/edge-cache/store.server'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { Shopper } from '../support/shopper'
import { ageStoredPage } from '../support/stored-pages'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'
import '../support/no-console-error'

const LABEL = 'panne'
/** A page whose render asks the platform a call no cache answers (the search), so that an outage shows at once. */
const PAGE = '/search?q=micro'
const OLD_COPY = '<!-- the copy stored before the outage -->'
const MICRO_ONDES = 1004

let api: DemoApi
let platform: FaultProxy
let shop: Storefront
let output = ''

beforeAll(async () => {
  api = await startDemoApi()
  platform = await startFaultProxy(api.url, { slowMs: 4000 })
  shop = await startStorefront({
    apiUrl: platform.url,
    env: { API_TIMEOUT_MS: '2500' },
    onLog: (text) => void (output += text),
  })
  await warmUp(shop, 'warm')
})
afterAll(async () => {
  await shop?.dispose()
  await platform?.dispose()
  await api?.dispose()
})

async function get(path: string) {
  const res = await shop.fetch(LABEL, path, { headers: { 'User-Agent': BROWSER_UA } })
  return {
    status: res.status,
    html: await res.text(),
    cache: res.headers.get('server-timing')?.match(/desc=([\w-]+)/)?.[1],
  }
}

/** The page once stored: asked until it comes from the cache (a miss stores it after its answer). */
async function stored(path: string) {
  for (const until = Date.now() + 20_000; Date.now() < until;) {
    if ((await get(path)).cache === 'hit') return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} never came from the cache`)
}

/** Stores the page kept for `path` again, marked, as if it had been stored `seconds` ago. */
const age = (path: string, seconds: number) =>
  ageStoredPage(shop, LABEL, path, seconds, (html) =>
    html.replace(/(<!-- the copy stored before the outage -->)?<\/body>/, `${OLD_COPY}</body>`),
  )

/** The log lines written since `mark` (a length of `output`). */
const linesSince = (mark: number) =>
  output
    .slice(mark)
    .split('\n')
    .filter((line) => line.startsWith('{"request"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const PAST_STALE = CacheStrategy.page.ttl + CacheStrategy.page.staleWhileRevalidate + 60

describe('while the platform is down', () => {
  let shopper: Shopper

  beforeAll(async () => {
    shopper = new Shopper(shop, LABEL)
    await stored(PAGE)
    const added = await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: '/' })
    expect(added.status).toBe(303)
    await platform.refuse()
  })
  afterAll(() => platform.recover())

  it('a page past its stale window is answered from its copy, and Server-Timing and the log say so', async () => {
    await age(PAGE, PAST_STALE)
    const mark = output.length
    const page = await get(PAGE)
    expect(page.status).toBe(200)
    expect(page.cache).toBe('stale-if-error')
    expect(page.html).toContain(OLD_COPY)
    await expect.poll(() => linesSince(mark).length).toBe(1)
    expect(linesSince(mark)[0]).toMatchObject({ request: `GET /search`, status: 200, cache: 'stale-if-error' })
    expect(linesSince(mark)[0]!.platformFailed).toBeGreaterThan(0)
  })

  it('up to a day after it was stored', async () => {
    await age(PAGE, CacheStrategy.page.staleIfError - 120)
    expect((await get(PAGE)).cache).toBe('stale-if-error')
    await age(PAGE, CacheStrategy.page.staleIfError + 60)
    const late = await get(PAGE)
    expect(late.cache).toBe('miss')
    expect(late.html).not.toContain(OLD_COPY)
  })

  it('a shopper with a cart is never answered from the cache', async () => {
    const cart = await shopper.get('/cart')
    expect(cart.res.headers.get('server-timing')).toMatch(/cache;desc=bypass/)
    expect(cart.html).not.toContain(OLD_COPY)
  })
})

describe('once the platform is back', () => {
  it('the page is rendered anew and stored again', async () => {
    await age(PAGE, PAST_STALE)
    const page = await get(PAGE)
    expect(page.cache).toBe('miss')
    expect(page.status).toBe(200)
    expect(page.html).not.toContain(OLD_COPY)
    await stored(PAGE)
    expect((await get(PAGE)).html).not.toContain(OLD_COPY)
  })
})

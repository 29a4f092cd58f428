#!/usr/bin/env node
/**
 * Load benchmark (not a CI gate): the storefront's Worker target in workerd, as a deployment runs it, without a
 * dev server's proxy in front (scripts/worker-target.mjs), with
 * the stand-in API under `wrangler dev`, on loopback only. For home, a category and a product of the demo shop, autocannon runs LOAD_SECONDS (10) at 10
 * connections, then as long at 50, twice: cache misses (every request a new URL, `?miss=<n>`, so each one is
 * rendered and stored) and cache hits (the same URL, stored before the run); then the cart of a shopper (with
 * one item), which never comes from the cache. Prints side by side requests/s, p50 and p99 latency and server
 * CPU per request (`raw`: the storefront's workerd process, with the static-assets router in front of the Worker
 * and the Cache API's and D1's workers; `own`: its isolate alone, from a V8 profile taken through the inspector,
 * what the Workers CPU limit applies to: scripts/server-cpu.mjs), and the hit
 * throughput over the miss one; then a static file of public/, which the runtime answers without the storefront's
 * code, for the most this runtime serves on this machine. Then a mix of LOAD_MIX_VISITORS (200) visitors, 10 at a time (80 % anonymous,
 * 12 % with a cart, 8 % signed in, 3 to 6 pages each, each keeping its cookies), and the share of their pages
 * answered from the cache (Server-Timing). Fails when a request errored, timed out (LOAD_TIMEOUT seconds, 30) or
 * answered other than 200, or when the server no longer answers a page afterwards.
 * Starts its own servers with fresh databases: the stand-in on LOAD_API_PORT (8767), the storefront on
 * LOAD_PORT (8768). Each run starts once a request of its page has been answered after the previous run, so
 * that the requests autocannon leaves in flight at the end of a run are not counted in the next.
 *
 * Env: LOAD_PORT, LOAD_API_PORT, LOAD_INSPECTOR_PORT (LOAD_API_PORT + 2), LOAD_SECONDS (per connection level, at
 * most 10), LOAD_TIMEOUT, LOAD_MIX_VISITORS, SHOP (demo).
 */
import autocannon from 'autocannon'
import { startServers } from './servers.mjs'
import { PHONE_UA as UA, shopClient } from './shop-client.mjs'
import { isolateCpuMs, processCpuMs } from './server-cpu.mjs'
import { startWorkerTarget } from './worker-target.mjs'

const port = process.env.LOAD_PORT ?? '8768'
const apiPort = process.env.LOAD_API_PORT ?? '8767'
const inspectorPort = Number(process.env.LOAD_INSPECTOR_PORT ?? Number(apiPort) + 2)
const seconds = Math.min(10, Number(process.env.LOAD_SECONDS ?? 10))
const timeout = Number(process.env.LOAD_TIMEOUT ?? 30)
const mixVisitors = Number(process.env.LOAD_MIX_VISITORS ?? 200)
const shop = process.env.SHOP ?? 'demo'
const host = `${shop}.localhost:${port}`
const PAGES = [
  ['home', '/'],
  ['category', '/categories/electromenager'],
  ['product', '/products/micro-ondes-25-l'],
]
const CART = '/cart'
const STATIC_FILE = '/themes/default.css'
const CONNECTIONS = [10, 50]

let servers
let storefront
const stop = async () => {
  await storefront?.stop()
  await servers?.stop()
}

const { call } = shopClient({ port, host })

const ms = (n) => `${Math.round(n)} ms`
/** "503 × 2, 504 × 1" from autocannon's count per status. */
const statusesOtherThan200 = (stats) =>
  Object.entries(stats)
    .filter(([status]) => status !== '200')
    .map(([status, { count }]) => `${status} × ${count}`)
    .join(', ')

/** One autocannon run, with the server CPU it cost: raw (whole workerd process) and own (isolate), per request. */
async function measure(path, connections, { cookie, miss }) {
  const pid = storefront.pid
  const rawBefore = processCpuMs(pid)
  let counter = 0
  const { result, ms: own } = await isolateCpuMs(inspectorPort, async () => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration: seconds,
      timeout,
      headers: { host, 'user-agent': UA, ...(cookie ? { cookie } : {}) },
      // A miss: each request a URL of its own, rendered and stored.
      ...(miss ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${path}?miss=${++counter}` }) }] } : {}),
    })
    // The server finishes what autocannon left in flight before the next request is answered.
    await call('GET', `${path}?settled`, { cookie })
    return result
  })
  const raw = processCpuMs(pid) - rawBefore
  const count = Math.max(1, result.requests.total)
  return { result, raw: raw / count, own: own / count }
}

const cells = (m) => [
  m.result.requests.average.toFixed(1).padStart(8),
  ms(m.result.latency.p50).padStart(7),
  ms(m.result.latency.p99).padStart(7),
  `${m.raw.toFixed(1)}/${m.own.toFixed(2)}`.padStart(11),
]

let failures = 0
function count(m) {
  const errors = m.result.errors + m.result.timeouts
  failures += errors + m.result.non2xx
  return errors + m.result.non2xx
    ? `  (${errors} errors, ${m.result.non2xx} non-200${m.result.non2xx ? `: ${statusesOtherThan200(m.result.statusCodeStats)}` : ''})`
    : ''
}

/** Visitors browsing at once, each with its own cookies; the share of their pages answered from the cache. */
async function mix(visitors, productPaths, categoryPaths) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  const statuses = { hit: 0, stale: 0, miss: 0, bypass: 0 }
  let pages = 0
  let signIns = 0
  async function visitor(i) {
    const kind = i % 25 < 20 ? 'anonymous' : i % 25 < 23 ? 'cart' : 'customer'
    let cookie = ''
    const browse = async (path) => {
      const page = await call('GET', path, { cookie })
      if (page.status !== 200) throw new Error(`mix: ${path} answered ${page.status}`)
      cookie = page.cookie
      statuses[page.cache] = (statuses[page.cache] ?? 0) + 1
      pages++
    }
    if (kind === 'customer' && signIns++ < 15) {
      const login = await call('POST', '/login', {
        body: 'email=client%40demo.test&password=Client-2026%21&redirectTo=%2F',
        cookie,
      })
      cookie = login.cookie
    }
    const views = 3 + Math.floor(Math.random() * 4)
    for (let view = 0; view < views; view++) {
      const roll = Math.random()
      await browse(
        view === 0 && roll < 0.5 ? '/' : roll < 0.3 ? pick(categoryPaths) : roll < 0.9 ? pick(productPaths) : '/',
      )
      if (kind === 'cart' && view === 0) {
        const added = await call('POST', '/cart', {
          body: 'intent=add&produitId=1004&quantity=1&redirectTo=%2Fcart',
          cookie,
        })
        cookie = added.cookie
      }
    }
  }
  let next = 0
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < visitors) await visitor(next++)
    }),
  )
  return { statuses, pages }
}

try {
  servers = await startServers({
    port: Number(port),
    apiPort: Number(apiPort),
    stateDir: '.wrangler/load-state',
    fresh: true,
    output: 'ignore',
    storefront: false,
  })
  storefront = await startWorkerTarget({ port: Number(port), apiUrl: servers.apiUrl, inspectorPort })

  // A cart with one item, for the cart page; and every page asked once, so the caches are warm.
  const added = await call('POST', '/cart', { body: 'intent=add&produitId=1004&quantity=1&redirectTo=%2Fcart' })
  if (added.status !== 303 || !added.cookie.includes('__session='))
    throw new Error(`add to cart answered ${added.status}`)
  // The cookie a shopper holds once the cart has been shown (its toast read).
  let cookie = added.cookie
  for (const path of [...PAGES.map(([, path]) => path), CART]) {
    const warm = await call('GET', path, { cookie })
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status} before the load`)
    cookie = warm.cookie
  }

  console.log(`Load: ${seconds} s per run, ${host} on 127.0.0.1 (the Worker target in workerd + stand-in API)`)
  console.log('CPU ms/req: raw (the storefront workerd process) / own (its isolate)\n')
  console.log('                  ---------- cache miss ----------   ---------- cache hit -----------')
  console.log('page      conns    req/s     p50     p99   CPU ms/req    req/s     p50     p99   CPU ms/req   hit/miss')
  for (const [name, path] of PAGES) {
    for (const connections of CONNECTIONS) {
      const miss = await measure(path, connections, { miss: true })
      // The page stored (and fresh) before the hit run.
      for (let i = 0; i < 3; i++) await call('GET', path)
      const hit = await measure(path, connections, { miss: false })
      const ratio = hit.result.requests.average / Math.max(0.1, miss.result.requests.average)
      console.log(
        [
          name.padEnd(9),
          String(connections).padStart(5),
          ...cells(miss),
          ...cells(hit),
          `${ratio.toFixed(1)}×`.padStart(9),
        ].join(' ') +
          count(miss) +
          count(hit),
      )
    }
  }
  for (const connections of CONNECTIONS) {
    const cart = await measure(CART, connections, { cookie, miss: false })
    console.log(
      [
        `cart`.padEnd(9),
        String(connections).padStart(5),
        ...cells(cart),
        '  (a shopper with a cart: never cached)',
      ].join(' ') + count(cart),
    )
  }
  // What the runtime itself serves at most on this machine: a static file, answered before the storefront runs.
  for (const connections of CONNECTIONS) {
    const file = await measure(STATIC_FILE, connections, { miss: false })
    console.log(
      [
        'static'.padEnd(9),
        String(connections).padStart(5),
        ...cells(file),
        `  (${STATIC_FILE}: the runtime's ceiling, no storefront code)`,
      ].join(' ') + count(file),
    )
  }

  // The mix: products and categories as the home page links them.
  const home = await call('GET', '/')
  const links = (prefix) => [
    ...new Set([...home.text.matchAll(new RegExp(`href="(/${prefix}/[^"?#]+)"`, 'g'))].map((m) => m[1])),
  ]
  const productPaths = links('products').slice(0, 24)
  const categoryPaths = links('categories').slice(0, 8)
  const { statuses, pages } = await mix(mixVisitors, productPaths, categoryPaths)
  const fromCache = statuses.hit + statuses.stale
  console.log(
    `\nMix of ${mixVisitors} visitors (80 % anonymous, 12 % with a cart, 8 % signed in), ${pages} pages: ` +
      `${((100 * fromCache) / pages).toFixed(1)} % from the cache (hit ${statuses.hit}, stale ${statuses.stale}, ` +
      `miss ${statuses.miss}, bypass ${statuses.bypass}).`,
  )

  // Healthy afterwards: every page answers 200 again, one at a time.
  for (const path of [...PAGES.map(([, path]) => path), CART]) {
    const after = await call('GET', path, { cookie })
    if (after.status !== 200) throw new Error(`${path} answered ${after.status} after the load`)
  }
  console.log(
    `\nAfter the load: every page answers 200. ${failures === 0 ? 'No errors.' : `${failures} failed requests.`}`,
  )
  await stop()
  process.exit(failures === 0 ? 0 : 1)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop()
  process.exit(1)
}

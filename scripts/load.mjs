#!/usr/bin/env node
/**
 * Load benchmark (not a CI gate): the storefront under `wrangler pages dev` with the stand-in API,
 * on loopback only. For home, a category, a product and the cart (with one item) of the demo shop,
 * autocannon runs LOAD_SECONDS (10) at 10 connections, then as long at 50: at most 20 s per page.
 * Prints requests/s, p50 and p99 latency, and fails when a request errored, timed out (LOAD_TIMEOUT
 * seconds, 30) or answered other than 200, or when the server no longer answers a page afterwards.
 * Starts its own servers with a fresh database: the stand-in on LOAD_API_PORT (8767), the storefront on
 * a free port behind a plain Node pass-through on LOAD_PORT (8768). The pass-through sends at most
 * LOAD_UPSTREAM_CONNECTIONS (10) requests at a time to `wrangler pages dev` (the others wait in Node, and
 * their wait is in the latency measured), and lets a request that autocannon drops at the end of a run
 * run to its end instead of cutting it: wrangler 4.86's `pages dev` exits on a request that fails between
 * its entry and the storefront's worker (workers-sdk #15317; the wranglers that keep serving need Node 22.12, decision 042), which 50 new
 * connections at once or a request cut mid-way set off. The next run starts once the server has finished
 * the requests of the previous one, so that each run measures only itself.
 *
 * Env: LOAD_PORT, LOAD_API_PORT, LOAD_SECONDS (per connection level, at most 10), LOAD_TIMEOUT,
 * LOAD_UPSTREAM_CONNECTIONS, SHOP (demo).
 */
import { Agent, createServer, request } from 'node:http'
import autocannon from 'autocannon'
import { startServers } from './servers.mjs'

const port = process.env.LOAD_PORT ?? '8768'
const apiPort = process.env.LOAD_API_PORT ?? '8767'
const seconds = Math.min(10, Number(process.env.LOAD_SECONDS ?? 10))
const timeout = Number(process.env.LOAD_TIMEOUT ?? 30)
const shop = process.env.SHOP ?? 'demo'
const host = `${shop}.localhost:${port}`
const UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const PAGES = [
  ['home', '/'],
  ['category', '/categories/electromenager'],
  ['product', '/products/micro-ondes-25-l'],
  ['cart', '/cart'],
]
const CONNECTIONS = [10, 50]

/** Requests passed on to the storefront and not yet answered in full. */
let inFlight = 0
const innerPort = await freePort()
const front = createServer((req, res) => {
  inFlight++
  let done = false
  const finish = () => {
    if (!done) inFlight--
    done = true
  }
  const upstream = request(
    { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      answer.on('end', finish).on('error', finish)
      if (res.destroyed) return answer.resume()
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(res)
      // The client left: the answer is read to its end and dropped.
      res.on('close', () => res.writableFinished || (answer.unpipe(res), answer.resume()))
    },
  )
  upstream.on('error', () => {
    finish()
    if (res.headersSent) res.destroy()
    else res.writeHead(502).end()
  })
  req.pipe(upstream)
})
const agent = new Agent({ keepAlive: true, maxSockets: Number(process.env.LOAD_UPSTREAM_CONNECTIONS ?? 10) })
await new Promise((resolve, reject) => front.once('error', reject).listen(Number(port), '127.0.0.1', resolve))

let servers
const stop = async () => {
  front.close()
  front.closeAllConnections()
  await servers?.stop()
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Until every request passed on has been answered (at most 120 s). */
async function drained() {
  const end = Date.now() + 120_000
  while (inFlight > 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100))
  return inFlight === 0
}
/** One request with the shop's Host header (Node's fetch would drop it), answering status, cookie and body. */
function call(method, path, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { Host: host, 'User-Agent': UA, ...(cookie ? { Cookie: cookie } : {}) }
    if (body) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      headers.Origin = `http://${host}`
    }
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          cookie: (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('__session='))?.split(';')[0],
          text,
        }),
      )
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

const ms = (n) => `${Math.round(n)} ms`
/** "503 × 2, 504 × 1" from autocannon's count per status. */
const statusesOtherThan200 = (stats) =>
  Object.entries(stats)
    .filter(([status]) => status !== '200')
    .map(([status, { count }]) => `${status} × ${count}`)
    .join(', ')

try {
  servers = await startServers({
    port: innerPort,
    apiPort: Number(apiPort),
    stateDir: '.wrangler/load-state',
    fresh: true,
    output: 'ignore',
  })

  // A cart with one item, for the cart page; and every page asked once, so the caches are warm.
  const added = await call('POST', '/cart', { body: 'intent=add&produitId=1004&quantity=1&redirectTo=%2Fcart' })
  if (added.status !== 303 || !added.cookie) throw new Error(`add to cart answered ${added.status}`)
  // The cookie a shopper holds once the cart has been shown (its toast read).
  let cookie = added.cookie
  for (const [, path] of PAGES) {
    const warm = await call('GET', path, { cookie })
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status} before the load`)
    cookie = warm.cookie ?? cookie
  }

  console.log(`Load: ${seconds} s per run, ${host} on 127.0.0.1 (wrangler pages dev + stand-in API)\n`)
  console.log('page       conns    req/s      p50      p99   errors  non-200')
  let failures = 0
  for (const [name, path] of PAGES) {
    for (const connections of CONNECTIONS) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections,
        duration: seconds,
        timeout,
        headers: { host, 'user-agent': UA, ...(name === 'cart' ? { cookie } : {}) },
      })
      if (!(await drained())) throw new Error(`${inFlight} requests to ${path} still unanswered 120 s after the run`)
      const errors = result.errors + result.timeouts
      const non200 = result.non2xx
      failures += errors + non200
      console.log(
        [
          name.padEnd(10),
          String(connections).padStart(5),
          result.requests.average.toFixed(1).padStart(8),
          ms(result.latency.p50).padStart(8),
          ms(result.latency.p99).padStart(8),
          String(errors).padStart(8),
          String(non200).padStart(8) + (non200 ? `  (${statusesOtherThan200(result.statusCodeStats)})` : ''),
        ].join(' '),
      )
    }
  }

  // Healthy afterwards: every page answers 200 again, one at a time.
  for (const [, path] of PAGES) {
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

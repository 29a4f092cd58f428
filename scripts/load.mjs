#!/usr/bin/env node
/**
 * Load benchmark (not a CI gate): the storefront under `wrangler pages dev` with the stand-in API,
 * on loopback only. For home, a category, a product and the cart (with one item) of the demo shop,
 * autocannon runs LOAD_SECONDS (10) at 10 connections, then as long at 50: at most 20 s per page.
 * Prints requests/s, p50 and p99 latency, and fails when a request errored, timed out or answered
 * other than 200, or when the server no longer answers a page afterwards.
 * Starts its own servers on LOAD_PORT (8768) and LOAD_API_PORT (8767) with a fresh database.
 *
 * Env: LOAD_PORT, LOAD_API_PORT, LOAD_SECONDS (per connection level, at most 10), SHOP (demo).
 */
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { rmSync } from 'node:fs'
import autocannon from 'autocannon'

const port = process.env.LOAD_PORT ?? '8768'
const apiPort = process.env.LOAD_API_PORT ?? '8767'
const seconds = Math.min(10, Number(process.env.LOAD_SECONDS ?? 10))
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

const state = '.wrangler/load-state'
rmSync(state, { recursive: true, force: true })
const server = spawn('node', ['scripts/start.mjs'], {
  env: { ...process.env, PORT: port, API_PORT: apiPort, STATE_DIR: state },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already stopped
  }
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

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
        resolve({ status: res.statusCode, cookie: (res.headers['set-cookie'] ?? [])[0]?.split(';')[0], text }),
      )
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

const ms = (n) => `${Math.round(n)} ms`

try {
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Storefront ready') && resolve())
    server.on('exit', () => reject(new Error('servers stopped before being ready')))
  })

  // A cart with one item, for the cart page; and every page asked once, so the caches are warm.
  const added = await call('POST', '/cart', { body: 'intent=add&produitId=1004&quantity=1&redirectTo=%2Fcart' })
  if (added.status !== 303 || !added.cookie) throw new Error(`add to cart answered ${added.status}`)
  const cookie = added.cookie
  for (const [, path] of PAGES) {
    const warm = await call('GET', path, { cookie })
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status} before the load`)
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
        timeout: 10,
        headers: { host, 'user-agent': UA, ...(name === 'cart' ? { cookie } : {}) },
      })
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
          String(non200).padStart(8),
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
  stop()
  process.exit(failures === 0 ? 0 : 1)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stop()
  process.exit(1)
}

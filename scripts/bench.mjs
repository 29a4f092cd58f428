#!/usr/bin/env node
/**
 * Measures the storefront served by `wrangler pages dev` with the stand-in API:
 * time to first byte and to the last byte of each page, and requests per second
 * with warm caches. Starts its own servers (ports 8778/8777) unless BENCH_URL is set.
 *
 * Env: LATENCY_MS (stand-in API delay, default 300), SHOP (default demo),
 * PAGES (comma-separated paths; default home, a category and a product of the demo shop), RUNS (sequential samples, 20),
 * BENCH_SECONDS (load duration per page, 5), CONCURRENCY (8).
 */
import { request } from 'node:http'
import { startServers } from './servers.mjs'

const latency = Number(process.env.LATENCY_MS ?? 300)
const shop = process.env.SHOP ?? 'demo'
const pages = (process.env.PAGES ?? '/,/categories/electromenager,/products/congelateur-coffre-200-l').split(',')
const runs = Number(process.env.RUNS ?? 20)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const concurrency = Number(process.env.CONCURRENCY ?? 8)
const UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const servers = process.env.BENCH_URL
  ? undefined
  : await startServers({
      port: 8778,
      apiPort: 8777,
      latencyMs: latency,
      stateDir: '.wrangler/bench-state',
      fresh: true,
    })
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${servers.port}`
const url = new URL(base)
const host = `${shop}.localhost:${url.port}`

function fetchTimed(path) {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    let first = 0
    let bytes = 0
    const req = request(
      { host: url.hostname, port: url.port, path, headers: { Host: host, 'User-Agent': UA } },
      (res) => {
        res.on('data', (chunk) => {
          if (!first) first = performance.now() - start
          bytes += chunk.length
        })
        res.on('end', () => resolve({ status: res.statusCode, ttfb: first, total: performance.now() - start, bytes }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const ms = (x) => `${x.toFixed(0)} ms`

console.log(
  `shop ${shop}, stand-in API latency ${latency} ms, ${runs} sequential requests per page, then ${seconds} s at concurrency ${concurrency}\n`,
)
console.log(
  [
    'page',
    'status',
    'TTFB cold',
    'last byte cold',
    'TTFB p50',
    'TTFB p95',
    'last byte p50',
    'last byte p95',
    'KB',
    'req/s (warm)',
  ].join('\t'),
)
try {
  for (const path of pages) {
    const cold = await fetchTimed(path) // first visit: empty caches; it warms them
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(await fetchTimed(path))
    let done = 0
    const end = performance.now() + seconds * 1000
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          await fetchTimed(path)
          done++
        }
      }),
    )
    const ttfb = samples.map((s) => s.ttfb)
    const total = samples.map((s) => s.total)
    console.log(
      [
        path,
        samples[0].status,
        ms(cold.ttfb),
        ms(cold.total),
        ms(pct(ttfb, 50)),
        ms(pct(ttfb, 95)),
        ms(pct(total, 50)),
        ms(pct(total, 95)),
        (samples[0].bytes / 1024).toFixed(1),
        (done / seconds).toFixed(0),
      ].join('\t'),
    )
  }
} finally {
  await servers?.stop()
}

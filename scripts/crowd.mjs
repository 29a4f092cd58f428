#!/usr/bin/env node
/**
 * A sale-day crowd (not a CI gate) against the Worker target in workerd (scripts/worker-target.mjs), with the
 * stand-in API under `wrangler dev` behind a fault proxy (tests/support/fault-proxy.ts), on loopback only:
 * - CROWD_SHOPPERS (300) shoppers behind three carrier addresses (`CF-Connecting-IP`), arriving over
 *   CROWD_ARRIVAL_SECONDS (80), their requests at most CROWD_IN_FLIGHT (12) at once (a shopper waiting to reload holds
 *   none, so arrivals go on through the outage), each with a cookie jar of its own and without
 *   JavaScript (plain form posts): 3 to 6 catalogue pages with an add to cart among them, the cart, an order paid
 *   on delivery; one in twelve signs in first, one in three writes to the shop, one in three subscribes to the
 *   newsletter. A page that fails is reloaded every 2 s, a form sent again every 15 s; an order refused with the
 *   page's message is sent again, with the key the page gives back, until it is placed;
 * - two scripts from the shoppers' addresses trying wrong passwords at /login all along, one keeping its
 *   cookies, one dropping them;
 * - the platform down (the proxy refuses every connection) from CROWD_OUTAGE_AFTER (25) seconds for
 *   CROWD_OUTAGE_SECONDS (60).
 * Prints the orders placed, refused then placed, and failed (and checks in the stand-in's database that each
 * order was placed once), the share of the scripts' tries refused, the catalogue pages answered from the cache
 * (Server-Timing), p50 and p99 latency, and the storefront's CPU per request and per cache hit filled for an
 * anonymous visitor, one with a cart and a viewed list, and a signed-in one (scripts/server-cpu.mjs). Exits 1 when
 * an order was never placed or placed twice.
 *
 * Env: the above, CROWD_PORT (8758), CROWD_API_PORT (8757), CROWD_INSPECTOR_PORT (CROWD_API_PORT + 2).
 * A quick run: CROWD_SHOPPERS=60 CROWD_ARRIVAL_SECONDS=20 CROWD_OUTAGE_AFTER=5 CROWD_OUTAGE_SECONDS=10.
 * Run it with the project's Node (22, through `npm run crowd`): it imports TypeScript modules of tests/support, whose
 * types Node 22 strips.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import { frServer } from '../app/i18n/fr/server.ts'
import { checkoutForm, checkoutKeyIn } from '../tests/support/checkout-form.ts'
import { startFaultProxy } from '../tests/support/fault-proxy.ts'
import { isolateCpuMs, processCpuMs } from './server-cpu.mjs'
import { startServers } from './servers.mjs'
import { formBody, shopClient } from './shop-client.mjs'
import { startWorkerTarget } from './worker-target.mjs'

const env = (name, fallback) => Number(process.env[name] ?? fallback)
const port = env('CROWD_PORT', 8758)
const apiPort = env('CROWD_API_PORT', 8757)
const inspectorPort = env('CROWD_INSPECTOR_PORT', apiPort + 2)
const SHOPPERS = env('CROWD_SHOPPERS', 300)
const IN_FLIGHT = env('CROWD_IN_FLIGHT', 12)
const ARRIVAL_MS = env('CROWD_ARRIVAL_SECONDS', 80) * 1000
const OUTAGE_AFTER_MS = env('CROWD_OUTAGE_AFTER', 25) * 1000
const OUTAGE_MS = env('CROWD_OUTAGE_SECONDS', 60) * 1000
const STATE_DIR = '.wrangler/crowd-state'
const host = `demo.localhost:${port}`
/** Three public addresses of a carrier (documentation range). */
const ADDRESSES = ['198.51.100.41', '198.51.100.42', '198.51.100.43']
const MICRO_ONDES = 1004
/**
 * How often a shopper reloads a page that failed, and sends a form again (a form's tries count against its rate
 * limit: one every 2 s through a minute's outage would use a visitor's budget); how long after the outage they give up.
 */
const RELOAD_MS = 2_000
const RESEND_MS = 15_000
const PATIENCE_MS = 60_000
const SCRIPT_PAUSE_MS = 250
const HITS_MEASURED = 100
const HIT_ROUNDS = 5

const { call } = shopClient({ port, host })
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = (list) => list[Math.floor(Math.random() * list.length)]

let servers
let platform
let storefront
const stop = async () => {
  await storefront?.stop()
  await platform?.dispose()
  await servers?.stop()
}

/** What the crowd saw: every answer's time, the catalogue pages' cache statuses, the forms' outcomes. */
const seen = {
  requests: [],
  catalogue: [],
  failedAnswers: 0,
  orders: { placed: 0, refusedThenPlaced: 0, failed: [] },
  forms: { contact: 0, newsletter: 0, signIn: 0, refused: [] },
}

const outage = { startsAt: 0, endsAt: 0 }

/** Runs tasks at most `slots` at a time, the others waiting their turn in order. */
function limiter(slots) {
  let free = slots
  const waiting = []
  return async (task) => {
    if (free > 0) free--
    else await new Promise((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else free++
    }
  }
}
const inFlight = limiter(IN_FLIGHT)

/** One shopper's session: a cookie jar, an address, and the answers counted. */
function visitor(address) {
  let cookie = ''
  return {
    get hasSession() {
      return cookie.includes('__session=')
    },
    async send(method, path, fields) {
      const answer = await inFlight(() => call(method, path, { body: fields && formBody(fields), cookie, address }))
      cookie = answer.cookie
      seen.requests.push(answer.ms)
      if (answer.status >= 500) seen.failedAnswers++
      return answer
    },
  }
}

/**
 * Sends a request again every `everyMs` until its answer is `done`, as a shopper reloads a page that failed; gives
 * up PATIENCE_MS after the later of its first try and the outage's end. The answer, or null when they gave up.
 */
async function untilDone(attempt, done, everyMs = RELOAD_MS) {
  const giveUpAt = Math.max(Date.now(), outage.endsAt) + PATIENCE_MS
  for (;;) {
    const answer = await attempt().catch(() => null)
    if (answer && done(answer)) return answer
    if (Date.now() > giveUpAt) return null
    await sleep(everyMs)
  }
}

const ok = (status) => (answer) => answer.status === status

/**
 * A catalogue page, reloaded until it answers. Each answer is counted, as a visitor's own when the shopper had a
 * session (a cart, a login) before asking, and as during the outage when it came then.
 */
async function browse(shopper, path) {
  const own = shopper.hasSession
  const ask = async () => {
    const page = await shopper.send('GET', path)
    const duringOutage = Date.now() >= outage.startsAt && Date.now() < outage.endsAt
    seen.catalogue.push({ status: page.status, cache: page.cache, ms: page.ms, own, duringOutage })
    return page
  }
  await untilDone(ask, ok(200))
}

/** One shopper, from the home page to the order; the others' forms on the way. */
async function shop(i, links) {
  const shopper = visitor(ADDRESSES[i % ADDRESSES.length])
  if (i % 12 === 0) {
    await shopper.send('GET', '/login')
    const login = { email: 'client@demo.test', password: 'Client-2026!', redirectTo: '/' }
    if (await untilDone(() => shopper.send('POST', '/login', login), ok(303), RESEND_MS)) seen.forms.signIn++
  }
  const views = 3 + Math.floor(Math.random() * 4)
  const addAfter = 1 + Math.floor(Math.random() * (views - 1))
  for (let view = 0; view < views; view++) {
    const path = view === 0 ? '/' : Math.random() < 0.3 ? pick(links.categories) : pick(links.products)
    await browse(shopper, path)
    if (view + 1 === addAfter) {
      const add = { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: path }
      await untilDone(() => shopper.send('POST', '/cart', add), ok(303), RESEND_MS)
    }
  }
  await order(i, shopper)
  if (i % 3 === 1) await form(shopper, 'contact', '/contact', message(i))
  if (i % 3 === 2)
    await form(shopper, 'newsletter', '/newsletter', { email: `abonne.${i}@exemple.cm`, redirectTo: '/' })
}

const message = (i) => ({
  nom: `Client ${i}`,
  email: `client.${i}@exemple.cm`,
  sujet: 'Livraison',
  message: `Bonjour, livrez-vous à Bonabéri ? (${i})`,
})

async function form(shopper, name, path, fields) {
  const answer = await untilDone(
    () => shopper.send('POST', path, fields),
    (a) => a.status < 500,
    RESEND_MS,
  )
  if (answer?.status === 303) seen.forms[name]++
  else seen.forms.refused.push(`${name} ${answer?.status ?? 'no answer'}`)
}

const REFUSAL_MESSAGES = [frServer.checkout.orderError, frServer.checkout.paymentError]

/**
 * The cart, then a cash-on-delivery order. An order refused with the page's message is sent again as the page
 * gives it back (the same one-time key), every RESEND_MS, until it is placed.
 */
async function order(i, shopper) {
  const cart = await untilDone(
    () => shopper.send('GET', '/cart'),
    (page) => page.status === 200 && page.text.includes('name="checkoutKey"'),
  )
  if (!cart) return void seen.orders.failed.push(`shopper ${i}: no cart`)
  let key = checkoutKeyIn(cart.text)
  const fields = () =>
    checkoutForm(key, 'cash_on_delivery', { clientEmail: `crowd.${i}@exemple.cm`, orderNote: note(i) })
  let refused = false
  const placed = (answer) => answer.status === 303 && answer.location?.endsWith('/order-placed')
  const last = await untilDone(
    async () => {
      const answer = await shopper.send('POST', '/cart', fields())
      if (!placed(answer) && REFUSAL_MESSAGES.some((text) => answer.text.includes(text))) {
        refused = true
        key = checkoutKeyIn(answer.text)
      }
      return answer
    },
    (answer) => placed(answer) || !refused,
    RESEND_MS,
  )
  if (last && placed(last)) {
    seen.orders.placed++
    if (refused) seen.orders.refusedThenPlaced++
  } else seen.orders.failed.push(`shopper ${i}: ${last ? `${last.status} ${last.location ?? ''}` : 'gave up'}`)
}

const note = (i) => `crowd ${i}`

/** A script trying wrong passwords for ever new emails from `address`, until `done()`. */
async function script(address, keepsCookies, done) {
  let cookie = keepsCookies ? (await call('GET', '/login', { address })).cookie : ''
  let tries = 0
  let refused = 0
  while (!done()) {
    const body = formBody({ email: `essai.${tries}@exemple.cm`, password: 'Devine-2026!', redirectTo: '/' })
    const answer = await call('POST', '/login', { body, cookie, address }).catch(() => null)
    tries++
    if (answer?.status === 429) refused++
    if (answer && keepsCookies) cookie = answer.cookie
    await sleep(SCRIPT_PAUSE_MS)
  }
  return { tries, refused }
}

/** The shoppers, arriving evenly over ARRIVAL_MS; the platform down meanwhile. */
async function crowd(links) {
  const started = Date.now()
  outage.startsAt = started + OUTAGE_AFTER_MS
  outage.endsAt = outage.startsAt + OUTAGE_MS
  const down = sleep(OUTAGE_AFTER_MS)
    .then(() => platform.refuse())
    .then(() => sleep(OUTAGE_MS))
    .then(() => platform.recover())
  let finished = false
  const scripts = Promise.all([script(ADDRESSES[0], true, () => finished), script(ADDRESSES[1], false, () => finished)])
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      await sleep((i * ARRIVAL_MS) / SHOPPERS)
      await shop(i, links)
    }),
  )
  finished = true
  await down
  return { scripts: await scripts, seconds: (Date.now() - started) / 1000 }
}

/** The orders of the crowd in the stand-in's database, by note: how many notes, and those placed more than once. */
function ordersInPlatform() {
  const result = spawnSync(
    'node_modules/.bin/wrangler',
    [
      ...['d1', 'execute', 'DB', '--local', '--json', '--config', 'demo-api/wrangler.toml', '--persist-to', STATE_DIR],
      ...[
        '--command',
        "SELECT order_note AS note, COUNT(*) AS n FROM orders WHERE order_note LIKE 'crowd %' GROUP BY 1",
      ],
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  if (result.status !== 0) throw new Error(`reading the stand-in's orders failed: ${result.stderr}`)
  const rows = JSON.parse(result.stdout)[0].results
  return { orders: rows.length, twice: rows.filter((row) => row.n > 1).map((row) => row.note) }
}

/**
 * CPU ms of the storefront's isolate per answer from the cache, filled for its visitor (their cookie; none for an
 * anonymous one): the median of HIT_ROUNDS rounds of HITS_MEASURED hits of one page, one at a time. One round varies
 * by a quarter from the next on this machine (the profiler counts a sample taken while the isolate's thread waits
 * for a processor as busy), hence several.
 */
async function cpuPerHit(path, cookie = '') {
  await untilDone(
    () => call('GET', path, { cookie }),
    (page) => page.cache === 'hit',
  )
  const rounds = []
  for (let round = 0; round < HIT_ROUNDS; round++) {
    const { result: caches, ms } = await isolateCpuMs(inspectorPort, async () => {
      const statuses = []
      for (let i = 0; i < HITS_MEASURED; i++) statuses.push((await call('GET', path, { cookie })).cache)
      return statuses
    })
    rounds.push(ms / Math.max(1, caches.filter((cache) => cache === 'hit').length))
  }
  return percentile(rounds, 50)
}

/**
 * The CPU per filled hit of a product page for three visitors, each from an address of its own: anonymous; with a
 * cart and a viewed list (two products seen, the measured one filled with the other's card); signed in with a cart.
 */
async function cpuPerFilledHit(products) {
  const [product, other] = products
  const withCart = async (cookie, address) => {
    const add = { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: other }
    const added = await call('POST', '/cart', { body: formBody(add), cookie, address })
    return (await call('GET', other, { cookie: added.cookie, address })).cookie
  }
  const login = await call('GET', '/login', { address: '192.0.2.10' })
  const credentials = { email: 'client@demo.test', password: 'Client-2026!', redirectTo: '/' }
  const signedIn = await call('POST', '/login', {
    body: formBody(credentials),
    cookie: login.cookie,
    address: '192.0.2.10',
  })
  if (signedIn.status !== 303) throw new Error(`signing in for the CPU measure answered ${signedIn.status}`)
  return {
    anonymous: await cpuPerHit(product),
    cart: await cpuPerHit(product, await withCart('', '192.0.2.11')),
    signedIn: await cpuPerHit(product, await withCart(signedIn.cookie, '192.0.2.10')),
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const share = (part, whole) => (whole === 0 ? 'none asked' : `${((100 * part) / whole).toFixed(1)} %`)
const FROM_CACHE = new Set(['hit', 'stale', 'stale-if-error'])

function report({ scripts, seconds }, cpu, platformOrders) {
  const { orders, forms, requests } = seen
  const catalogue = seen.catalogue.filter((page) => page.status === 200)
  const inOutage = seen.catalogue.filter((page) => page.duringOutage)
  const answered = (pages) => share(pages.filter((page) => page.status === 200).length, pages.length)
  const byStatus = (pages) =>
    Object.entries(Object.groupBy(pages, (page) => page.cache))
      .map(([cache, list]) => `${cache} ${list.length}`)
      .join(', ')
  const fromCache = (pages) => share(pages.filter((page) => FROM_CACHE.has(page.cache)).length, pages.length)
  const anonymous = catalogue.filter((page) => !page.own)
  const own = catalogue.filter((page) => page.own)
  const ms = (n) => `${Math.round(n)} ms`
  console.log(
    [
      `Load average at the start: ${loadAtStart}`,
      `Crowd: ${SHOPPERS} shoppers behind ${ADDRESSES.length} addresses, ${IN_FLIGHT} requests at a time, over ${seconds.toFixed(0)} s; ` +
        `the platform down from ${OUTAGE_AFTER_MS / 1000} s for ${OUTAGE_MS / 1000} s`,
      `Orders: ${orders.placed} placed (${orders.refusedThenPlaced} of them refused during the outage, then placed), ` +
        `${orders.failed.length} failed; in the platform: ${platformOrders.orders} orders, ` +
        `${platformOrders.twice.length} placed twice`,
      `Forms: ${forms.signIn} sign-ins, ${forms.contact} messages, ${forms.newsletter} subscriptions, ${forms.refused.length} refused${forms.refused.length ? ` (${forms.refused.slice(0, 5).join(', ')})` : ''}`,
      ...scripts.map(
        (s, n) =>
          `Script ${n === 0 ? 'keeping' : 'dropping'} its cookies (wrong passwords at /login): ${s.tries} tries, ` +
          `${share(s.refused, s.tries)} refused`,
      ),
      `Catalogue pages: ${catalogue.length}, ${fromCache(catalogue)} from the cache (${byStatus(catalogue)})`,
      `  anonymous visitors: ${fromCache(anonymous)} of ${anonymous.length}; with a cart or signed in: ${fromCache(own)} of ${own.length}`,
      `During the outage, catalogue pages answered: anonymous visitors ${answered(inOutage.filter((p) => !p.own))}, ` +
        `with a cart or signed in ${answered(inOutage.filter((p) => p.own))} (of ${inOutage.length} asked; ` +
        `${byStatus(inOutage.filter((p) => p.status === 200))})`,
      `Answers of 500 or more (reloaded or sent again): ${seen.failedAnswers}`,
      `Latency: catalogue pages p50 ${ms(
        percentile(
          catalogue.map((p) => p.ms),
          50,
        ),
      )}, ` +
        `p99 ${ms(
          percentile(
            catalogue.map((p) => p.ms),
            99,
          ),
        )}; ` +
        `all ${requests.length} requests p50 ${ms(percentile(requests, 50))}, p99 ${ms(percentile(requests, 99))}`,
      `CPU of the storefront's isolate: ${cpu.perRequest.toFixed(2)} ms per request (all requests, scripts included), ` +
        `whole workerd process ${cpu.rawPerRequest.toFixed(1)} ms per request`,
      `  per cache hit of a product page, filled for its visitor: anonymous ${cpu.perHit.anonymous.toFixed(2)} ms, ` +
        `with a cart and a viewed list ${cpu.perHit.cart.toFixed(2)} ms, signed in ${cpu.perHit.signedIn.toFixed(2)} ms`,
    ].join('\n'),
  )
  for (const failure of orders.failed.slice(0, 10)) console.log(`  failed: ${failure}`)
}

const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ')
try {
  servers = await startServers({
    port,
    apiPort,
    stateDir: STATE_DIR,
    fresh: true,
    output: 'ignore',
    storefront: false,
  })
  platform = await startFaultProxy(servers.apiUrl, { slowMs: 0 })
  storefront = await startWorkerTarget({ port, apiUrl: platform.url, inspectorPort, securityEvents: false })

  const home = await call('GET', '/')
  if (home.status !== 200) throw new Error(`the home page answered ${home.status}`)
  const links = (prefix) => [
    ...new Set([...home.text.matchAll(new RegExp(`href="(/${prefix}/[^"?#]+)"`, 'g'))].map((m) => m[1])),
  ]
  const catalogue = { products: links('products').slice(0, 24), categories: links('categories').slice(0, 8) }

  const pid = storefront.pid
  const rawBefore = processCpuMs(pid)
  const { result: run, ms: own } = await isolateCpuMs(inspectorPort, () => crowd(catalogue))
  const served = seen.requests.length + run.scripts.reduce((sum, s) => sum + s.tries, 0)
  const cpu = {
    perRequest: own / Math.max(1, served),
    rawPerRequest: (processCpuMs(pid) - rawBefore) / Math.max(1, served),
    perHit: await cpuPerFilledHit(catalogue.products),
  }
  const platformOrders = ordersInPlatform()
  report(run, cpu, platformOrders)
  await stop()
  const wrong = seen.orders.failed.length > 0 || platformOrders.twice.length > 0
  process.exit(wrong || platformOrders.orders !== seen.orders.placed ? 1 : 0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop()
  process.exit(1)
}

/**
 * Random submissions to every action, with and without JavaScript (`/<route>.data`), from
 * shoppers whose carts were made before the storm, one per demo shop, all at once (the
 * platform's writes are counted per shop). Properties: no answer is 5xx; a body that is not
 * a form gets its 415 or 400; a submission that breaks its form, or whose action never writes,
 * sends no write to the platform; after the storm each shopper's session still holds its cart.
 * tests/support/fuzz.ts builds the submissions.
 *
 * CI runs a seeded sample of 1,000; `npm run fuzz` runs 10,000 and prints the table of statuses.
 * A failure prints its seed; replay it with
 *   FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx vitest run --project integration tests/integration/fuzz.test.ts
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_BODY_BYTES } from '../../app/server/security.server'
import { VISITOR_COOKIE } from '../../app/server/visitor-id.server'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { countingProxy, encode, NOT_A_FORM, StatusTable, submission, type Submission } from '../support/fuzz'
import { Shopper } from '../support/shopper'
import { startStorefront, testAddress, type Storefront } from '../support/storefront'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const SHOPS = ['demo', 'mode', 'nuit', 'marche']
/** Sized for a busy 2-core machine: four submissions at once rarely take 0.3 s, 1 s is left for them. */
const TIMEOUT_MS = 180_000 + Math.ceil(RUNS / SHOPS.length) * 1000
/**
 * Remix logs this for a document POST to /newsletter without redirectTo (no form sends one:
 * fetchers post to /newsletter.data); the answer is still its JSON with a 4xx or 200.
 */
const RESOURCE_ROUTE_WARNING = /REMIX FUTURE CHANGE: Externally-accessed resource routes/

let api: DemoApi
let proxy: Awaited<ReturnType<typeof countingProxy>>
let shop: Storefront

beforeAll(async () => {
  api = await startDemoApi()
  proxy = await countingProxy(api.url)
  shop = await startStorefront({ apiUrl: proxy.url })
})

afterAll(async () => {
  await shop?.dispose()
  await proxy?.close()
  await api?.dispose()
})

/** A shopper of `label` with one product in the cart, and that product's name. */
async function shopperWithCart(label: string): Promise<{ shopper: Shopper; product: string }> {
  const headers = { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${label}.localhost` }
  const get = async <T>(path: string) => (await (await fetch(`${api.url}/api/v2${path}`, { headers })).json()) as T
  for (const category of await get<{ slug: string }[]>('/categories')) {
    for (const product of await get<{ id: number; nom: string }[]>(`/categories/slug/${category.slug}/products`)) {
      const shopper = new Shopper(shop, label)
      const added = await shopper.post('/cart', { intent: 'add', produitId: product.id, quantity: 1, redirectTo: '/' })
      if (added.status === 303 && (await shopper.get('/cart')).html.includes(product.nom))
        return { shopper, product: product.nom }
    }
  }
  throw new Error(`no product of ${label} can be added to a cart`)
}

describe('fuzz', () => {
  it(
    `${RUNS} random submissions: no 5xx, no write for a broken form, the carts still there`,
    async () => {
      console.log(`fuzz: ${RUNS} submissions, seed ${SEED}`)
      const lanes = await Promise.all(SHOPS.map(async (label) => ({ label, ...(await shopperWithCart(label)) })))
      const logged: string[] = []
      const log = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.join(' ')))
      const table = new StatusTable()

      async function send(lane: (typeof lanes)[number], s: Submission): Promise<void> {
        const { path, type, body } = encode(s)
        const writes = proxy.writes(lane.label)
        // Each submission from a new address and without the visitor id the last answer gave: the rate limits
        // (tests/security/rate-limits.test.ts) would otherwise answer most of them with 429 before their input is read.
        lane.shopper.address = testAddress()
        lane.shopper.cookies.delete(VISITOR_COOKIE)
        const res = await lane.shopper.submit(path, type, body)
        await res.arrayBuffer()
        table.add(`${s.action}${s.data ? ' .data' : ''}`, res.status)
        expect(res.status, `${lane.label} ${path}`).toBeGreaterThanOrEqual(200)
        expect(res.status, `${lane.label} ${path}`).toBeLessThan(500)
        const refused = NOT_A_FORM[s.encoding]
        if (refused && body.byteLength <= MAX_BODY_BYTES) expect(res.status, `${s.encoding} to ${path}`).toBe(refused)
        if (s.mustNotWrite) expect(proxy.writes(lane.label), `writes for ${path}`).toBe(writes)
        // A counted visit is sent after the answer: wait for it, so it is not taken for the next one's.
        else if (s.path === '/visit' && res.status === 204) await until(() => proxy.writes(lane.label) > writes)
      }

      try {
        await fc.assert(
          fc.asyncProperty(fc.tuple(...lanes.map(() => submission)), async (submissions) => {
            await Promise.all(submissions.map((s, i) => send(lanes[i]!, s)))
          }),
          { seed: SEED, numRuns: Math.ceil(RUNS / lanes.length), endOnFailure: true },
        )
      } finally {
        log.mockRestore()
        console.log(`${table}\n(${table.total} submissions, seed ${SEED})`)
      }
      expect(logged.filter((line) => !RESOURCE_ROUTE_WARNING.test(line))).toEqual([])

      for (const { shopper, product } of lanes) {
        const cart = await shopper.get('/cart')
        expect(cart.status).toBe(200)
        expect(cart.html).toContain(product)
      }
    },
    TIMEOUT_MS,
  )
})

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('the visit was never sent to the platform')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

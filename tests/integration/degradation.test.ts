/**
 * A secondary call that fails stays local to its part of the page: the page keeps its main content, says so
 * where the shopper would miss something, and answers the status of its main content. Each case fails one call
 * of a shop label of its own (tests/support/fault-proxy.ts). Which part each call takes is listed in
 * docs/decisions/003-lookup-failure-statuses.md; a new secondary call gets a line there.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { startFaultProxy, type Call, type FaultProxy } from '../support/fault-proxy'
import { Shopper } from '../support/shopper'
import { startStorefront, warmUp, type Storefront } from '../support/storefront'

const running = {} as { api: DemoApi; platform: FaultProxy; shop: Storefront }

beforeAll(async () => {
  running.api = await startDemoApi()
  running.platform = await startFaultProxy(running.api.url, { slowMs: 4000 })
  running.shop = await startStorefront({ apiUrl: running.platform.url, env: { API_TIMEOUT_MS: '2500' } })
  await warmUp(running.shop, 'warm')
})

afterAll(async () => {
  await running.shop?.dispose()
  await running.platform?.dispose()
  await running.api?.dispose()
})

const MICRO_ONDES = 1004 // demo, in stock

interface Case {
  call: Call
  /** What the shopper does before the call fails. */
  prepare?: (shopper: Shopper) => Promise<void>
  path: string | ((shopper: Shopper) => Promise<string>)
  /** Texts of the main content, still on the page. */
  shows: string[]
  /** What the storefront logs of the failure, for the operator. */
  logs?: string
}

const firstArticle = async (shopper: Shopper) =>
  (await shopper.get('/blog')).html.match(/href="(\/blog\/[^"?]+)"/)?.[1] ?? '/blog/none'

const CASES: Case[] = [
  {
    call: 'GET /shop/settings',
    path: '/',
    shows: ['data-theme="default"', 'Micro-ondes 25 L'],
    logs: 'shop settings: Server Error',
  },
  { call: 'GET /categories', path: '/', shows: ['Micro-ondes 25 L'] },
  { call: 'GET /popup', path: '/', shows: ['Micro-ondes 25 L'], logs: 'pop-up: Server Error' },
  { call: 'GET /textplaceholder1', path: '/', shows: ['Micro-ondes 25 L'] },
  { call: 'GET /home', path: '/categories', shows: [`<h1`] },
  {
    call: 'GET /articles-blog',
    path: firstArticle,
    shows: ['class="blog-article__title"'],
    logs: 'recent articles: Server Error',
  },
  {
    call: 'GET /payment/config',
    prepare: async (shopper) => {
      await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: '/cart' })
    },
    path: '/cart',
    shows: ['Micro-ondes 25 L', fr.checkout.paymentError],
  },
  {
    call: 'GET /shipping/countries',
    prepare: async (shopper) => {
      await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: '/cart' })
    },
    path: '/cart',
    shows: ['Micro-ondes 25 L', fr.checkout.countriesError],
  },
]

describe('one secondary call failing', () => {
  it.each(CASES.map((c, i) => [c.call, i] as const))('%s: the page keeps its content and status 200', async (_, i) => {
    const { call, prepare, path, shows, logs } = CASES[i]!
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const label = `degrade${i}`
    const shopper = new Shopper(running.shop, label)
    await prepare?.(shopper)
    const target = typeof path === 'string' ? path : await path(shopper)
    running.platform.fail(label, call, '500')
    const page = await shopper.get(target)
    expect(page.status).toBe(200)
    for (const text of shows) expect(page.html).toContain(text)
    if (logs) await vi.waitFor(() => expect(logged.mock.calls.map((c) => c.join(' '))).toContain(logs))
    else expect(logged).not.toHaveBeenCalled()
  })
})

/**
 * Actions when the platform is slow: one timeout for the whole action, whatever the form; and the add
 * form's one-time key makes a retry of the same submission add nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { startProxy, type Proxy } from '../support/proxy'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'

const TIMEOUT_MS = 3000
const MICRO_ONDES = 1004 // demo, no variants, in stock
const PRODUCT_PAGE = '/products/micro-ondes-25-l'

/** How the proxy holds back the platform's answers, set by each test. */
let delays = { add: 0, cart: 0, config: 0, order: 0 }
const stack = {} as { api: DemoApi; proxy: Proxy; shop: Storefront }
beforeAll(async () => {
  stack.api = await startDemoApi()
  stack.proxy = await startProxy(stack.api.url, ({ method, path }) => {
    if (method === 'POST' && path === '/api/v2/cart/items') return { delayMs: delays.add }
    if (method === 'GET' && path === '/api/v2/cart') return { delayMs: delays.cart }
    if (method === 'GET' && path === '/api/v2/payment/config') return { delayMs: delays.config }
    if (method === 'POST' && path === '/api/v2/orders') return { delayMs: delays.order }
    return null
  })
  stack.shop = await startStorefront({ apiUrl: stack.proxy.url, env: { API_TIMEOUT_MS: String(TIMEOUT_MS) } })
  // Warmed up before anything is timed: on a busy machine a cold worker's first pages can pass the 3 s timeout.
  await warmUp(stack.shop)
  await (await stack.shop.fetch('demo', PRODUCT_PAGE, { headers: { 'User-Agent': BROWSER_UA } })).arrayBuffer()
})
afterAll(async () => {
  await stack.shop?.dispose()
  await stack.proxy?.dispose()
  await stack.api?.dispose()
})

async function quantityOf(idempotencyKey: string): Promise<number> {
  const db = await stack.api.mf.getD1Database('DB')
  const row = await db
    .prepare(
      `SELECT SUM(ci.quantity) AS n FROM cart_items ci
       JOIN cart_idempotency_keys k ON k.cart_id = ci.cart_id WHERE k.idempotency_key = ?`,
    )
    .bind(idempotencyKey)
    .first<{ n: number | null }>()
  return row?.n ?? 0
}

/** A shopper on the product page (the platform answering at once), with the add form's one-time key. */
async function onProductPage() {
  delays = { add: 0, cart: 0, config: 0, order: 0 }
  const shopper = new Shopper(stack.shop, 'demo')
  // The platform answers at once, but a busy machine may still take the page past the timeout: asked again.
  for (let attempt = 1; ; attempt++) {
    const page = await shopper.get(PRODUCT_PAGE)
    const idempotencyKey = page.html.match(/name="idempotencyKey" value="([^"]+)"/)?.[1]
    if (idempotencyKey) return { shopper, idempotencyKey }
    if (attempt === 3) throw new Error(`no add-to-cart form on ${PRODUCT_PAGE} (status ${page.status})`)
  }
}

describe('add-to-cart with a slow platform', () => {
  it('gives the whole action one timeout: an add and a cart read that each fit but not together answer 504', async () => {
    const { shopper, idempotencyKey } = await onProductPage()
    delays = { add: (TIMEOUT_MS * 2) / 3, cart: (TIMEOUT_MS * 2) / 3, config: 0, order: 0 }
    const res = await shopper.post('/cart.data', { intent: 'add', produitId: MICRO_ONDES, quantity: 1, idempotencyKey })
    expect(res.status).toBe(504)
    expect(await actionData(res.html)).toMatchObject({ ok: false, intent: 'add' })
  })

  it.each([
    ['without JavaScript', '/cart', { redirectTo: PRODUCT_PAGE }, 303],
    ['with JavaScript', '/cart.data', {}, 200],
  ] as const)('%s: an add answered after the timeout, then retried, is added once', async (_, path, extra, retried) => {
    const { shopper, idempotencyKey } = await onProductPage()
    const form = { intent: 'add', produitId: MICRO_ONDES, quantity: 2, idempotencyKey, ...extra }
    delays = { add: TIMEOUT_MS * 2, cart: 0, config: 0, order: 0 }
    const first = await shopper.post(path, form)
    expect(first.status).toBe(504)
    await stack.proxy.settled()
    expect(await quantityOf(idempotencyKey)).toBe(2)

    delays = { add: 0, cart: 0, config: 0, order: 0 }
    const again = await shopper.post(path, form)
    expect(again.status).toBe(retried)
    expect(await quantityOf(idempotencyKey)).toBe(2)
    expect((await shopper.get('/cart')).html).toContain('Micro-ondes 25 L')
  })

  it('a new product page gives a new key: adding the same product again adds again', async () => {
    const { shopper, idempotencyKey } = await onProductPage()
    await shopper.post('/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 1,
      idempotencyKey,
      redirectTo: PRODUCT_PAGE,
    })
    const page = await shopper.get(PRODUCT_PAGE)
    const next = page.html.match(/name="idempotencyKey" value="([^"]+)"/)![1]!
    expect(next).not.toBe(idempotencyKey)
    await shopper.post('/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 1,
      idempotencyKey: next,
      redirectTo: PRODUCT_PAGE,
    })
    expect(await quantityOf(next)).toBe(2)
  })
})

describe('the checkout with a slow platform', () => {
  it('gives the whole action one timeout: a payment configuration and an order that each fit but not together answer 504', async () => {
    // A shop whose payment configuration no other test of this file has had cached.
    delays = { add: 0, cart: 0, config: 0, order: 0 }
    const shopper = new Shopper(stack.shop, 'marche')
    const product = await shopper.get('/products/oranges-de-mbalmayo')
    const produitId = product.html.match(/name="produitId" value="([^"]+)"/)![1]!
    await shopper.post('/cart', { intent: 'add', produitId, quantity: 1, redirectTo: '/cart' })
    // The payment configuration does not come in time for the cart page: the checkout asks for it again.
    delays = { add: 0, cart: 0, config: TIMEOUT_MS * 2, order: 0 }
    const checkoutKey = checkoutKeyIn((await shopper.get('/cart')).html)
    delays = { add: 0, cart: 0, config: (TIMEOUT_MS * 2) / 3, order: (TIMEOUT_MS * 2) / 3 }
    const started = Date.now()
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'cash_on_delivery'))
    expect(res.status).toBe(504)
    // One budget, not one per call: answered before both delays had passed.
    expect(Date.now() - started).toBeLessThan((TIMEOUT_MS * 4) / 3)
  })
})

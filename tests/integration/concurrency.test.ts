/**
 * Concurrency suite: the same submission sent ten times at once, as a shopper's impatient taps, a browser
 * retrying, or a flaky network do. Each write happens once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { startProxy, type Proxy } from '../support/proxy'
import { Shopper } from '../support/shopper'
import { startStorefront, type Storefront } from '../support/storefront'
import { cartCount } from '../support/page'

// The storefront reaches the stand-in through a plain pass-through proxy: Miniflare's loopback entry drops
// some of many simultaneous connections coming from another workerd ('Network connection lost'), which
// is a property of the local test harness, not of the checkout or the cart under test.
const stack = {} as { api: DemoApi; proxy: Proxy; shop: Storefront }
beforeAll(async () => {
  stack.api = await startDemoApi()
  stack.proxy = await startProxy(stack.api.url, () => null)
  stack.shop = await startStorefront({ apiUrl: stack.proxy.url })
})
afterAll(async () => {
  await stack.shop?.dispose()
  await stack.proxy?.dispose()
  await stack.api?.dispose()
})

const TIMES = 10
const MICRO_ONDES = 1004 // demo, no variants, in stock
const BOUILLOIRE = 1007 // demo, no variants, 2 in stock

/** Ten shoppers sharing one browser's cookies, as the ten submissions of one page. */
function sameBrowser(shopper: Shopper): Shopper[] {
  return Array.from({ length: TIMES }, () => {
    const twin = new Shopper(stack.shop, shopper.label)
    twin.cookies = new Map(shopper.cookies)
    return twin
  })
}

const db = () => stack.api.mf.getD1Database('DB')
const count = async (sql: string, ...params: unknown[]) =>
  (await (
    await db()
  )
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n

describe('the same checkout posted ten times at once', () => {
  it('makes one order and one payment session, and every answer goes to the same payment page', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1, redirectTo: '/cart' })
    const checkoutKey = checkoutKeyIn((await shopper.get('/cart')).html)
    const ordersBefore = await count('SELECT COUNT(*) AS n FROM orders')
    const form = checkoutForm(checkoutKey, 'notchpay')

    const answers = await Promise.all(sameBrowser(shopper).map((twin) => twin.post('/cart', form)))

    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(303))
    const pages = new Set(answers.map((a) => a.location))
    expect(pages.size).toBe(1)
    expect([...pages][0]).toMatch(new RegExp(`^${stack.proxy.url}/provider/pay/trx_`))
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(ordersBefore + 1)
    const { id } = (await (await db()).prepare('SELECT MAX(id) AS id FROM orders').first<{ id: number }>())!
    expect(await count('SELECT COUNT(*) AS n FROM provider_payments WHERE order_id = ?', id)).toBe(1)
  })
})

describe('the same add-to-cart submission posted ten times at once', () => {
  const lineQuantity = (cartId: string) =>
    count('SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items WHERE cart_id = ?', cartId)
  const cartIdOf = async (key: string) =>
    (await (
      await db()
    )
      .prepare('SELECT cart_id FROM cart_idempotency_keys WHERE idempotency_key = ?')
      .bind(key)
      .first<{ cart_id: string }>())!.cart_id

  it('without JavaScript, into a cart that exists: added once', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: BOUILLOIRE, quantity: 1, redirectTo: '/cart' })
    const page = await shopper.get('/products/micro-ondes-25-l')
    const idempotencyKey = page.html.match(/name="idempotencyKey" value="([^"]+)"/)![1]!
    const form = { intent: 'add', produitId: MICRO_ONDES, quantity: 2, idempotencyKey, redirectTo: '/cart' }

    const answers = await Promise.all(sameBrowser(shopper).map((twin) => twin.post('/cart', form)))

    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(303))
    // The kettle already there, and the two microwaves once.
    expect(await lineQuantity(await cartIdOf(idempotencyKey))).toBe(3)
    expect(answers.every((a) => a.location === '/cart')).toBe(true)
  })

  it('with JavaScript (the fetcher’s request), into no cart yet: one cart, added once, the same cart for all', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const page = await shopper.get('/products/micro-ondes-25-l')
    const idempotencyKey = page.html.match(/name="idempotencyKey" value="([^"]+)"/)![1]!
    const cartsBefore = await count('SELECT COUNT(*) AS n FROM carts')
    const form = { intent: 'add', produitId: MICRO_ONDES, quantity: 1, idempotencyKey }

    const twins = sameBrowser(shopper)
    const answers = await Promise.all(twins.map((twin) => twin.post('/cart.data', form)))

    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200))
    expect(await count('SELECT COUNT(*) AS n FROM carts')).toBe(cartsBefore + 1)
    expect(await lineQuantity(await cartIdOf(idempotencyKey))).toBe(1)
    // Whichever answer the browser keeps, its session names that one cart.
    for (const twin of twins) expect(cartCount((await twin.get('/cart')).html)).toBe(1)
  })
})

/**
 * 'Commander à nouveau' on /customer/orders/{id} against the stand-in platform: the lines still sold go into the
 * cart in one submission (found again by exact name, variant included), the cart opens, the line no longer sold
 * (the seed's radio in every shop's cancelled order) is named; a submission sent twice adds once; bad input, a
 * foreign origin and too many submissions are refused with nothing added.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { Shopper } from '../support/shopper'
import { allowFailingShopContent } from '../support/no-console-error'
import { demoStack } from '../support/stack'

const stack = demoStack()
const SHOPS = ['demo', 'mode', 'nuit', 'marche', 'minimal', 'extreme'] as const
const RADIO = 'Radio cassette d’époque'

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
const plain = (html: string) => html.replace(/<!-- -->/g, '')

interface Order {
  id: number
  statut: string
  items: { product_name: string; variant_name: string | null; quantity: number }[]
}

/** The seeded customer's orders of `shop`, as the stand-in platform gives them (with their lines). */
async function seededOrders(shop: string): Promise<Order[]> {
  const headers = { 'Content-Type': 'application/json', 'X-Shop-Host': `${shop}.localhost` }
  const login = await fetch(`${stack.api.url}/api/v2/login`, {
    method: 'POST',
    headers: { ...headers, Authorization: 'Bearer demo-public-key' },
    body: JSON.stringify({ email: `client@${shop}.test`, password: 'Client-2026!' }),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { ...headers, Authorization: `Bearer ${token}` }
  const list = (await (await fetch(`${stack.api.url}/api/v2/customer/orders`, { headers: auth })).json()) as Order[]
  return Promise.all(
    list.map(async (order) => {
      const detail = (await (
        await fetch(`${stack.api.url}/api/v2/customer/orders/${order.id}`, { headers: auth })
      ).json()) as Omit<Order, 'id'>
      return { ...detail, id: order.id, statut: order.statut }
    }),
  )
}

/** A shopper signed in as the seeded customer of `shop`, through the storefront's own login form. */
async function signedIn(shop: string): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, shop)
  const res = await shopper.post('/login', { email: `client@${shop}.test`, password: 'Client-2026!' })
  expect(res.status).toBe(303)
  return shopper
}

/** The seeded order of `shop` with this status, or (statut 'radio') the one with the product no longer sold. */
async function orderOf(shop: string, statut: string): Promise<Order> {
  const order = (await seededOrders(shop)).find((o) =>
    statut === 'radio' ? o.items.some((i) => i.product_name === RADIO) : o.statut === statut,
  )
  if (!order) throw new Error(`${shop}: no ${statut} order`)
  return order
}

/** The form's one-time key on the order's page. */
async function formKey(shopper: Shopper, orderId: number): Promise<string> {
  const page = await shopper.get(`/customer/orders/${orderId}`)
  expect(page.status).toBe(200)
  expect(page.html).toContain(fr.customer.orderAgain)
  const key = page.html.match(/name="orderAgainKey" value="([^"]+)"/)?.[1]
  expect(key).toMatch(/^[0-9a-f-]{36}$/)
  return key!
}

/** The cart's lines as the cart page shows them: name and quantity. */
async function cartLines(shopper: Shopper) {
  const { html } = await shopper.get('/cart')
  const names = [...html.matchAll(/class="cart-line__name">([^<]*)/g)].map((m) => m[1]!)
  const quantities = [...html.matchAll(/<output aria-live="polite">(\d+)<\/output>/g)].map((m) => Number(m[1]))
  return { html: plain(html), names, quantities }
}

describe('order again, without JavaScript', () => {
  it.each(SHOPS)(
    '%s: the lines still sold go into the cart, the cart opens and names the one no longer sold',
    async (shop) => {
      if (shop === 'extreme') allowFailingShopContent()
      const order = await orderOf(shop, 'radio')
      const sold = order.items.filter((i) => i.product_name !== RADIO)
      expect(order.items.map((i) => i.product_name)).toContain(RADIO)
      const shopper = await signedIn(shop)
      const key = await formKey(shopper, order.id)
      const res = await shopper.post(`/customer/orders/${order.id}`, { intent: 'order-again', orderAgainKey: key })
      expect(res.status).toBe(303)
      expect(res.location).toBe('/cart')
      const cart = await cartLines(shopper)
      expect(cart.names).toEqual(sold.map((i) => i.product_name))
      expect(cart.html).toContain(fill(fr.orderAgain.quoted, { name: RADIO }))
      expect(cart.html).toContain(fill(fr.orderAgain.added, { count: sold[0]!.quantity }))
      // The notice is shown once.
      expect((await cartLines(shopper)).html).not.toContain(RADIO)
    },
  )

  it('finds a line again with its variant, by exact names', async () => {
    const order = await orderOf('demo', 'En attente')
    const withVariant = order.items.find((i) => i.variant_name)!
    const shopper = await signedIn('demo')
    const key = await formKey(shopper, order.id)
    await shopper.post(`/customer/orders/${order.id}`, { intent: 'order-again', orderAgainKey: key })
    const cart = await cartLines(shopper)
    expect(cart.names.sort()).toEqual(order.items.map((i) => i.product_name).sort())
    expect(cart.html).toContain(fill(fr.cart.variant, { name: withVariant.variant_name! }))
    expect(cart.html).not.toContain(fr.orderAgain.unavailable.slice(0, 12))
  })

  it('adds once when the same submission comes twice, even at the same time', async () => {
    const order = await orderOf('demo', 'Terminer')
    const shopper = await signedIn('demo')
    const key = await formKey(shopper, order.id)
    const fields = { intent: 'order-again', orderAgainKey: key }
    const path = `/customer/orders/${order.id}`
    const [a, b] = await Promise.all([shopper.post(path, fields), shopper.post(path, fields)])
    expect([a.status, b.status]).toEqual([303, 303])
    expect((await shopper.post(path, fields)).status).toBe(303)
    const cart = await cartLines(shopper)
    expect([...cart.names].sort()).toEqual(order.items.map((i) => i.product_name).sort())
    const ordered = Object.fromEntries(order.items.map((i) => [i.product_name, i.quantity]))
    expect(Object.fromEntries(cart.names.map((name, i) => [name, cart.quantities[i]]))).toEqual(ordered)
    // A new page view is a new submission: the shopper asked twice.
    await shopper.post(path, { ...fields, orderAgainKey: await formKey(shopper, order.id) })
    const twice = await cartLines(shopper)
    expect(twice.quantities.reduce((a, b) => a + b, 0)).toBe(2 * order.items.reduce((s, i) => s + i.quantity, 0))
  })
})

describe('order again, with JavaScript (a data request)', () => {
  it('answers with a redirect to the cart, which then holds the lines', async () => {
    const order = await orderOf('nuit', 'En cours')
    const shopper = await signedIn('nuit')
    const key = await formKey(shopper, order.id)
    const res = await shopper.post(`/customer/orders/${order.id}.data`, { intent: 'order-again', orderAgainKey: key })
    expect(res.status).toBe(202)
    expect(res.html).toContain('/cart')
    const cart = await cartLines(shopper)
    expect(cart.names.sort()).toEqual(order.items.map((i) => i.product_name).sort())
  })
})

describe('order again refused', () => {
  it('without its key or with a forged one: 400, a French message, nothing in the cart', async () => {
    const order = await orderOf('demo', 'Annuler')
    const shopper = await signedIn('demo')
    await formKey(shopper, order.id)
    const forms: Record<string, string>[] = [
      { intent: 'order-again' },
      { intent: 'order-again', orderAgainKey: 'x<script>' },
      {},
    ]
    for (const fields of forms) {
      const res = await shopper.post(`/customer/orders/${order.id}`, fields)
      expect(res.status).toBe(400)
      expect(plain(res.html)).toContain(fr.cart.invalidRequest)
      // The page is still the order's, with its form.
      expect(res.html).toContain(fr.customer.orderAgain)
    }
    expect((await cartLines(shopper)).names).toEqual([])
  })

  it('from another origin: 403, nothing added', async () => {
    const order = await orderOf('demo', 'Annuler')
    const shopper = await signedIn('demo')
    const key = await formKey(shopper, order.id)
    const res = await stack.shop.fetch('demo', `/customer/orders/${order.id}`, {
      method: 'POST',
      headers: {
        Cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        Origin: 'http://evil.localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': shopper.address,
      },
      body: new URLSearchParams({ intent: 'order-again', orderAgainKey: key }),
    })
    expect(res.status).toBe(403)
    expect((await cartLines(shopper)).names).toEqual([])
  })

  it('signed out: to the login page, nothing added', async () => {
    const order = await orderOf('demo', 'Annuler')
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.post(`/customer/orders/${order.id}`, {
      intent: 'order-again',
      orderAgainKey: crypto.randomUUID(),
    })
    expect(res.status).toBe(302)
    expect(res.location).toMatch(/^\/login\?redirectTo=/)
    expect((await cartLines(shopper)).names).toEqual([])
  })

  it("someone else's or an unknown order: 404", async () => {
    const shopper = await signedIn('demo')
    const foreign = await orderOf('mode', 'Annuler')
    for (const id of [foreign.id, 999999]) {
      const res = await shopper.post(`/customer/orders/${id}`, {
        intent: 'order-again',
        orderAgainKey: crypto.randomUUID(),
      })
      expect(res.status).toBe(404)
    }
    expect((await cartLines(shopper)).names).toEqual([])
  })

  it(`past ${RATE_LIMITS.orderAgain.perVisitor} submissions: 429 with Retry-After and the form kept`, async () => {
    const order = await orderOf('marche', 'Annuler')
    const shopper = await signedIn('marche')
    const key = await formKey(shopper, order.id)
    const fields = { intent: 'order-again', orderAgainKey: key }
    for (let i = 0; i < RATE_LIMITS.orderAgain.perVisitor; i++)
      expect((await shopper.post(`/customer/orders/${order.id}`, fields)).status).toBe(303)
    const refused = await shopper.post(`/customer/orders/${order.id}`, fields)
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.html).toContain(`value="${key}"`)
    expect(refused.html).toContain(fr.customer.orderAgain)
  })
})

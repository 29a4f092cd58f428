/**
 * Sale day behind a carrier's NAT (items 1 and 4 of docs/security.md): hundreds of shoppers share a handful of
 * public addresses. Each one is counted by its own visitor cookie, so every one of them places an order, writes to
 * the shop or subscribes, while a script that keeps its cookies is refused after a visitor's few tries and one
 * that drops them is refused at the budget of an address without a visitor id.
 */
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import '../support/no-console-error'

const stack = demoStack()

/** Three public addresses of a carrier, 100 shoppers behind each. */
const ADDRESSES = ['198.51.100.41', '198.51.100.42', '198.51.100.43']
const SHOPPERS = 300
/** Requests in flight at once: enough for the counts to race, little enough for a 2-core machine. */
const IN_FLIGHT = 24

const orderCount = async () => {
  const db = await stack.api.mf.getD1Database('DB')
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM orders o JOIN shops s ON s.id = o.shop_id WHERE s.subdomain = 'demo'")
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Runs `task` for 0 … n-1, at most `width` at a time; the results in order. */
async function inParallel<T>(n: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const lane = async () => {
    for (let i = next++; i < n; i = next++) results[i] = await task(i)
  }
  await Promise.all(Array.from({ length: width }, lane))
  return results
}

const message = (i: number) => ({
  nom: `Client ${i}`,
  email: `client.${i}@exemple.cm`,
  sujet: 'Livraison',
  message: `Bonjour, livrez-vous à Bonabéri ? (${i})`,
})

/**
 * One shopper, without JavaScript: the home page, the product added to the cart, the cart, a cash-on-delivery
 * order. The 100 behind the second address also write to the shop, beside the script that drops its cookies there;
 * the 100 behind the third subscribe to the newsletter.
 */
async function shop(i: number) {
  const shopper = new Shopper(stack.shop, 'demo')
  shopper.address = ADDRESSES[i % ADDRESSES.length]!
  await shopper.get('/')
  await shopper.post('/cart', { intent: 'add', produitId: 1004, quantity: 1, redirectTo: '/cart' })
  const cart = await shopper.get('/cart')
  const order = await shopper.post(
    '/cart',
    checkoutForm(checkoutKeyIn(cart.html), 'cash_on_delivery', { clientEmail: `client.${i}@exemple.cm` }),
  )
  const contact = i % 3 === 1 ? (await shopper.post('/contact', message(i))).status : null
  const newsletter =
    i % 3 === 2 ? (await shopper.post('/newsletter.data', { email: `abonne.${i}@exemple.cm` })).status : null
  return { order: order.status === 303 && order.location === '/order-placed', contact, newsletter }
}

/**
 * A script sending contact messages from `address` until it has been refused `refusals` times: one that keeps its
 * cookies reads the form first, as a browser does; one that drops them is a stranger each time.
 */
async function script(address: string, keepsCookies: boolean, refusals = 5) {
  const kept = new Shopper(stack.shop, 'demo')
  kept.address = address
  if (keepsCookies) await kept.get('/contact')
  let accepted = 0
  let refused = 0
  for (let i = 0; refused < refusals && i < 200; i++) {
    const shopper = keepsCookies ? kept : new Shopper(stack.shop, 'demo')
    shopper.address = address
    const res = await shopper.post('/contact', message(1000 + i))
    if (res.status === 429) refused++
    else if (res.status === 303 && refused === 0) accepted++
    else throw new Error(`the script got ${res.status} after a refusal`)
  }
  return accepted
}

describe('1 and 4. a sale-day crowd behind three carrier addresses', () => {
  it(`${SHOPPERS} shoppers each place their order, write and subscribe; the scripts beside them are refused`, async () => {
    const before = await orderCount()
    const [crowd, keeping, dropping] = await Promise.all([
      inParallel(SHOPPERS, IN_FLIGHT, shop),
      script(ADDRESSES[0]!, true),
      script(ADDRESSES[1]!, false),
    ])
    expect({
      ordersPlaced: crowd.filter((s) => s.order).length,
      messagesRefused: crowd.filter((s) => s.contact !== null && s.contact !== 303).length,
      subscriptionsRefused: crowd.filter((s) => s.newsletter !== null && s.newsletter !== 200).length,
      keepingScriptAccepted: keeping,
      droppingScriptAccepted: dropping,
    }).toEqual({
      ordersPlaced: SHOPPERS,
      messagesRefused: 0,
      subscriptionsRefused: 0,
      keepingScriptAccepted: RATE_LIMITS.contact.perVisitor,
      droppingScriptAccepted: RATE_LIMITS.contact.withoutVisitor,
    })
    expect(await orderCount()).toBe(before + SHOPPERS)
  }, 120_000)
})

/**
 * A stranger at the shoppers' carrier address (items 20 and 21 of docs/security.md), against the stand-in, whose login lock
 * is a careful platform's (5 wrong passwords in a row for an address and email: 60 s, then twice as long): posts
 * refused before any platform call count against their sender alone, strangers' wrong passwords stop before the
 * platform's lock, and every wait a shopper is told is the one kept.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { LOGIN_FAILURES, RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { testAddress } from '../support/storefront'
import '../support/no-console-error'

const stack = demoStack()
const CUSTOMER = { email: 'client@demo.test', password: 'Client-2026!' }
const wrong = (i: number) => ({ email: CUSTOMER.email, password: `essai-${i}-xyz` })
const retryAfter = (res: { res: Response }) => Number(res.res.headers.get('retry-after'))

/** A browser at `address` that has read a page of the shop (and so has its visitor cookie). */
async function visitor(address: string): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, 'demo')
  shopper.address = address
  await shopper.get('/contact')
  return shopper
}

/** The customer's own phone at `address`: it has signed in there before, then signed out. */
async function knownPhone(address: string): Promise<Shopper> {
  const phone = await visitor(address)
  expect((await phone.post('/login', CUSTOMER)).status).toBe(303)
  await phone.post('/logout', {})
  return phone
}

/** `count` visitor ids minted at `address`, as a script makes them (each reads a page first, as a browser would). */
async function minted(address: string, count: number): Promise<Shopper[]> {
  return inBatches(
    Array.from({ length: count }, () => address),
    visitor,
  )
}

/** `send` over `items`, 40 at a time: a script's burst, kept within what one test machine answers at once. */
async function inBatches<T, R>(items: T[], send: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = []
  for (let i = 0; i < items.length; i += 40) answers.push(...(await Promise.all(items.slice(i, i + 40).map(send))))
  return answers
}

/** Each id's `perVisitor` posts of `form` to `path`, sent in bursts: their statuses. */
async function flood(ids: Shopper[], path: string, form: Record<string, string>, perVisitor: number) {
  const posts = ids.flatMap((id) => Array.from({ length: perVisitor }, () => id))
  return (await inBatches(posts, (id) => id.post(path, form))).map((res) => res.status)
}

/** Hundreds of requests on a busy 2-core machine: sized for the slowest run seen (28 s), twice over. */
const FLOOD_TIMEOUT_MS = 90_000

/** The stand-in's own answer to a sign-in from `address`, asked directly as the storefront asks it. */
async function platformLogin(address: string, password: string): Promise<Response> {
  return fetch(`${stack.api.url}/api/v2/login`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer demo-public-key',
      'X-Shop-Host': 'demo.localhost:8788',
      'X-Forwarded-For': address,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: CUSTOMER.email, password }),
  })
}

/** Sends `send` again once each Retry-After it is told has passed (polled, never a fixed sleep): the first other answer. */
async function afterTheWait(send: () => Promise<{ status: number; res: Response }>) {
  for (;;) {
    const answer = await send()
    if (answer.status !== 429) return answer
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter(answer), 5) * 250))
  }
}

describe('20. a stranger at the carrier’s address', () => {
  it(
    '61 minted ids × 10 empty sign-ins: the customer’s known phone signs in at once',
    { timeout: FLOOD_TIMEOUT_MS },
    async () => {
      const address = testAddress()
      const phone = await knownPhone(address)
      const ids = await minted(address, 61)
      const empty = { email: '', password: '' }
      expect(await flood(ids, '/login', empty, RATE_LIMITS.login.perVisitor)).toEqual(Array(610).fill(400))
      // The 11th of one id meets its own limit, not the address's.
      expect((await ids[0]!.post('/login', empty)).status).toBe(429)
      expect(61 * RATE_LIMITS.login.perVisitor).toBeGreaterThan(RATE_LIMITS.login.perAddress)
      expect((await phone.post('/login', CUSTOMER)).status).toBe(303)
    },
  )

  it(
    '610 empty checkout posts: a shopper with a cart at that address places the order',
    { timeout: FLOOD_TIMEOUT_MS },
    async () => {
      const address = testAddress()
      const shopper = await visitor(address)
      await shopper.post('/cart', { intent: 'add', produitId: 1004, quantity: 1, redirectTo: '/cart' })
      const ids = await minted(address, 61)
      expect(await flood(ids, '/cart', { intent: 'checkout' }, RATE_LIMITS.checkout.perVisitor)).toEqual(
        Array(610).fill(400),
      )
      expect(61 * RATE_LIMITS.checkout.perVisitor).toBeGreaterThan(RATE_LIMITS.checkout.perAddress)
      const key = checkoutKeyIn((await shopper.get('/cart')).html)
      const order = await shopper.post('/cart', checkoutForm(key, 'cash_on_delivery'))
      expect(order.status).toBe(303)
      expect(order.location).toContain('/order-placed')
    },
  )

  it('40 minted ids with one wrong password each: two reach the platform, whose lock never falls on the known phone', async () => {
    const address = testAddress()
    const phone = await knownPhone(address)
    const answers = []
    for (const id of await minted(address, 40)) answers.push(await id.post('/login', wrong(answers.length)))
    expect(answers.filter((res) => res.status === 401)).toHaveLength(LOGIN_FAILURES.strangers)
    const refused = answers.filter((res) => res.status === 429)
    expect(refused).toHaveLength(40 - LOGIN_FAILURES.strangers)
    // Told truly: they wait until the address's streak is forgotten, an hour after its last wrong password.
    for (const res of refused) expect(retryAfter(res)).toBeGreaterThan(LOGIN_FAILURES.windowSeconds - 60)
    expect(refused[0]!.html).toContain(fr.account.throttled.split('{{')[0]!)
    expect((await phone.post('/login', CUSTOMER)).status).toBe(303)
  })
})

describe('21. every wait holds', () => {
  it('after its fifth wrong password a phone is told the platform’s own lock, which the platform keeps as long', async () => {
    const address = testAddress()
    const phone = await knownPhone(address)
    for (let i = 0; i < LOGIN_FAILURES.perVisitor; i++) expect((await phone.post('/login', wrong(i))).status).toBe(401)
    // The 4th and 5th once their waits (2 s, then 4 s) are over.
    for (let i = 3; i < 5; i++) expect((await afterTheWait(() => phone.post('/login', wrong(i)))).status).toBe(401)
    const told = await phone.post('/login', CUSTOMER)
    expect(told.status).toBe(429)
    const platform = await platformLogin(address, CUSTOMER.password)
    expect(platform.status).toBe(429)
    // What the phone was told is what the platform keeps (to the second), and the page says it in minutes.
    expect(Math.abs(retryAfter(told) - Number(platform.headers.get('retry-after')))).toBeLessThanOrEqual(1)
    expect(retryAfter(told)).toBeGreaterThan(LOGIN_FAILURES.platform.lockSeconds - 5)
    expect(told.html).toContain('1\u00a0min')
  })

  it('presses during a sign-in wait count nowhere: the right password once it is over signs in', async () => {
    const address = testAddress()
    const phone = await knownPhone(address)
    for (let i = 0; i < LOGIN_FAILURES.perVisitor; i++) expect((await phone.post('/login', wrong(i))).status).toBe(401)
    for (let i = 0; i < 7; i++) {
      const press = await phone.post('/login', CUSTOMER)
      expect(press.status).toBe(429)
      expect(retryAfter(press)).toBeLessThanOrEqual(2)
      expect(press.html).toMatch(/\d\u00a0s\./)
    }
    expect((await afterTheWait(() => phone.post('/login', CUSTOMER))).status).toBe(303)
  })

  it('when the platform itself refuses, its wait is passed on, in seconds and in words', async () => {
    const address = testAddress()
    const phone = await knownPhone(address)
    // Five wrong passwords sent to the platform from that address by someone else (not through this shop).
    for (let i = 0; i < 5; i++) expect((await platformLogin(address, `ailleurs-${i}`)).status).toBe(401)
    const told = await phone.post('/login', CUSTOMER)
    expect(told.status).toBe(429)
    expect(retryAfter(told)).toBeGreaterThan(LOGIN_FAILURES.platform.lockSeconds - 5)
    expect(retryAfter(told)).toBeLessThanOrEqual(LOGIN_FAILURES.platform.lockSeconds)
    expect(told.html).toContain(fr.account.platformThrottled.replace('{{wait}}', '1\u00a0min'))
  })
})

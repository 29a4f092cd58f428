/**
 * Floods and guessing (items 1, 4 and 8 of docs/security.md): each form takes a bounded number of uses per visitor
 * (its signed visitor cookie), per address for requests without one, and per address as a carrier-sized ceiling
 * (RATE_LIMITS); past them it answers 429 with an honest `Retry-After` and what was typed, and nothing more reaches
 * the platform. Wrong passwords slow down one visitor for one email only, however many tries it sends at once.
 * The crowd behind carrier addresses: crowd-limits.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { d1Counters } from '../../app/server/rate-limits/counter-store.server'
import { LOGIN_FAILURES, RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { msUntilRoom } from '../../app/server/rate-limits/window.server'
import { FAKE_CUSTOMER } from '../support/fake-api'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
import { testAddress } from '../support/storefront'
import '../support/no-console-error'

const stack = fakeStack()
const upstream = (label: string, path: string) =>
  stack.api.received.filter((r) => r.label === label && r.path === `/api/v2${path}`).length
const limitedMessage = fr.security.rateLimited.split('{{')[0]!

/** Sends `send` until the first 429; the number of answers before it. */
async function untilRefused(send: () => Promise<{ status: number }>, most: number): Promise<number> {
  for (let i = 0; i < most; i++) if ((await send()).status === 429) return i
  return most
}

/** A visitor as a browser is one: it has read a page of the shop (which gave it its visitor cookie). */
async function visitor(label: string, address = testAddress()): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, label)
  shopper.address = address
  await shopper.get('/contact')
  return shopper
}

/** A script that drops its cookies: each request is a stranger's from `address`. */
const stranger = (label: string, address: string) => {
  const shopper = new Shopper(stack.shop, label)
  shopper.address = address
  return shopper
}

const retryAfter = (res: { res: Response }) => Number(res.res.headers.get('retry-after'))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The wait the refusal's message (the catalogue's text) says, as written: '12 min' or '40 s'. */
const waitIn = (html: string) =>
  html.match(new RegExp(fr.security.rateLimited.split('{{wait}}').map(escape).join('(\\d+\u00a0(?:min|s))')))?.[1]
/** The wait a Retry-After is said in: seconds under a minute, else minutes rounded up. */
const said = (seconds: number) => (seconds < 60 ? `${seconds}\u00a0s` : `${Math.ceil(seconds / 60)}\u00a0min`)

describe('4. a flood of contact messages', () => {
  it('without JavaScript: a visitor’s few, then 429 with Retry-After and the message kept, nothing more sent', async () => {
    const shop = 'flood-contact'
    const script = await visitor(shop)
    const form = { nom: 'Awa', email: 'awa@exemple.cm', sujet: 'Livraison', message: 'Bonjour, un message à garder.' }
    const accepted = await untilRefused(() => script.post('/contact', form), 50)
    expect(accepted).toBe(RATE_LIMITS.contact.perVisitor)
    expect(upstream(shop, '/contact')).toBe(RATE_LIMITS.contact.perVisitor)
    const refused = await script.post('/contact', form)
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBeGreaterThan(0)
    expect(refused.html).toContain(limitedMessage)
    expect(refused.html).toContain('Bonjour, un message à garder.')
    expect(upstream(shop, '/contact')).toBe(RATE_LIMITS.contact.perVisitor)
    // Another shopper behind the same address is not held up.
    expect((await (await visitor(shop, script.address)).post('/contact', form)).status).toBe(303)
  })
})

describe('4. newsletter sign-ups and 8. asking whether an address is known', () => {
  it('with JavaScript: 429 as data with the email kept, after as many sign-ups as a visitor may make', async () => {
    const shop = 'flood-news'
    const script = await visitor(shop)
    let n = 0
    const accepted = await untilRefused(() => script.post('/newsletter.data', { email: `s409.${n++}@exemple.cm` }), 50)
    expect(accepted).toBe(RATE_LIMITS.newsletter.perVisitor)
    expect(upstream(shop, '/subscribe')).toBe(RATE_LIMITS.newsletter.perVisitor)
    const refused = await script.post('/newsletter.data', { email: 'qui@exemple.cm' })
    expect(refused.status).toBe(429)
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await actionData(refused.html)).toMatchObject({ ok: false, values: { email: 'qui@exemple.cm' } })
  })
})

describe('4. a script that drops its cookies', () => {
  it('is counted by its address, refused at the budget of requests without a visitor id; visitors there go on', async () => {
    const shop = 'flood-dropped'
    const address = testAddress()
    const form = { nom: 'Bot', email: 'bot@exemple.cm', sujet: 'Promo', message: 'Achetez nos liens.' }
    const accepted = await untilRefused(() => stranger(shop, address).post('/contact', form), 50)
    expect(accepted).toBe(RATE_LIMITS.contact.withoutVisitor)
    expect(upstream(shop, '/contact')).toBe(RATE_LIMITS.contact.withoutVisitor)
    // A visitor cookie it makes up is no id: still the same budget.
    const forged = stranger(shop, address)
    forged.cookies.set('__visitor', `${'A'.repeat(22)}.${'B'.repeat(43)}`)
    expect((await forged.post('/contact', form)).status).toBe(429)
    // A shopper behind the same address, with the cookie the shop gave it, sends its message.
    expect((await (await visitor(shop, address)).post('/contact', form)).status).toBe(303)
  })

  it('an id given by another shop is no id here', async () => {
    const address = testAddress()
    const elsewhere = await visitor('other-shop', address)
    const form = { nom: 'Bot', email: 'bot@exemple.cm', sujet: 'Promo', message: 'Achetez nos liens.' }
    const copied = () => {
      const shopper = stranger('flood-copied', address)
      shopper.cookies = new Map(elsewhere.cookies)
      return shopper.post('/contact', form)
    }
    expect(await untilRefused(copied, 50)).toBe(RATE_LIMITS.contact.withoutVisitor)
  })
})

describe('honest waits', () => {
  it('the message says the wait of Retry-After, and refused tries do not make the wait longer', async () => {
    const script = await visitor('honest')
    const form = { nom: 'Awa', email: 'awa@exemple.cm', sujet: 'Livraison', message: 'Encore moi.' }
    await untilRefused(() => script.post('/contact', form), 50)
    const first = await script.post('/contact', form)
    expect(waitIn(first.html)).toBe(said(retryAfter(first)))
    for (let i = 0; i < 10; i++) {
      const again = await script.post('/contact', form)
      expect(again.status).toBe(429)
      expect(retryAfter(again)).toBeLessThanOrEqual(retryAfter(first))
      expect(waitIn(again.html)).toBe(said(retryAfter(again)))
    }
    expect(upstream('honest', '/contact')).toBe(RATE_LIMITS.contact.perVisitor)
  })

  it('in D1: after the Retry-After it was given a visitor gets through, a second before it does not', async () => {
    const store = d1Counters(await stack.shop.mf.getD1Database('DB'))
    const bucket = { key: `honest-d1|${crypto.randomUUID()}`, limit: 5, windowMs: 600_000 }
    // Five uses late in one window, then the next: the estimate still weighs the previous window.
    const previous = (Math.floor(Date.now() / bucket.windowMs) - 3) * bucket.windowMs
    const start = previous + bucket.windowMs
    for (const at of [500, 520, 540, 560, 590])
      expect((await store.take([bucket], previous + at * 1000)).taken).toBe(true)
    expect((await store.take([bucket], start + 10_000)).taken).toBe(false)
    expect((await store.take([bucket], start + 130_000)).taken).toBe(true)
    const now = start + 131_000
    const refused = await store.take([bucket], now)
    expect(refused.taken).toBe(false)
    expect(refused.counts[0]).toEqual({ current: 1, previous: 5 })
    const wait = Math.ceil(msUntilRoom(refused.counts[0]!, bucket, now) / 1000)
    expect(wait).toBe(109)
    for (let s = 1; s < wait; s += 7) expect((await store.take([bucket], now + s * 1000)).taken).toBe(false)
    expect((await store.take([bucket], now + (wait - 1) * 1000)).taken).toBe(false)
    expect((await store.take([bucket], now + wait * 1000)).taken).toBe(true)
  })

  it('in D1: uses sent together never pass a limit, and a refused one counts in no bucket', async () => {
    const store = d1Counters(await stack.shop.mf.getD1Database('DB'))
    const now = Date.now()
    const visitorBucket = { key: `together|v|${crypto.randomUUID()}`, limit: 3, windowMs: 600_000 }
    const addressBucket = { key: `together|a|${crypto.randomUUID()}`, limit: 100, windowMs: 600_000 }
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.take([visitorBucket, addressBucket], now)))
    expect(answers.filter((a) => a.taken)).toHaveLength(3)
    expect(await store.read([visitorBucket, addressBucket], now)).toEqual([
      { current: 3, previous: 0 },
      { current: 3, previous: 0 },
    ])
    // A full ceiling refuses a visitor with room, and counts nothing against it.
    const fullBucket = { key: `together|a|${crypto.randomUUID()}`, limit: 1, windowMs: 600_000 }
    expect((await store.take([fullBucket], now)).taken).toBe(true)
    const fresh = { key: `together|v|${crypto.randomUUID()}`, limit: 3, windowMs: 600_000 }
    expect((await store.take([fresh, fullBucket], now)).taken).toBe(false)
    expect((await store.read([fresh], now))[0]).toEqual({ current: 0, previous: 0 })
  })
})

describe('4. password spraying: logins across many emails from one visitor', () => {
  it('stops at the limit whatever the emails, nothing more sent', async () => {
    const shop = 'spray'
    const attacker = await visitor(shop)
    let n = 0
    const answered = await untilRefused(
      () => attacker.post('/login', { email: `victime${n++}@exemple.cm`, password: 'Printemps2026!' }),
      100,
    )
    expect(answered).toBe(RATE_LIMITS.login.perVisitor)
    expect(upstream(shop, '/login')).toBe(RATE_LIMITS.login.perVisitor)
  })
})

describe('1. locking a customer out', () => {
  const { strangers } = LOGIN_FAILURES
  const wrong = (i: number) => ({ email: FAKE_CUSTOMER.email, password: `essai-${i}-xyz` })
  const right = { email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password }

  it('strangers hammering an email send it two wrong passwords at most, however they come; the owner signs in at once', async () => {
    const shop = 'lockout'
    const address = testAddress()
    // The owner has signed in on this phone before, behind the carrier address the strangers share.
    const phone = await visitor(shop, address)
    expect((await phone.post('/login', right)).status).toBe(303)
    await phone.post('/logout', {})
    const sent = upstream(shop, '/login')
    // A script keeping its cookies: the strangers' tries of that address, then it waits.
    const attacker = await visitor(shop, address)
    for (let i = 0; i < strangers; i++) expect((await attacker.post('/login', wrong(i))).status).toBe(401)
    for (let i = 0; i < 3; i++) expect((await attacker.post('/login', wrong(i))).status).toBe(429)
    // Scripts with a new visitor id each time meet the same wait (sent at once); one without cookies too.
    const scripts = await Promise.all(Array.from({ length: 10 }, () => visitor(shop, address)))
    const fresh = await Promise.all(scripts.map((script, i) => script.post('/login', wrong(i))))
    expect(fresh.map((res) => res.status)).toEqual(Array(10).fill(429))
    for (const res of fresh) expect(retryAfter(res)).toBeGreaterThan(LOGIN_FAILURES.windowSeconds - 60)
    expect((await stranger(shop, address).post('/login', wrong(99))).status).toBe(429)
    expect(upstream(shop, '/login')).toBe(sent + strangers)
    // The owner: on the phone it signed in with, at once; on a new phone elsewhere, at once.
    expect((await phone.post('/login', right)).status).toBe(303)
    expect((await (await visitor(shop)).post('/login', right)).status).toBe(303)
  })

  it('50 wrong passwords sent at once by one visitor: no more reach the platform than sent one by one', async () => {
    const shop = 'lockout-race'
    const attacker = await visitor(shop)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attacker.post('/login', { ...wrong(i), password: `ensemble-${i}` })),
    )
    expect(upstream(shop, '/login')).toBe(strangers)
    const throttled = answers.filter((a) => a.status === 429)
    expect(throttled).toHaveLength(50 - strangers)
    for (const answer of throttled) expect(retryAfter(answer)).toBeGreaterThan(0)
  })
})

describe('4. the other forms', () => {
  it.each([
    ['register', '/register', { email: 'x@exemple.cm', password: 'Kribi-Lobe-2026!' }, RATE_LIMITS.register.perVisitor],
    ['confirm-email', '/confirm-email?token=t', { token: 'broken-token' }, RATE_LIMITS.confirmEmail.perVisitor],
    ['promo', '/cart', { intent: 'promo', promoCode: 'DEVINE' }, RATE_LIMITS.promo.perVisitor],
    ['checkout', '/cart', { intent: 'checkout', checkoutKey: 'k' }, RATE_LIMITS.checkout.perVisitor],
  ] as const)('%s: 429 with Retry-After past its limit', async (name, path, form, limit) => {
    const shopper = await visitor(`flood-${name}`)
    const answered = await untilRefused(
      () => shopper.post(path, { ...form, ...(name === 'checkout' ? { checkoutKey: crypto.randomUUID() } : {}) }),
      limit + 5,
    )
    expect(answered).toBe(limit)
    const refused = await shopper.post(path, { ...form, checkoutKey: crypto.randomUUID() })
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBeGreaterThan(0)
  })

  it('/visit beacons: the live-visit counter takes a bounded number per visitor', async () => {
    const shopper = await visitor('flood-visit')
    const answered = await untilRefused(
      () =>
        shopper.submit('/visit', 'application/x-www-form-urlencoded', new TextEncoder().encode('direction=increment')),
      200,
    )
    expect(answered).toBe(RATE_LIMITS.visit.perVisitor)
  })
})

describe('19. an address written two ways is one client', () => {
  it('IPv4 and its IPv4-mapped IPv6 spelling share one limit; IPv6 addresses of one /64 share one, however written', async () => {
    const shop = 'two-ways'
    for (const spellings of [
      ['203.0.113.77', '::ffff:203.0.113.77', '::FFFF:cb00:714d'],
      ['2001:db8:77:1::10.0.0.7', '2001:0DB8:0077:0001::1', '2001:db8:77:1:ffff::'],
    ]) {
      let n = 0
      const send = () =>
        stranger(shop, spellings[n % spellings.length]!).post('/newsletter.data', {
          email: `deux.${spellings[0]}.${n++}@exemple.cm`,
        })
      expect(await untilRefused(send, 20)).toBe(RATE_LIMITS.newsletter.withoutVisitor)
    }
  })
})

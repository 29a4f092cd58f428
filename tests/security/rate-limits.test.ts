/**
 * Floods and guessing (items 1, 4 and 8 of docs/security.md): each form takes a bounded number of uses per
 * client (RATE_LIMITS), then answers 429 with `Retry-After` and what was typed, and nothing more reaches
 * the platform; wrong passwords slow down one client for one email only.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { LOGIN_FAILURES, RATE_LIMITS } from '../../app/server/rate-limits.server'
import { FAKE_CUSTOMER } from '../support/fake-api'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
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

describe('4. a flood of contact messages', () => {
  it('without JavaScript: the limit, then 429 with Retry-After and the message kept, nothing more sent', async () => {
    const shop = 'flood-contact'
    const shopper = new Shopper(stack.shop, shop)
    const form = { nom: 'Awa', email: 'awa@exemple.cm', sujet: 'Livraison', message: 'Bonjour, un message à garder.' }
    const accepted = await untilRefused(() => shopper.post('/contact', form), 50)
    expect(accepted).toBe(RATE_LIMITS.contact.limit)
    expect(upstream(shop, '/contact')).toBe(RATE_LIMITS.contact.limit)
    const refused = await shopper.post('/contact', form)
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.html).toContain(limitedMessage)
    expect(refused.html).toContain('Bonjour, un message à garder.')
    expect(upstream(shop, '/contact')).toBe(RATE_LIMITS.contact.limit)
    // Another client is not held up.
    expect((await new Shopper(stack.shop, shop).post('/contact', form)).status).toBe(303)
  })
})

describe('4. newsletter sign-ups and 8. asking whether an address is known', () => {
  it('with JavaScript: 429 as data with the email kept, after as many sign-ups as the limit allows', async () => {
    const shop = 'flood-news'
    const shopper = new Shopper(stack.shop, shop)
    let n = 0
    const accepted = await untilRefused(() => shopper.post('/newsletter.data', { email: `s409.${n++}@exemple.cm` }), 50)
    expect(accepted).toBe(RATE_LIMITS.newsletter.limit)
    expect(upstream(shop, '/subscribe')).toBe(RATE_LIMITS.newsletter.limit)
    const refused = await shopper.post('/newsletter.data', { email: 'qui@exemple.cm' })
    expect(refused.status).toBe(429)
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await actionData(refused.html)).toMatchObject({ ok: false, values: { email: 'qui@exemple.cm' } })
  })
})

describe('4. password spraying: logins across many emails from one client', () => {
  it('stops at the limit whatever the emails, nothing more sent', async () => {
    const shop = 'spray'
    const attacker = new Shopper(stack.shop, shop)
    let n = 0
    const answered = await untilRefused(
      () => attacker.post('/login', { email: `victime${n++}@exemple.cm`, password: 'Printemps2026!' }),
      100,
    )
    expect(answered).toBe(RATE_LIMITS.login.limit)
    expect(upstream(shop, '/login')).toBe(RATE_LIMITS.login.limit)
  })
})

describe('1. locking a customer out', () => {
  it('a stranger hammering an email is slowed down; the owner on their own phone signs in at once', async () => {
    const shop = 'lockout'
    const attacker = new Shopper(stack.shop, shop)
    const guess = (i: number) => attacker.post('/login', { email: FAKE_CUSTOMER.email, password: `essai-${i}-xyz` })
    for (let i = 0; i <= LOGIN_FAILURES.free; i++) expect((await guess(i)).status).toBe(401)
    const sent = upstream(shop, '/login')
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(429)
    expect(upstream(shop, '/login')).toBe(sent)
    const owner = new Shopper(stack.shop, shop)
    const res = await owner.post('/login', { email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password })
    expect(res.status).toBe(303)
  })
})

describe('4. the other forms', () => {
  it.each([
    ['register', '/register', { email: 'x@exemple.cm', password: 'Kribi-Lobe-2026!' }, RATE_LIMITS.register.limit],
    ['confirm-email', '/confirm-email?token=t', { token: 'broken-token' }, RATE_LIMITS.confirmEmail.limit],
    ['promo', '/cart', { intent: 'promo', promoCode: 'DEVINE' }, RATE_LIMITS.promo.limit],
    ['checkout', '/cart', { intent: 'checkout', checkoutKey: 'k' }, RATE_LIMITS.checkout.limit],
  ] as const)('%s: 429 with Retry-After past its limit', async (name, path, form, limit) => {
    const shopper = new Shopper(stack.shop, `flood-${name}`)
    const answered = await untilRefused(
      () => shopper.post(path, { ...form, ...(name === 'checkout' ? { checkoutKey: crypto.randomUUID() } : {}) }),
      limit + 5,
    )
    expect(answered).toBe(limit)
    const refused = await shopper.post(path, { ...form, checkoutKey: crypto.randomUUID() })
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('/visit beacons: the live-visit counter takes a bounded number per client', async () => {
    const shop = 'flood-visit'
    const shopper = new Shopper(stack.shop, shop)
    const answered = await untilRefused(
      () =>
        shopper.submit('/visit', 'application/x-www-form-urlencoded', new TextEncoder().encode('direction=increment')),
      100,
    )
    expect(answered).toBe(RATE_LIMITS.visit.limit)
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
      const send = () => {
        const shopper = new Shopper(stack.shop, shop)
        shopper.address = spellings[n % spellings.length]!
        return shopper.post('/newsletter.data', { email: `deux.${spellings[0]}.${n++}@exemple.cm` })
      }
      expect(await untilRefused(send, 20)).toBe(RATE_LIMITS.newsletter.limit)
    }
  })
})

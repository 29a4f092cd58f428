import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RequestContext } from '~/server/load-context'
import {
  clientKey,
  LOGIN_FAILURES,
  loginDelay,
  overLimit,
  RATE_LIMITS,
  recordLoginFailure,
  slidingCount,
} from './rate-limits.server'

/** A request of one client on one shop, counted in the isolate's memory (no D1 binding). */
const contextOf = (client: string, host = 'demo.example.cm') =>
  ({ env: {}, tenant: { host, shop: 'demo' }, client }) as unknown as RequestContext

describe('slidingCount', () => {
  it('lies between the current window alone and both windows whole', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.nat(),
        (current, previous, windowMs, now) => {
          const count = slidingCount({ current, previous, lastAt: 0 }, windowMs, now)
          expect(count).toBeGreaterThanOrEqual(current)
          expect(count).toBeLessThanOrEqual(current + previous)
        },
      ),
    )
  })
})

describe('overLimit', () => {
  it('lets the limit through, then refuses with a Retry-After within the window; other clients and shops are counted apart', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.contact
    const flood = contextOf(`203.0.113.${Math.floor(Math.random() * 250)}`)
    for (let i = 0; i < limit; i++) expect(await overLimit(flood, 'contact')).toBeNull()
    const refusal = await overLimit(flood, 'contact')
    expect(refusal?.retryAfter).toBeGreaterThan(0)
    expect(refusal?.retryAfter).toBeLessThanOrEqual(windowSeconds)
    expect(await overLimit(contextOf('198.51.100.1'), 'contact')).toBeNull()
    expect(await overLimit(contextOf(flood.client, 'mode.example.cm'), 'contact')).toBeNull()
    expect(await overLimit(flood, 'newsletter')).toBeNull()
  })
})

describe('loginDelay', () => {
  it('is 0 for the first wrong passwords, then grows, for that client and email only', async () => {
    const attacker = contextOf('203.0.113.200')
    const email = `awa.${Math.random()}@exemple.cm`
    for (let i = 0; i < LOGIN_FAILURES.free; i++) {
      expect(await loginDelay(attacker, email)).toBe(0)
      await recordLoginFailure(attacker, email)
    }
    await recordLoginFailure(attacker, email)
    const first = await loginDelay(attacker, email)
    expect(first).toBeGreaterThan(0)
    await recordLoginFailure(attacker, email)
    expect(await loginDelay(attacker, email)).toBeGreaterThan(first)
    expect(await loginDelay(attacker, email.toUpperCase())).toBeGreaterThan(0)
    expect(await loginDelay(contextOf('198.51.100.7'), email)).toBe(0)
    expect(await loginDelay(attacker, `autre.${email}`)).toBe(0)
  })
})

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:DB8:85A3:0012::1', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // One client however its address is written.
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::10.0.0.7', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:0000:0000:0a00:0007', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['not-an-address:x', 'not-an-address:x'],
    ['local', 'local'],
  ])('%s is counted as %s', (address, key) => {
    expect(clientKey(address)).toBe(key)
  })

  it('counts an IPv6 address as one client however it is written (generated addresses)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (groups) => {
        const hex = (g: number) => g.toString(16)
        const full = groups.map((g) => hex(g).padStart(4, '0').toUpperCase()).join(':')
        const short = new URL(`http://[${groups.map(hex).join(':')}]/`).hostname.slice(1, -1)
        const [high, low] = [groups[6]!, groups[7]!]
        const dotted = `${groups.slice(0, 6).map(hex).join(':')}:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
        expect(new Set([full, short, dotted].map(clientKey)).size).toBe(1)
      }),
    )
  })

  it('gives the addresses of one IPv6 /64 one count', async () => {
    const one = contextOf('2001:db8:aaaa:1::1')
    for (let i = 0; i < RATE_LIMITS.register.limit; i++) {
      expect(await overLimit(contextOf(`2001:db8:aaaa:1::${i + 2}`), 'register')).toBeNull()
    }
    expect(await overLimit(one, 'register')).not.toBeNull()
    expect(await overLimit(contextOf('2001:db8:aaaa:2::1'), 'register')).toBeNull()
  })
})

import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '~/server/load-context'
import { textOf } from '~/i18n/text.server'
import { memoryCounters } from './counter-store.server'
import { giveBack, overLimit } from './limits.server'
import { loginTry, releaseLoginAttempt, rememberSignIn, reserveLoginAttempt } from './password-tries.server'
import { LOGIN_FAILURES, RATE_LIMITS } from './policy.server'
import { type Bucket, clientKey, hasRoom, msUntilRoom, slidingCount } from './window.server'

/** A request of one client on one shop (a visitor when `visitor` is given), counted in the isolate's memory (no D1). */
const contextOf = (client: string, host = 'demo.example.cm', visitor: string | null = null) =>
  ({ env: {}, tenant: { host, shop: 'demo' }, client, visitor, language: 'fr' }) as unknown as RequestContext
/** A new address for each call (a shared one would carry another test's tries). */
let addresses = 0
const someAddress = () => `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`
const someVisitor = () => crypto.randomUUID()

afterEach(() => {
  vi.useRealTimers()
})

describe('slidingCount', () => {
  it('lies between the current window alone and both windows whole', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.nat(),
        (current, previous, windowMs, now) => {
          const count = slidingCount({ current, previous }, windowMs, now)
          expect(count).toBeGreaterThanOrEqual(current)
          expect(count).toBeLessThanOrEqual(current + previous)
        },
      ),
    )
  })

  it('has room exactly when the sliding estimate is at most the limit less one', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 12 }), fc.nat(10_000_000), (c, p, limit, now) => {
        const bucket = { key: 'k', limit, windowMs: 600_000 }
        const estimate = slidingCount({ current: c, previous: p }, bucket.windowMs, now)
        // Away from float rounding at the boundary, both ways of computing it agree.
        if (Math.abs(estimate - (limit - 1)) > 1e-9)
          expect(hasRoom({ current: c, previous: p }, bucket, now)).toBe(estimate <= limit - 1)
      }),
    )
  })
})

describe('honest waits', () => {
  /** Uses of one bucket at the given moments (ms), each taken when there is room; the counts the store keeps. */
  async function replay(bucket: Bucket, moments: number[]) {
    for (const at of moments) await memoryCounters.take([bucket], at)
  }

  it('after the Retry-After a refused visitor gets through, one second before it does not, however it got there', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(1_800_000), { minLength: 1, maxLength: 40 }),
        fc.nat(1_200_000),
        async (limit, offsets, later) => {
          const bucket = { key: `honest-${crypto.randomUUID()}`, limit, windowMs: 600_000 }
          const start = 1_000_000_000_000
          const moments = offsets.map((o) => start + o).sort((a, b) => a - b)
          await replay(bucket, moments)
          const now = moments.at(-1)! + later
          const counts = (await memoryCounters.read([bucket], now))[0]!
          if (hasRoom(counts, bucket, now)) return
          const retryAfter = Math.max(1, Math.ceil(msUntilRoom(counts, bucket, now) / 1000))
          // Refused tries meanwhile change nothing.
          for (let s = 0; s < retryAfter - 1; s += Math.ceil(retryAfter / 7))
            expect((await memoryCounters.take([bucket], now + s * 1000)).taken).toBe(false)
          expect((await memoryCounters.take([bucket], now + (retryAfter - 1) * 1000)).taken).toBe(false)
          expect((await memoryCounters.take([bucket], now + retryAfter * 1000)).taken).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a form refused says as many minutes as its Retry-After, and the wait does not grow with refused tries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T10:03:00Z'))
    const visitor = contextOf(someAddress(), 'demo.example.cm', someVisitor())
    const { perVisitor } = RATE_LIMITS.contact
    for (let i = 0; i < perVisitor; i++) expect(await overLimit(visitor, 'contact')).toBeNull()
    const first = (await overLimit(visitor, 'contact'))!
    expect(first.retryAfter).toBeGreaterThanOrEqual(60)
    expect(first.message).toBe(
      textOf('fr')('security.rateLimited', {
        wait: textOf('fr')('security.minutes', { count: Math.ceil(first.retryAfter / 60) }),
      }),
    )
    for (let i = 0; i < 30; i++) {
      vi.advanceTimersByTime(((first.retryAfter - 1) * 1000) / 30)
      const again = await overLimit(visitor, 'contact')
      expect(again?.retryAfter).toBeLessThanOrEqual(first.retryAfter)
    }
    vi.setSystemTime(new Date('2026-11-28T10:03:00Z').getTime() + first.retryAfter * 1000)
    expect(await overLimit(visitor, 'contact')).toBeNull()
  })
})

describe('overLimit', () => {
  it('counts a visitor by its id: its few tries, then 429; other visitors of its address go on', async () => {
    const { perVisitor, windowSeconds } = RATE_LIMITS.contact
    const address = someAddress()
    const script = contextOf(address, 'demo.example.cm', someVisitor())
    for (let i = 0; i < perVisitor; i++) expect(await overLimit(script, 'contact')).toBeNull()
    const refusal = await overLimit(script, 'contact')
    expect(refusal?.retryAfter).toBeGreaterThan(0)
    expect(refusal?.retryAfter).toBeLessThanOrEqual(2 * windowSeconds)
    for (let i = 0; i < 50; i++)
      expect(await overLimit(contextOf(address, undefined, someVisitor()), 'contact')).toBeNull()
    expect(await overLimit(contextOf(address, 'mode.example.cm', someVisitor()), 'contact')).toBeNull()
    expect(await overLimit(script, 'newsletter')).toBeNull()
  })

  it('counts requests without a visitor id per address, apart from the visitors of that address', async () => {
    const { withoutVisitor } = RATE_LIMITS.newsletter
    const address = someAddress()
    for (let i = 0; i < withoutVisitor; i++) expect(await overLimit(contextOf(address), 'newsletter')).toBeNull()
    expect(await overLimit(contextOf(address), 'newsletter')).not.toBeNull()
    expect(await overLimit(contextOf(address, undefined, someVisitor()), 'newsletter')).toBeNull()
    expect(await overLimit(contextOf(someAddress()), 'newsletter')).toBeNull()
  })

  it('holds the visitors of one address to a carrier-sized ceiling, however many ids they bring', async () => {
    const { perAddress } = RATE_LIMITS.register
    const address = someAddress()
    for (let i = 0; i < perAddress; i++)
      expect(await overLimit(contextOf(address, undefined, someVisitor()), 'register')).toBeNull()
    expect(await overLimit(contextOf(address, undefined, someVisitor()), 'register')).not.toBeNull()
    expect(await overLimit(contextOf(someAddress(), undefined, someVisitor()), 'register')).toBeNull()
  })

  it('a try refused by the ceiling is not counted against the visitor', async () => {
    const { perAddress, perVisitor } = RATE_LIMITS.register
    const address = someAddress()
    const late = contextOf(address, undefined, someVisitor())
    for (let i = 0; i < perAddress; i++) await overLimit(contextOf(address, undefined, someVisitor()), 'register')
    for (let i = 0; i < 3 * perVisitor; i++) expect(await overLimit(late, 'register')).not.toBeNull()
    // The same visitor from another address: its own budget is whole.
    const moved = contextOf(someAddress(), undefined, late.visitor)
    for (let i = 0; i < perVisitor; i++) expect(await overLimit(moved, 'register')).toBeNull()
  })
})

describe('posts refused before any platform call', () => {
  it('count against their sender alone: a stranger’s empty posts never fill the address’s ceiling', async () => {
    const { perAddress, perVisitor } = RATE_LIMITS.checkout
    const address = someAddress()
    for (let id = 0; id < perAddress / perVisitor + 1; id++) {
      const stranger = contextOf(address, undefined, someVisitor())
      for (let i = 0; i < perVisitor; i++) expect(await overLimit(stranger, 'checkout', { ownOnly: true })).toBeNull()
      expect(await overLimit(stranger, 'checkout', { ownOnly: true })).not.toBeNull()
    }
    expect(await overLimit(contextOf(address, undefined, someVisitor()), 'checkout')).toBeNull()
  })
})

describe('weighted uses', () => {
  it('takes several uses at once or none, and gives back those not spent', async () => {
    const visitor = contextOf(someAddress(), undefined, someVisitor())
    const { perVisitor } = RATE_LIMITS.productLookups
    expect(await overLimit(visitor, 'productLookups', { weight: perVisitor - 10 })).toBeNull()
    const refused = await overLimit(visitor, 'productLookups', { weight: 11 })
    expect(refused?.retryAfter).toBeGreaterThan(0)
    expect(await overLimit(visitor, 'productLookups', { weight: 10 })).toBeNull()
    await giveBack(visitor, 'productLookups', 5)
    expect(await overLimit(visitor, 'productLookups', { weight: 5 })).toBeNull()
    expect(await overLimit(visitor, 'productLookups')).not.toBeNull()
  })
})

describe('reserveLoginAttempt', () => {
  const free = LOGIN_FAILURES.perVisitor
  /** A try at `email` by `context`: reserved (null) or the seconds to wait. */
  const tryAt = async (context: RequestContext, email: string) =>
    reserveLoginAttempt(context, await loginTry(context, email))

  it('lets the first tries go, then each waits longer, for that visitor and email only', async () => {
    const address = someAddress()
    const attacker = contextOf(address, undefined, someVisitor())
    const email = `awa.${Math.random()}@exemple.cm`
    const owner = contextOf(address, undefined, someVisitor())
    await rememberSignIn(owner, email, await loginTry(owner, email))
    for (let i = 0; i < LOGIN_FAILURES.strangers; i++) expect(await tryAt(attacker, email)).toBeNull()
    expect(await tryAt(attacker, email)).toBeGreaterThan(0)
    expect(await tryAt(attacker, email.toUpperCase())).toBeGreaterThan(0)
    // The owner's known device at that address, and the attacker at another email, go on.
    expect(await tryAt(owner, email)).toBeNull()
    expect(await tryAt(attacker, `autre.${email}`)).toBeNull()
  })

  it('strangers of one address add two wrong passwords to the platform’s streak at most: the owner’s known device never meets its lock', async () => {
    const address = someAddress()
    const email = `cible.${Math.random()}@exemple.cm`
    const owner = contextOf(address, undefined, someVisitor())
    await rememberSignIn(owner, email, await loginTry(owner, email))
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await tryAt(contextOf(address, undefined, someVisitor()), email))
    expect(answers.filter((wait) => wait === null)).toHaveLength(LOGIN_FAILURES.strangers)
    // Below the platform's lock (5 in a row) with room for the owner's own typos.
    expect(LOGIN_FAILURES.strangers + free).toBeLessThan(LOGIN_FAILURES.platform.lockAfter + 1)
    expect(await tryAt(contextOf(address), email)).toBeGreaterThan(0)
    expect(await tryAt(owner, email)).toBeNull()
    expect(await tryAt(contextOf(someAddress(), undefined, someVisitor()), email)).toBeNull()
  })

  it('a stranger waits until the streak is forgotten, and is told so truly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
    const address = someAddress()
    const email = `heure.${Math.random()}@exemple.cm`
    for (let i = 0; i < LOGIN_FAILURES.strangers; i++)
      expect(await tryAt(contextOf(address, undefined, someVisitor()), email)).toBeNull()
    const wait = (await tryAt(contextOf(address, undefined, someVisitor()), email))!
    expect(wait).toBe(LOGIN_FAILURES.windowSeconds)
    vi.advanceTimersByTime((wait - 1) * 1000)
    expect(await tryAt(contextOf(address, undefined, someVisitor()), email)).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(await tryAt(contextOf(address, undefined, someVisitor()), email)).toBeNull()
  })

  it('tries sent together reserve their turn: 50 at once, the first ones only', async () => {
    const visitor = contextOf(someAddress(), undefined, someVisitor())
    const email = `ensemble.${Math.random()}@exemple.cm`
    const answers = await Promise.all(Array.from({ length: 50 }, () => tryAt(visitor, email)))
    expect(answers.filter((wait) => wait === null)).toHaveLength(LOGIN_FAILURES.strangers)
  })

  it('gives back a try that was no wrong password', async () => {
    const visitor = contextOf(someAddress(), undefined, someVisitor())
    const email = `rendu.${Math.random()}@exemple.cm`
    for (let i = 0; i < 10; i++) {
      const attempt = await loginTry(visitor, email)
      expect(await reserveLoginAttempt(visitor, attempt)).toBeNull()
      await releaseLoginAttempt(visitor, attempt)
    }
  })

  it('a known device waits 2, 4 s after its own typos, then the platform’s 60 s lock after the fifth, as the platform keeps it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
    const visitor = contextOf(someAddress(), undefined, someVisitor())
    const email = `attente.${Math.random()}@exemple.cm`
    await rememberSignIn(visitor, email, await loginTry(visitor, email))
    for (let i = 0; i < free; i++) expect(await tryAt(visitor, email)).toBeNull()
    // The 4th and 5th wrong passwords: the device's own waits.
    for (const expected of [2, 4]) {
      const wait = await tryAt(visitor, email)
      expect(wait).toBe(expected)
      vi.advanceTimersByTime((expected - 1) * 1000)
      expect(await tryAt(visitor, email)).toBe(1)
      vi.advanceTimersByTime(1000)
      expect(await tryAt(visitor, email)).toBeNull()
    }
    // Five in a row: the platform locks the address and email for a minute, then two after the sixth.
    for (const expected of [LOGIN_FAILURES.platform.lockSeconds, 2 * LOGIN_FAILURES.platform.lockSeconds]) {
      expect(await tryAt(visitor, email)).toBe(expected)
      vi.advanceTimersByTime((expected - 1) * 1000)
      expect(await tryAt(visitor, email)).toBe(1)
      vi.advanceTimersByTime(1000)
      expect(await tryAt(visitor, email)).toBeNull()
    }
  })

  it('a right password ends the streaks', async () => {
    const visitor = contextOf(someAddress(), undefined, someVisitor())
    const email = `fin.${Math.random()}@exemple.cm`
    for (let i = 0; i < LOGIN_FAILURES.strangers; i++) expect(await tryAt(visitor, email)).toBeNull()
    expect(await tryAt(visitor, email)).toBeGreaterThan(0)
    await rememberSignIn(visitor, email, await loginTry(visitor, email))
    for (let i = 0; i < free; i++) expect(await tryAt(visitor, email)).toBeNull()
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
    for (let i = 0; i < RATE_LIMITS.register.withoutVisitor; i++) {
      expect(await overLimit(contextOf(`2001:db8:aaaa:1::${i + 2}`), 'register')).toBeNull()
    }
    expect(await overLimit(one, 'register')).not.toBeNull()
    expect(await overLimit(contextOf('2001:db8:aaaa:2::1'), 'register')).toBeNull()
  })
})

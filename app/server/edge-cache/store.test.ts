import { describe, expect, it } from 'vitest'
import { memoryCache } from '../../../tests/support/memory-cache'
import { copyUse, forgetCopy, keepCopy, markRefreshing, readCopy, type Copy, type Strategy } from './store.server'

const KEY = 'https://demo.example.cm/__api-cache/g0/x'
const strategy: Strategy = { ttl: 60, staleWhileRevalidate: 300 }
const t0 = 1_800_000_000_000
const seconds = (s: number) => t0 + s * 1000
const maxAge = (response: Response | undefined) => response?.headers.get('Cache-Control')?.match(/max-age=(\d+)/)?.[1]

describe('the edge cache', () => {
  it('reads a copy as fresh for its ttl, stale for its stale window, then expired, by its stored-at note', async () => {
    const { cache } = memoryCache()
    await keepCopy(cache, KEY, new Response('v1', { headers: { 'Content-Type': 'text/plain' } }), strategy, 0, t0)
    const states = []
    for (const at of [0, 59, 60, 359, 360, 10_000]) {
      const copy = await readCopy(cache, KEY, strategy, 15_000, seconds(at))
      states.push(copy?.freshness)
      expect(copy?.age).toBe(at)
      expect(copy?.storedAt).toBe(String(t0))
      expect(await copy?.response.text()).toBe('v1')
      expect(copy?.response.headers.get('Content-Type')).toBe('text/plain')
    }
    expect(states).toEqual(['fresh', 'fresh', 'stale', 'stale', 'expired', 'expired'])
    expect(await readCopy(cache, 'https://demo.example.cm/__api-cache/g0/other', strategy, 15_000)).toBeNull()
  })

  it('reads a copy past its stale window as if-error for a day after it was stored, and has it kept that long', async () => {
    const { cache, copies } = memoryCache()
    const page: Strategy = { ttl: 30, staleWhileRevalidate: 120, staleIfError: 86_400 }
    await keepCopy(cache, KEY, new Response('v1'), page, 0, t0)
    expect(maxAge(copies.get(KEY))).toBe('86400')
    const states = []
    for (const at of [29, 30, 149, 150, 86_399, 86_400])
      states.push((await readCopy(cache, KEY, page, 15_000, seconds(at)))?.freshness)
    expect(states).toEqual(['fresh', 'stale', 'stale', 'if-error', 'if-error', 'expired'])
    // A copy marked while it is refreshed is kept to the end of its stale-if-error window, not only its stale one.
    const stale = (await readCopy(cache, KEY, page, 15_000, seconds(100)))!
    await markRefreshing(cache, KEY, stale, 'v1', page, 0, seconds(100))
    expect(maxAge(copies.get(KEY))).toBe(String(86_400 - 100))
  })

  it('has the Cache API keep a copy until it expires and its grace, a marked one as long as before', async () => {
    const { cache, copies } = memoryCache()
    await keepCopy(cache, KEY, new Response('v1'), strategy, 11, t0)
    expect(maxAge(copies.get(KEY))).toBe(String(60 + 300 + 11))
    const stale = (await readCopy(cache, KEY, strategy, 10_000, seconds(100)))!
    await markRefreshing(cache, KEY, stale, 'v1', strategy, 11, seconds(100))
    expect(maxAge(copies.get(KEY))).toBe(String(60 + 300 + 11 - 100))
    // Past its expiry: kept for the refresh's time, a second at least without a grace.
    const late = (await readCopy(cache, KEY, strategy, 10_000, seconds(900)))!
    await markRefreshing(cache, KEY, late, 'v1', strategy, 11, seconds(900))
    expect(maxAge(copies.get(KEY))).toBe('11')
    await markRefreshing(cache, KEY, late, 'v1', strategy, 0, seconds(900))
    expect(maxAge(copies.get(KEY))).toBe('1')
  })

  it('marks a copy being refreshed for the refresh time only, and a failed refresh leaves it as it was', async () => {
    const { cache } = memoryCache()
    await keepCopy(cache, KEY, new Response('v1'), strategy, 0, t0)
    const stale = (await readCopy(cache, KEY, strategy, 15_000, seconds(100)))!
    expect(stale.refreshing).toBe(false)
    await markRefreshing(cache, KEY, stale, await stale.response.text(), strategy, 0, seconds(100))
    // The refresh fails: nothing is kept. The copy is the one stored before, still stale, not refreshed.
    const meanwhile = (await readCopy(cache, KEY, strategy, 15_000, seconds(110)))!
    expect(meanwhile).toMatchObject({ refreshing: true, freshness: 'stale', storedAt: String(t0), age: 110 })
    expect(await meanwhile.response.text()).toBe('v1')
    // Once the refresh time is over, the next request refreshes it.
    expect((await readCopy(cache, KEY, strategy, 15_000, seconds(115)))?.refreshing).toBe(false)
    // A refresh that succeeds is a new copy, fresh and not marked.
    await keepCopy(cache, KEY, new Response('v2'), strategy, 0, seconds(116))
    const refreshed = (await readCopy(cache, KEY, strategy, 15_000, seconds(117)))!
    expect(refreshed).toMatchObject({ refreshing: false, freshness: 'fresh', storedAt: String(seconds(116)) })
    expect(await refreshed.response.text()).toBe('v2')
  })

  it('forgets a copy, and never fails a request when the Cache API does', async () => {
    const { cache } = memoryCache()
    await keepCopy(cache, KEY, new Response('v1'), strategy)
    await forgetCopy(cache, KEY)
    expect(await readCopy(cache, KEY, strategy, 15_000)).toBeNull()

    const failing = {
      match: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
      delete: () => Promise.reject(new Error('cache down')),
    } as unknown as Cache
    expect(await readCopy(failing, KEY, strategy, 15_000)).toBeNull()
    await expect(keepCopy(failing, KEY, new Response('v1'), strategy)).resolves.toBeUndefined()
    await expect(forgetCopy(failing, KEY)).resolves.toBeUndefined()
  })

  it('has one rule for what a request does with a copy, platform answers and pages alike', () => {
    const copy = (freshness: Copy['freshness'], refreshing: boolean) =>
      ({ response: new Response(''), storedAt: '0', age: 0, freshness, refreshing }) satisfies Copy
    const table = (['fresh', 'stale', 'if-error', 'expired'] as const).map((freshness) => [
      freshness,
      copyUse(copy(freshness, false)),
      copyUse(copy(freshness, true)),
      copyUse(copy(freshness, false), true),
    ])
    expect(table).toEqual([
      // freshness, nobody refreshing, another request refreshing (its mark), one of this isolate's refreshing
      ['fresh', 'serve', 'serve', 'serve'],
      ['stale', 'serve-and-refresh', 'serve', 'serve'],
      ['if-error', 'refresh-else-serve', 'refresh-else-serve', 'refresh-else-serve'],
      ['expired', 'refresh', 'serve', 'serve'],
    ])
  })
})

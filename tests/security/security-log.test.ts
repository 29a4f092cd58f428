/**
 * Security events are logged, one JSON line each, without a stack, a password, a token or an email in clear
 * (app/server/security-log.server.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionStorage } from '../../app/server/session.server'
import { startFakeApi, type FakeApi } from '../support/fake-api'
import { BROWSER_UA, startStorefront, TEST_SECRET, warmUp, type Storefront } from '../support/storefront'

let api: FakeApi
let shop: Storefront
let output = ''

/** The security events written since `mark`. */
function eventsSince(mark: number): Record<string, unknown>[] {
  return output
    .slice(mark)
    .split('\n')
    .filter((line) => line.startsWith('{"security"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

async function eventsOf(request: () => Promise<Response>): Promise<Record<string, unknown>[]> {
  const mark = output.length
  const res = await request()
  await res.arrayBuffer()
  // The worker's output reaches the test a moment after the answer.
  await expect.poll(() => eventsSince(mark).length).toBeGreaterThan(0)
  return eventsSince(mark)
}

beforeAll(async () => {
  api = await startFakeApi()
  shop = await startStorefront({ apiUrl: api.url, onLog: (text) => void (output += text) })
  await warmUp(shop)
})
afterAll(async () => {
  await shop?.dispose()
  await api?.dispose()
})

const form = { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': BROWSER_UA }

describe('security events', () => {
  it('a write from another site: origin-refused, with the client address', async () => {
    const events = await eventsOf(() =>
      shop.fetch('alpha', '/contact', {
        method: 'POST',
        headers: { ...form, Origin: 'https://evil.example', 'CF-Connecting-IP': '203.0.113.7' },
        body: 'name=a',
      }),
    )
    expect(events).toEqual([
      expect.objectContaining({ security: 'origin-refused', shop: 'alpha.localhost', path: '/contact', status: 403 }),
    ])
    expect(events[0]).toMatchObject({ client: '203.0.113.7', method: 'POST' })
  })

  it('a ?_data probe and a method a route does not take: probe, one line, no stack', async () => {
    const probe = await eventsOf(() => shop.fetch('alpha', '/?_data=root', { headers: form }))
    expect(probe).toEqual([expect.objectContaining({ security: 'probe', status: 400 })])
    const mark = output.length
    const wrongMethod = await eventsOf(() =>
      shop.fetch('alpha', '/categories', {
        method: 'POST',
        headers: { ...form, Origin: shop.origin('alpha') },
        body: 'a=1',
      }),
    )
    expect(wrongMethod).toEqual([expect.objectContaining({ security: 'probe', status: 405, path: '/categories' })])
    expect(output.slice(mark)).not.toMatch(/\n\s+at /)
  })

  it('a session cookie that does not open: cookie-refused, the cookie not written', async () => {
    const storage = createSessionStorage([TEST_SECRET], false, 'alpha.localhost')
    const session = await storage.getSession()
    session.set('cartId', 'cart-1')
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const tampered = cookie.slice(0, -3) + 'xyz'
    const events = await eventsOf(() => shop.fetch('alpha', '/', { headers: { ...form, Cookie: tampered } }))
    expect(events).toEqual([expect.objectContaining({ security: 'cookie-refused', path: '/' })])
    expect(JSON.stringify(events)).not.toContain(tampered.split('=')[1]!.slice(0, 20))
  })
})

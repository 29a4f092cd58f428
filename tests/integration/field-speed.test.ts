/**
 * Field speed's endpoint in workerd (app/field-speed/): a shopper's beacon is kept (here in the local store, the D1
 * table field_views), as the kind of page it measured; what is not a beacon, or not from the shop's own pages, is
 * refused and kept nowhere; one visitor's flood is stopped without stopping the others behind the same address.
 */
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { BROWSER_UA } from '../support/storefront'

const stack = demoStack()

interface Row {
  shop: string
  kind: string
  lang: string
  js: number
  ect: string
  memory: number | null
  lcp: number | null
  inp: number | null
  cls: number | null
  ttfb: number | null
}

async function kept(): Promise<Row[]> {
  const db = await stack.shop.mf.getD1Database('DB')
  return (await db.prepare('SELECT * FROM field_views ORDER BY at').all<Row>()).results
}

/** A shopper who has opened a page of `shop` (and so has a visitor id), ready to send beacons. */
async function shopperOf(shop = 'demo') {
  const shopper = new Shopper(stack.shop, shop)
  await shopper.get('/cart')
  return shopper
}

const beacon = (fields: Record<string, string>) => new TextEncoder().encode(new URLSearchParams(fields).toString())
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8'

describe('POST /field-speed', () => {
  it('keeps a page view as its shop, kind of page and language, with its measures, and never its path', async () => {
    const before = (await kept()).length
    const shopper = await shopperOf('mode')
    const sent = await shopper.submit(
      '/field-speed',
      FORM,
      beacon({
        path: '/en/products/robe-soiree',
        js: '1',
        lcp: '2140',
        inp: '96',
        cls: '0.04',
        ttfb: '380',
        ect: '3g',
        memory: '2',
      }),
    )
    expect(sent.status).toBe(204)
    await expect.poll(async () => (await kept()).length).toBe(before + 1)
    const row = (await kept()).at(-1)!
    expect(row).toMatchObject({
      shop: 'mode',
      kind: 'product',
      lang: 'en',
      js: 1,
      ect: '3g',
      memory: 2,
      lcp: 2140,
      inp: 96,
      cls: 0.04,
      ttfb: 380,
    })
    expect(JSON.stringify(row)).not.toContain('robe-soiree')
  })

  it('refuses what is not a beacon with 400, a long body with 413, and keeps none of them', async () => {
    const before = (await kept()).length
    const shopper = await shopperOf()
    for (const [body, status] of [
      [beacon({ path: '/', js: '1', lcp: 'soon' }), 400],
      [beacon({ path: '/', js: '1', lcp: '900', email: 'awa@example.cm' }), 400],
      [beacon({ path: '/', js: '1' }), 400],
      [new TextEncoder().encode('\u0000\u00ff garbage'), 400],
      [beacon({ path: `/${'x'.repeat(2000)}`, js: '1', lcp: '900' }), 413],
    ] as const) {
      const res = await shopper.submit('/field-speed', FORM, body)
      expect(res.status).toBe(status)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    }
    expect((await kept()).length).toBe(before)
  })

  it('refuses a beacon from another site (403) and a GET (405)', async () => {
    const before = (await kept()).length
    const res = await stack.shop.fetch('demo', '/field-speed', {
      method: 'POST',
      headers: { 'Content-Type': FORM, Origin: 'https://evil.example', 'User-Agent': BROWSER_UA },
      body: 'path=%2F&js=1&lcp=900',
    })
    expect(res.status).toBe(403)
    expect((await stack.shop.fetch('demo', '/field-speed')).status).toBe(405)
    expect((await kept()).length).toBe(before)
  })

  it('stops one visitor’s flood with 429 and Retry-After, while the shoppers beside it are still heard', async () => {
    const flooder = await shopperOf()
    const neighbour = await shopperOf()
    neighbour.address = flooder.address
    const view = beacon({ path: '/', js: '1', lcp: '1200' })
    const answers = []
    for (let i = 0; i <= RATE_LIMITS.fieldSpeed.perVisitor; i++)
      answers.push((await flooder.submit('/field-speed', FORM, view)).status)
    expect(answers.filter((status) => status === 204)).toHaveLength(RATE_LIMITS.fieldSpeed.perVisitor)
    const refused = await flooder.submit('/field-speed', FORM, view)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await neighbour.submit('/field-speed', FORM, view)).status).toBe(204)
  })
})

/**
 * The Worker target (wrangler.worker.toml, worker/index.ts; docs/operations.md) as `wrangler deploy` bundles it,
 * with public/ as its static assets: the files Pages would serve come from the assets with public/_headers, a
 * shop's pages are rendered in both languages, an anonymous page comes from the edge cache with a nonce of its
 * own on each answer, a shopper with a cart has their own page, and a cross-site form is refused.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { Shopper } from '../support/shopper'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'
import '../support/no-console-error'
import { cartCount } from '../support/page'

let api: DemoApi
let shop: Storefront

beforeAll(async () => {
  api = await startDemoApi()
  shop = await startStorefront({ apiUrl: api.url, target: 'worker' })
  await warmUp(shop)
})
afterAll(async () => {
  await shop?.dispose()
  await api?.dispose()
})

const cacheOf = (res: Response) => res.headers.get('server-timing')?.match(/cache;desc=(\w+)/)?.[1]
const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
  return { res, html: await res.text() }
}

/** The page asked until an answer comes from the cache (a miss stores the page after answering), up to 30 s. */
async function fromCache(path: string) {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const answer = await page(path)
    if (cacheOf(answer.res) === 'hit') return answer
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} never came from the cache`)
}

describe('the Worker target', () => {
  it('serves public/ as static assets, with the headers of public/_headers', async () => {
    const theme = await shop.fetch('demo', '/themes/default.css')
    expect(theme.status).toBe(200)
    expect(theme.headers.get('content-type')).toMatch(/^text\/css/)
    expect(theme.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(theme.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await theme.text()).toBe(readFileSync('public/themes/default.css', 'utf8'))
  })

  it("renders a shop's pages in French and in English", async () => {
    const home = await page('/')
    expect(home.res.status).toBe(200)
    expect(home.html).toContain('<html lang="fr"')
    expect(home.html).toContain('<title>Boutique Démo')
    const english = await page('/en/cart')
    expect(english.res.status).toBe(200)
    expect(english.html).toContain('<html lang="en"')
  })

  it('answers an anonymous page from the cache, with a nonce of its own on each answer', async () => {
    const first = await fromCache('/categories')
    const second = await fromCache('/categories')
    expect(nonceOf(first.res)).toBeTruthy()
    expect(nonceOf(second.res)).not.toBe(nonceOf(first.res))
    for (const { res, html } of [first, second]) {
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
      expect([...nonces]).toEqual([nonceOf(res)])
    }
  })

  it("gives a shopper with a cart the cache's page with their own count", async () => {
    await fromCache('/')
    const shopper = new Shopper(shop, 'demo')
    const added = await shopper.post('/cart', { intent: 'add', produitId: 1004, quantity: 2, redirectTo: '/' })
    expect(added.status).toBe(303)
    const home = await shopper.get('/')
    expect(cacheOf(home.res)).toBe('hit')
    expect(cartCount(home.html)).toBe(2)
  })

  it('refuses a form posted from another site', async () => {
    const res = await shop.fetch('demo', '/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=x&email=x%40example.cm&message=hello',
    })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(fr.security.crossOrigin)
  })
})

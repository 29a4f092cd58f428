/**
 * Pages from the edge cache: a hit after a miss, each answer with its own CSP nonce and one-time keys, a visitor
 * with a cart, a login or a message shown once served the shared page with their own parts filled in and nothing
 * of theirs given to another, a form's answer never from the cache, no cookie stored, a
 * page past its TTL served stale while it is rendered again and one past its stale window rendered anew, the
 * purge, and `Server-Timing` and the request log on every answer.
 */
import { markup } from '../support/markup'
import { cartCount, readPage } from '../support/page'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { Response as MiniflareResponse } from 'miniflare'
import { CacheStrategy, FRESHNESS_NOTE, STORED_AT } from '../../app/server/edge-cache/store.server'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { cookiesBesidesVisitor, Shopper } from '../support/shopper'
import { ageStoredPage, BUILD_VERSION, storedPageKey } from '../support/stored-pages'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'
import '../support/no-console-error'

const PURGE_SECRET = 'purge-secret-for-the-tests-0123'
/** The build's version (its `assets.version`), which `remix build` also writes here. */
const PRODUCT = '/products/micro-ondes-25-l'
const MICRO_ONDES = 1004

let api: DemoApi
let shop: Storefront
let output = ''

beforeAll(async () => {
  api = await startDemoApi()
  shop = await startStorefront({
    apiUrl: api.url,
    env: { CACHE_PURGE_SECRET: PURGE_SECRET },
    onLog: (text) => void (output += text),
  })
  await warmUp(shop)
})
afterAll(async () => {
  await shop?.dispose()
  await api?.dispose()
})

async function get(label: string, path: string, headers: Record<string, string> = {}) {
  const res = await shop.fetch(label, path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
  return { res, html: await res.text(), cache: cacheStatus(res) }
}

function cacheStatus(res: Response): string | undefined {
  return res.headers.get('server-timing')?.match(/cache;desc=(\w+)/)?.[1]
}

/**
 * The page once it is stored: asked until an answer comes from the cache (the miss stores it after its answer),
 * for up to 30 s (a render on a busy machine). `before`: the cache status of each answer before that one.
 */
async function hit(label: string, path: string, headers: Record<string, string> = {}) {
  const before: (string | undefined)[] = []
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const page = await get(label, path, headers)
    if (page.cache === 'hit') return { ...page, before }
    before.push(page.cache)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} never came from the cache (${before.join(', ')})`)
}

/** The key under which a browser's anonymous page of `path` is stored, by this build or another one. */
const storedKey = (label: string, path: string, build = BUILD_VERSION) => storedPageKey(shop, label, path, build)

const nonceOf = (res: Response) => res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
const keyOf = (html: string) => html.match(/name="idempotencyKey" value="([^"]+)"/)?.[1]

describe('an anonymous visitor', () => {
  it('gets a page rendered on a miss, then the same page from the cache', async () => {
    const first = await get('mode', '/categories/robes')
    expect(first.res.status).toBe(200)
    expect(first.cache).toBe('miss')
    const again = await hit('mode', '/categories/robes')
    expect(again.res.status).toBe(200)
    const withoutPerAnswer = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/[0-9a-f-]{36}/g, '')
    expect(withoutPerAnswer(again.html)).toBe(withoutPerAnswer(first.html))
    expect(again.res.headers.get('cache-control')).toBe('private, no-cache')
    expect(again.res.headers.get('vary')).toContain('Save-Data')
    expect(again.res.headers.get('x-content-type-options')).toBe('nosniff')
    for (const note of [...FRESHNESS_NOTE, 'x-page-nonce', 'x-page-keys'])
      expect(again.res.headers.has(note)).toBe(false)
  })

  it('gets a fresh nonce on every hit, the one of its own CSP on every script, strict-dynamic kept', async () => {
    const stored = await hit('demo', '/categories')
    const next = await hit('demo', '/categories')
    const [a, b] = [nonceOf(stored.res), nonceOf(next.res)]
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
    for (const page of [stored, next]) {
      const nonce = nonceOf(page.res)!
      expect(page.res.headers.get('content-security-policy')).toContain("'strict-dynamic'")
      const scripts = page.html.match(/<script[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      // No other nonce anywhere in the page: not the render's, not another answer's.
      const nonces = new Set([...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
      expect([...nonces]).toEqual([nonce])
    }
    expect(next.html).not.toContain(a)
  })

  it("gets a product page whose add-to-cart key is its own, in the form and in the page's data", async () => {
    const one = await hit('demo', PRODUCT)
    const two = await hit('demo', PRODUCT)
    const [k1, k2] = [keyOf(one.html), keyOf(two.html)]
    expect(k1).toMatch(/^[0-9a-f-]{36}$/)
    expect(k2).toMatch(/^[0-9a-f-]{36}$/)
    expect(k1).not.toBe(k2)
    // The route data the scripts hydrate with carries the same key as the form.
    const data = (html: string) => (html.match(/<script[^>]*>[^<]*streamController[\s\S]*?<\/script>/g) ?? []).join('')
    expect(data(one.html)).toContain(k1)
    expect(data(two.html)).toContain(k2)
    expect(two.html).not.toContain(k1)
  })

  it('gets the pop-up once with its cookie set by each answer, and the stored page holds no cookie', async () => {
    const path = '/blog'
    const first = await hit('demo', path)
    expect(first.html).toContain('class="popup')
    expect(cookiesBesidesVisitor(first.res)).toEqual(['__popup=s; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly'])
    const seen = await hit('demo', path, { Cookie: '__popup=s' })
    expect(seen.html).not.toContain('class="popup')
    expect(cookiesBesidesVisitor(seen.res)).toEqual([])

    const caches = await shop.mf.getCaches()
    const stored = await caches.default.match(storedKey('demo', path))
    expect(stored?.status).toBe(200)
    expect(stored?.headers.get('set-cookie')).toBeNull()
    await stored?.arrayBuffer()
  })

  it('gets the data-saver page, without scripts, from its own entry', async () => {
    await hit('nuit', '/')
    const lite = await hit('nuit', '/', { 'Save-Data': 'on' })
    expect(lite.html).not.toMatch(/<script/i)
    const full = await hit('nuit', '/')
    expect(full.html).toMatch(/<script/i)
  })
})

describe('freshness', () => {
  const OLD_COPY = '<!-- the copy stored before -->'

  /** Stores the page kept for `path` again, marked, as if it had been stored `seconds` ago (its stored-at note). */
  const age = (label: string, path: string, seconds: number) =>
    ageStoredPage(shop, label, path, seconds, (html) => html.replace('</body>', `${OLD_COPY}</body>`))

  it('serves a page past its TTL as stored while one request renders it again, then the new one', async () => {
    const path = '/categories'
    await hit('minimal', path)
    await age('minimal', path, CacheStrategy.page.ttl + 5)
    const stale = await get('minimal', path)
    expect(stale.res.status).toBe(200)
    expect(stale.cache).toBe('stale')
    expect(stale.html).toContain(OLD_COPY)
    expect(stale.html).toContain(`nonce="${nonceOf(stale.res)}"`)
    // Until the page rendered again is stored, every visitor gets the stored one at once: none waits for a render.
    const fresh = await hit('minimal', path)
    expect(fresh.before.every((cache) => cache === 'stale')).toBe(true)
    expect(fresh.html).not.toContain(OLD_COPY)
  })

  it('never gives a page stored by another build, whose scripts and styles a new deployment no longer serves', async () => {
    const path = '/policy/refund'
    const caches = await shop.mf.getCaches()
    const older = `<html><body>${OLD_COPY}<link rel="stylesheet" href="/build/_assets/gone.css"></body></html>`
    await caches.default.put(
      storedKey('nuit', path, 'an-earlier-build'),
      new MiniflareResponse(older, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', [STORED_AT]: String(Date.now()) },
      }),
    )
    const page = await get('nuit', path)
    expect(page.cache).toBe('miss')
    expect(page.html).not.toContain(OLD_COPY)
    expect((await hit('nuit', path)).html).not.toContain(OLD_COPY)
  })

  it('renders a page anew once it is past its TTL and its stale window', async () => {
    const path = '/blog'
    await hit('minimal', path)
    await age('minimal', path, CacheStrategy.page.ttl + CacheStrategy.page.staleWhileRevalidate + 5)
    const expired = await get('minimal', path)
    expect(expired.res.status).toBe(200)
    expect(expired.cache).toBe('miss')
    expect(expired.html).not.toContain(OLD_COPY)
    expect((await hit('minimal', path)).html).not.toContain(OLD_COPY)
  })
})

describe('a visitor of their own', () => {
  /** The visitor's parts the page carries for its scripts (`<html data-visitor>`), read as the browser reads them. */
  const partsOf = (html: string) => {
    const value = html.replace(/&quot;/g, '"').match(/<html[^>]* data-visitor="(\{.*?\})"(?=[\s>])/)?.[1]
    return value === undefined ? null : (JSON.parse(value) as Record<string, unknown>)
  }

  /** The shopper's page once it is stored: asked until it comes from the cache (each ask is a page they see). */
  async function shopperHit(shopper: Shopper, path: string) {
    for (let i = 0; i < 100; i++) {
      const page = await shopper.get(path)
      if (cacheStatus(page.res) === 'hit') return page
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`${path} never came from the cache`)
  }

  it('with a cart: the cached page, their own count filled in; another visitor sees theirs, an anonymous one neither', async () => {
    const path = '/search?q=micro'
    await hit('demo', path)
    const one = new Shopper(shop, 'demo')
    const two = new Shopper(shop, 'demo')
    await one.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 2, redirectTo: '/' })
    await two.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 5, redirectTo: '/' })
    const [a, b] = [await shopperHit(one, path), await shopperHit(two, path)]
    expect(cartCount(a.html)).toBe(2)
    expect(a.html).toContain('2 article(s)')
    expect(a.html).not.toContain('5 article(s)')
    expect(cartCount(b.html)).toBe(5)
    expect(b.html).not.toContain('2 article(s)')
    expect(partsOf(a.html)).toMatchObject({ cartCount: 2, customer: null })
    expect(partsOf(b.html)).toMatchObject({ cartCount: 5 })
    // Each answer its own nonce, on every script of the page.
    const nonces = [nonceOf(a.res), nonceOf(b.res)]
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [page, nonce] of [
      [a, nonces[0]],
      [b, nonces[1]],
    ] as const) {
      const all = new Set([...page.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))
      expect([...all]).toEqual([nonce])
    }
    expect(a.res.headers.get('cache-control')).toBe('private, no-cache')
    const anonymous = await hit('demo', path)
    expect(cartCount(anonymous.html)).toBe(0)
    expect(anonymous.html).not.toMatch(/[25] article\(s\)/)
    expect(partsOf(anonymous.html)).toBeNull()
    // The stored page holds nobody's count.
    const stored = await (await shop.mf.getCaches()).default.match(storedKey('demo', path))
    expect(cartCount((await stored?.text()) ?? '')).toBe(0)
  })

  it('signed in: the cached page names them and links to their account, kept by no cache; nobody else gets their name', async () => {
    const customer = new Shopper(shop, 'demo')
    const login = await customer.post('/login', { email: 'client@demo.test', password: 'Client-2026!' })
    expect(login.status).toBe(303)
    await hit('demo', '/categories')
    const page = await shopperHit(customer, '/categories')
    expect(page.res.headers.get('cache-control')).toBe('private, no-store')
    // The header's account link names her and leads to her account.
    expect(readPage(page.html).get('link', 'Awa')?.attributes.href).toBe('/customer')
    expect(partsOf(page.html)).toMatchObject({ customer: { prenom: 'Awa' } })
    const english = await shopperHit(customer, '/en/categories')
    expect(readPage(english.html).get('link', 'Awa')?.attributes.href).toBe('/en/customer')
    const anonymous = await hit('demo', '/categories')
    expect(anonymous.html).not.toContain('Awa')
    expect(readPage(anonymous.html).get('link', fr.nav.account)?.attributes.href).toMatch(/^\/login\?/)
    expect(markup(anonymous.html)).not.toContain(fr.account.logout)
  })

  it('a toast and the newsletter answer are shown once, on a cached page, and the session written back', async () => {
    // A visitor who closed the pop-up: every page below is the same stored one.
    await hit('demo', '/blog', { Cookie: '__popup=s' })
    const shopper = new Shopper(shop, 'demo')
    shopper.cookies.set('__popup', 's')
    const added = await shopper.post('/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 1,
      redirectTo: '/blog',
    })
    expect(added.status).toBe(303)
    const once = await shopper.get('/blog')
    expect(cacheStatus(once.res)).toBe('hit')
    expect(readPage(once.html).messages()).toEqual(['1 x Micro-ondes 25 L ajouté(s) au panier\u202f!'])
    expect(partsOf(once.html)).toMatchObject({ toast: { type: 'success' } })
    expect(once.res.headers.getSetCookie().some((line) => line.startsWith('__session='))).toBe(true)
    const again = await shopper.get('/blog')
    expect(cacheStatus(again.res)).toBe('hit')
    expect(readPage(again.html).messages()).toEqual([])
    expect(cartCount(again.html)).toBe(1)

    const refused = await shopper.post('/newsletter', { email: 'pas-une-adresse', redirectTo: '/blog' })
    expect(refused.status).toBe(303)
    const answered = await shopper.get('/blog')
    expect(cacheStatus(answered.res)).toBe('hit')
    // The message below the field, which keeps what was typed and is read as invalid, described by the message.
    const page = readPage(answered.html)
    const alert = page.all('alert').at(-1)
    expect(alert?.text).toBe(fr.newsletter.invalid)
    const field = page.all('textbox').find((input) => input.attributes.name === 'email')
    expect(field?.attributes).toMatchObject({
      value: 'pas-une-adresse',
      'aria-invalid': 'true',
      'aria-describedby': alert?.attributes.id,
    })
    expect(readPage((await shopper.get('/blog')).html).messages()).toEqual([])
  })

  it('a refused session cookie is no visitor: the shared page as it is', async () => {
    await hit('demo', '/policy/about')
    const page = await get('demo', '/policy/about', { Cookie: '__session=not-a-sealed-session' })
    expect(page.cache).toBe('hit')
    expect(partsOf(page.html)).toBeNull()
    expect(cartCount(page.html)).toBe(0)
  })

  it('posting a form: the answer is never from the cache', async () => {
    const shopper = new Shopper(shop, 'demo')
    const posted = await shopper.post('/newsletter', { email: `cache.${Date.now()}@demo.test`, redirectTo: '/blog' })
    expect(posted.status).toBe(303)
    expect(cacheStatus(posted.res)).toBe('bypass')
  })
})

describe('purge', () => {
  const purge = (authorization?: string) =>
    shop.fetch('marche', '/__cache/purge', {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    })

  it('refuses a wrong secret, then forgets the shop’s pages with the right one', async () => {
    await hit('marche', '/categories')
    const refused = await purge('Bearer not-the-secret-at-all-000')
    expect(refused.status).toBe(401)
    expect(cacheStatus(await shop.fetch('marche', '/categories', { headers: { 'User-Agent': BROWSER_UA } }))).toBe(
      'hit',
    )
    expect((await purge()).status).toBe(401)
    const done = await purge(`Bearer ${PURGE_SECRET}`)
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ ok: true, host: 'marche.localhost' })
    const after = await get('marche', '/categories')
    expect(after.cache).toBe('miss')
    await hit('marche', '/categories')
    // Another shop's pages stay.
    await hit('nuit', '/categories')
    await purge(`Bearer ${PURGE_SECRET}`)
    expect((await get('nuit', '/categories')).cache).toBe('hit')
  })

  it('takes POST only, and its secret never in the URL', async () => {
    expect((await shop.fetch('marche', `/__cache/purge?secret=${PURGE_SECRET}`, { method: 'POST' })).status).toBe(401)
    expect((await shop.fetch('marche', '/__cache/purge')).status).toBe(405)
  })
})

describe('what an operator sees', () => {
  it('Server-Timing on every answer: cache status and render time', async () => {
    const answers = [
      (await get('demo', '/policy/about')).res,
      (await hit('demo', '/policy/about')).res,
      (await new Shopper(shop, 'demo').get('/cart')).res,
      (await get('demo', '/page-that-does-not-exist')).res,
    ]
    for (const res of answers) expect(res.headers.get('server-timing')).toMatch(/^cache;desc=\w+, render;dur=\d/)
    expect(cacheStatus(answers[1]!)).toBe('hit')
    expect(cacheStatus(answers[2]!)).toBe('bypass')
  })

  it('one JSON line per request: shop, route, status, cache status, platform calls and render time', async () => {
    await hit('demo', '/blog')
    const mark = output.length
    await get('demo', '/blog')
    await get('demo', '/cart')
    const lines = () =>
      output
        .slice(mark)
        .split('\n')
        .filter((line) => line.startsWith('{"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    await expect.poll(() => lines().length).toBe(2)
    expect(lines()[0]).toMatchObject({
      request: 'GET /blog',
      shop: 'demo.localhost',
      route: 'blog',
      status: 200,
      cache: 'hit',
      platformCalls: 0,
    })
    expect(lines()[1]).toMatchObject({ route: 'other', cache: 'bypass', reason: 'route' })
    expect(lines()[1]!.platformCalls).toEqual(expect.any(Number))
    expect(lines()[1]!.renderMs).toEqual(expect.any(Number))
  })
})

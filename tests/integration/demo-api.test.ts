import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShopData as ShopAnswer } from '../../demo-api/src/shops'
import { startDemoApi, type DemoApi } from '../support/demo-api'

const KEY = 'demo-public-key'
const SHOP_NOT_FOUND = 'Shop not found or not active for the given host.'

const SHOP_FIELDS = [
  'id',
  'nom',
  'description',
  'logo',
  'favicon',
  'devise',
  'couleur_primaire',
  'couleur_secondaire',
  'theme_customization',
  'reseaux_sociaux',
  'politiques',
  'faqs',
  'user_phone',
  'gtag',
  'facebook_pixel_id',
].sort()

function readJson<T>(response: Response): Promise<T> {
  return response.json() as Promise<T>
}

function shopOf(response: Promise<Response>): Promise<ShopAnswer> {
  return response.then((r) => readJson<ShopAnswer>(r))
}

interface CallOptions {
  host?: string | null
  key?: string | null
  method?: string
  body?: unknown
}

function caller(api: () => DemoApi) {
  return (path: string, { host = 'demo.localhost:8788', key = KEY, method = 'GET', body }: CallOptions = {}) => {
    const headers: Record<string, string> = {}
    if (host !== null) headers['X-Shop-Host'] = host
    if (key !== null) headers['Authorization'] = `Bearer ${key}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    return fetch(`${api().url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }
}

describe('demo API', () => {
  let api: DemoApi
  const call = caller(() => api)

  beforeAll(async () => {
    api = await startDemoApi()
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  it('answers the health check', async () => {
    const response = await fetch(`${api.url}/health`)
    expect(response.status).toBe(200)
    expect(await readJson<unknown>(response)).toEqual({ ok: true })
  })

  it('gives the demo shop data with exactly the spec fields', async () => {
    const response = await call('/api/v2/store/shop-data?subdomain=demo')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const shop = await readJson<ShopAnswer>(response)
    expect(Object.keys(shop).sort()).toEqual(SHOP_FIELDS)
    expect(shop).toMatchObject({
      nom: 'Boutique Démo',
      devise: 'XAF',
      user_phone: '690 12 34 56',
      gtag: null,
      facebook_pixel_id: null,
      logo: `${api.url}/images/logo/demo.jpg`,
      favicon: `${api.url}/images/favicon/demo.svg`,
    })
    expect(typeof shop.id).toBe('number')
    expect(shop.couleur_primaire).toMatch(/^#[0-9a-f]{6}$/i)
    expect(shop.theme_customization).toMatchObject({ header_bg: '#1f2937', button_radius: '8px' })
    expect(Object.keys(shop.reseaux_sociaux).sort()).toEqual([
      'facebook_url',
      'instagram_url',
      'tiktok_url',
      'x_url',
      'youtube_url',
    ])
    for (const policy of ['apropos', 'remboursement', 'retour'] as const) {
      expect(shop.politiques[policy]).toMatch(/<h2>[\s\S]*<p>[\s\S]*<ul>[\s\S]*<a href=/)
    }
    expect(shop.faqs.length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(shop.faqs[0] ?? {}).sort()).toEqual(['answer', 'question'])
  })

  it('gives the clothing shop with its currency, analytics and pixel ids', async () => {
    const response = await call('/api/v2/store/shop-data?subdomain=mode', { host: 'Mode.example.cm.:443' })
    expect(response.status).toBe(200)
    const shop = await readJson<ShopAnswer>(response)
    expect(shop).toMatchObject({
      nom: 'Mode Akwa',
      devise: 'FCFA',
      gtag: 'G-DEMO12345',
      facebook_pixel_id: '123456789012345',
      user_phone: '+237 677 88 99 00',
    })
    expect(shop.politiques.remboursement).toBeNull()
    expect(shop.politiques.apropos).toContain('<h2>')
  })

  it('keeps the hostile customisation value of the market shop for the storefront to drop', async () => {
    const shop = await shopOf(call('/api/v2/store/shop-data?subdomain=marche', { host: 'marche.localhost' }))
    expect(Object.values(shop.theme_customization)).toContain('red;}body{display:none')
    expect(shop.politiques).toEqual({ apropos: null, remboursement: null, retour: null })
  })

  it('gives the theme settings of each shop', async () => {
    const settings = async (host: string) => readJson<unknown>(await call('/api/v2/shop/settings', { host }))
    expect(await settings('demo.localhost')).toEqual({ themeName: 'default', themeFile: 'default.css' })
    expect(await settings('mode.localhost')).toEqual({ themeName: 'clothing', themeFile: 'clothing.css' })
    expect(await settings('nuit.localhost')).toEqual({ themeName: 'dark', themeFile: 'dark.css' })
    expect(await settings('marche.localhost')).toEqual({ themeName: 'jardin', themeFile: 'jardin.css' })
  })

  it.each([
    ['an inactive shop', '/api/v2/store/shop-data?subdomain=ferme', { host: 'ferme.localhost' }],
    ['an inactive shop (settings)', '/api/v2/shop/settings', { host: 'ferme.localhost' }],
    ['an unknown shop', '/api/v2/store/shop-data?subdomain=inconnue', { host: 'inconnue.localhost' }],
    ['a wrong key', '/api/v2/store/shop-data?subdomain=demo', { key: 'mauvaise-cle' }],
    ['no key', '/api/v2/shop/settings', { key: null }],
    ['no shop host', '/api/v2/shop/settings', { host: null }],
    ['a subdomain that is not the host', '/api/v2/store/shop-data?subdomain=mode', {}],
  ] as const)('answers 401 for %s', async (_name, path, options) => {
    const response = await call(path, options)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await readJson<unknown>(response)).toEqual({ message: SHOP_NOT_FOUND })
  })

  it('answers 404 for an unknown route', async () => {
    const response = await call('/api/v2/nulle-part')
    expect(response.status).toBe(404)
    expect(await readJson<unknown>(response)).toEqual({ message: 'Route introuvable.' })
  })

  it('counts visits up and down, never below 0', async () => {
    const { id } = await shopOf(call('/api/v2/store/shop-data', { host: 'nuit.localhost' }))
    const visit = async (direction: string) => {
      const response = await call(`/api/v2/boutiques/${id}/visite`, {
        host: 'nuit.localhost',
        method: 'POST',
        body: { direction },
      })
      expect(response.status).toBe(200)
      return (await readJson<{ visites: number }>(response)).visites
    }
    expect(await visit('increment')).toBe(1)
    expect(await visit('increment')).toBe(2)
    expect(await visit('decrement')).toBe(1)
    expect(await visit('decrement')).toBe(0)
    expect(await visit('decrement')).toBe(0)
    expect(await visit('increment')).toBe(1)
  })

  it('starts a new counter at 0 when the first beacon is a decrement', async () => {
    const { id } = await shopOf(call('/api/v2/store/shop-data', { host: 'marche.localhost' }))
    const response = await call(`/api/v2/boutiques/${id}/visite`, {
      host: 'marche.localhost',
      method: 'POST',
      body: { direction: 'decrement' },
    })
    expect(await readJson<unknown>(response)).toEqual({ visites: 0 })
  })

  it.each([{ direction: 'sideways' }, {}, 'pas du json'])('answers 400 to the visit body %j', async (body) => {
    const { id } = await shopOf(call('/api/v2/store/shop-data'))
    const response = await call(`/api/v2/boutiques/${id}/visite`, { method: 'POST', body })
    expect(response.status).toBe(400)
    const answer = await readJson<{ message: unknown }>(response)
    expect(typeof answer.message).toBe('string')
    expect(String(answer.message).length).toBeGreaterThan(0)
  })

  it("answers 404 to a visit for another shop's id", async () => {
    const { id } = await shopOf(call('/api/v2/store/shop-data', { host: 'mode.localhost' }))
    const response = await call(`/api/v2/boutiques/${id}/visite`, {
      host: 'demo.localhost',
      method: 'POST',
      body: { direction: 'increment' },
    })
    expect(response.status).toBe(404)
  })

  it('serves the favicon as a cacheable SVG, the same picture for the same path', async () => {
    const { favicon } = await shopOf(call('/api/v2/store/shop-data'))
    if (favicon === null) throw new Error('the demo shop has no favicon')
    const first = await fetch(favicon)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400')
    const svg = await first.text()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
    expect(await (await fetch(favicon)).text()).toBe(svg)
    expect(await (await fetch(`${api.url}/images/favicon/mode.svg`)).text()).not.toBe(svg)
  })

  it('answers 404 to an image path it does not serve', async () => {
    for (const path of ['/images/logo/demo.png', '/images/odd/nothing.jpg', '/images/unknown/demo.jpg'])
      expect((await fetch(`${api.url}${path}`)).status, path).toBe(404)
  })

  it('seeds once: a second health check adds no rows', async () => {
    const before = (await shopOf(call('/api/v2/store/shop-data'))).faqs.length
    await fetch(`${api.url}/health`)
    const after = (await shopOf(call('/api/v2/store/shop-data'))).faqs.length
    expect(after).toBe(before)
  })

  it('answers HEAD like GET, without a body', async () => {
    for (const [path, options] of [
      ['/api/v2/shop/settings', {}],
      ['/api/v2/produits/slug/inconnu', {}],
      ['/api/v2/shop/settings', { key: 'mauvaise-cle' }],
      ['/api/v2/nulle-part', {}],
      ['/images/favicon/demo.svg', {}],
      ['/health', {}],
    ] as const) {
      const get = await call(path, options)
      const head = await call(path, { ...options, method: 'HEAD' })
      expect({ path, status: head.status, type: head.headers.get('content-type') }).toEqual({
        path,
        status: get.status,
        type: get.headers.get('content-type'),
      })
      expect(await head.text()).toBe('')
    }
  })

  it('ignores trailing and repeated slashes', async () => {
    const settings = await readJson<unknown>(await call('/api/v2/shop/settings'))
    for (const path of ['/api/v2/shop/settings/', '/api/v2//shop//settings', '/api/v2///shop/settings//']) {
      const response = await call(path)
      expect(response.status, path).toBe(200)
      expect(await readJson<unknown>(response)).toEqual(settings)
    }
    const logo = await (await fetch(`${api.url}/images/logo/demo.svg`)).text()
    expect(await (await fetch(`${api.url}/images//logo//demo.svg/`)).text()).toBe(logo)
    expect((await fetch(`${api.url}/health/`)).status).toBe(200)
  })

  it('answers 404 to an unknown route or method before checking the caller', async () => {
    for (const [path, options] of [
      ['/api/v2/nulle-part', { key: null, host: null }],
      ['/api/v2', {}],
      ['/api/v2/', {}],
      ['/api/v2/shop/settings', { method: 'DELETE' }],
      ['/api/v2/cart/items', { method: 'GET' }],
      ['/api/v2/store/shop-data/demo', {}],
      ['/api/v2x/shop/settings', {}],
      ['/provider/payments', { method: 'GET' }],
      ['/nulle-part', {}],
      ['/', {}],
    ] as const) {
      const response = await call(path, options)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await readJson<unknown>(response)).toEqual({ message: 'Route introuvable.' })
    }
  })

  it('decodes path parameters, and answers 404 to one that does not decode', async () => {
    const encodedSlash = await call('/api/v2/categories/slug/electromenager%2Fx')
    expect(encodedSlash.status).toBe(404)
    expect(await readJson<unknown>(encodedSlash)).toEqual({ message: 'Catégorie introuvable.' })
    const encoded = await call('/api/v2/categories/slug/%65lectromenager')
    expect(encoded.status).toBe(200)
    expect(await readJson<unknown>(encoded)).toMatchObject({ slug: 'electromenager' })
    for (const path of [
      '/api/v2/produits/slug/%E0',
      '/api/v2/categories/slug/robe%ZZ/products',
      '/api/v2/shipping/zones/CM/Yaound%C3',
      '/provider/pay/trx_%E0',
    ]) {
      const response = await call(path)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(await readJson<unknown>(response)).toEqual({ message: 'Route introuvable.' })
    }
  })
})

describe('demo API with LATENCY_MS', () => {
  const LATENCY = 300
  let api: DemoApi
  const call = caller(() => api)

  beforeAll(async () => {
    api = await startDemoApi({ latencyMs: LATENCY })
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  it('delays every answer by at least the latency', async () => {
    for (const request of [() => fetch(`${api.url}/health`), () => call('/api/v2/shop/settings')]) {
      const started = performance.now()
      const response = await request()
      await response.arrayBuffer()
      expect(response.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY)
    }
  })
})

describe('demo API without its migrations', () => {
  let api: DemoApi
  const call = caller(() => api)

  beforeAll(async () => {
    api = await startDemoApi({ migrations: false })
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  it('answers 503 with the command to run, logs the cause, and 404 to an unknown route', async () => {
    // The operator's log names the cause; the setup's spy would fail the test on it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/health', '/api/v2/shop/settings']) {
      const response = await call(path)
      expect({ path, status: response.status }).toEqual({ path, status: 503 })
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await readJson<unknown>(response)).toEqual({
        message:
          'Base de données non initialisée : appliquez les migrations (npx wrangler d1 migrations apply DB --local --config demo-api/wrangler.toml).',
      })
    }
    expect((await call('/api/v2/nulle-part')).status).toBe(404)
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^demo-api: .*no such table: seed_meta/)),
    )
  })
})

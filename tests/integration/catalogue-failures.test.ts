import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { cookiesBesidesVisitor } from '../support/shopper'
import { BROWSER_UA } from '../support/storefront'
import { fakeStack } from '../support/stack'

const stack = fakeStack()

const page = async (label: string, path: string, ua = BROWSER_UA) => {
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': ua } })
  return { status: res.status, html: (await res.text()).replace(/&#x27;/g, "'") }
}

describe('catalogue calls that fail', () => {
  it.each([
    ['/', 502, fr.home.loadError],
    ['/categories', 502, fr.catalogue.collectionsError],
    ['/categories/temoin', 502, fr.catalogue.categoryError],
    ['/products/produit-temoin', 502, fr.product.cannotLoad],
    ['/search?q=robe', 200, fr.search.error],
  ])('%s shows its error text (status %i) inside the shop layout', async (path, status, text) => {
    const result = await page('badcatalogue', path)
    expect(result.status).toBe(status)
    expect(result.html).toContain(text)
    expect(result.html).toContain('Boutique badcatalogue')
  })

  it("shows the spec's French texts on a failed product page, never the platform's own message", async () => {
    const result = await page('badcatalogue', '/products/produit-temoin')
    expect(result.html).toContain(fr.product.loadError)
    expect(result.html).not.toContain('Catalogue indisponible') // the fake platform's message
  })
})

describe('search', () => {
  it('makes no call for an empty query', async () => {
    const { status, html } = await page('alpha', '/search?q=')
    expect(status).toBe(200)
    expect(html).toContain(fr.search.prompt)
    expect(stack.api.calls('alpha', '/api/v2/products/search')).toBe(0)
    await page('alpha', '/search?q=%20%20')
    expect(stack.api.calls('alpha', '/api/v2/products/search')).toBe(0)
    await page('alpha', '/search?q=robe')
    expect(stack.api.calls('alpha', '/api/v2/products/search')).toBe(1)
  })
})

describe('streaming', () => {
  it('sends the page head and shell before a category’s slow products, then the products in the same response', async () => {
    await page('slowhome', '/categories') // the shop itself is cached: only the products are slow
    const started = performance.now()
    // identity: Miniflare's local gzip would hold the stream back (Cloudflare's edge does not).
    const res = await stack.shop.mf.dispatchFetch(`${stack.shop.origin('slowhome')}/categories/temoin`, {
      headers: { 'User-Agent': BROWSER_UA, 'Accept-Encoding': 'identity' },
    })
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let early = '' // what reached the browser before the home answer could have
    let html = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const text = decoder.decode(chunk.value, { stream: true })
      if (performance.now() - started < 1200) early += text
      html += text
    }
    expect(early).toContain('<title>Témoin - Boutique slowhome</title>')
    expect(early).toContain('class="header')
    expect(early).toContain('aria-busy="true"')
    expect(early).not.toContain('Produit témoin')
    expect(performance.now() - started).toBeGreaterThan(1400)
    expect(html).toContain('Produit témoin')
  })

  it('gives crawlers the whole page at once', async () => {
    const { html } = await page(
      'slowhome',
      '/',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    )
    expect(html).toContain('Produit témoin')
    expect(html).not.toContain('aria-busy="true"')
  })

  it('sends browsers without scripts, once, to /no-js, which remembers them and sends them back', async () => {
    const streamed = await page('slowhome', '/search?q=robe')
    expect(streamed.html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/no-js?to=%2Fsearch%3Fq%3Drobe"/></noscript>',
    )

    const res = await stack.shop.fetch('slowhome', '/no-js?to=%2Fsearch%3Fq%3Drobe')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/search?q=robe')
    expect(cookiesBesidesVisitor(res)).toEqual(['__nojs=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly'])

    const whole = await stack.shop.fetch('slowhome', '/', { headers: { 'User-Agent': BROWSER_UA, Cookie: '__nojs=1' } })
    const html = await whole.text()
    expect(html).toContain('Produit témoin')
    expect(html).not.toContain('aria-busy="true"')
    expect(html).not.toContain('http-equiv="refresh"')
  })

  it('only sends /no-js back to this shop', async () => {
    for (const to of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await stack.shop.fetch('slowhome', `/no-js?to=${encodeURIComponent(to)}`)
      expect(res.headers.get('location')).toBe('/')
    }
  })

  it('gives crawlers no refresh', async () => {
    const { html } = await page(
      'slowhome',
      '/',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    )
    expect(html).not.toContain('http-equiv="refresh"')
  })
})

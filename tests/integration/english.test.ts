/**
 * English under /en: routing, the language's strings in the page's data, links that stay in English, the
 * language link and its cookie, the first visit to `/` and the page cache, hreflang and canonical links, and
 * both languages in the sitemaps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { enLayout } from '../../app/i18n/en/layout'
import { enHomeStrings } from '../../app/i18n/en/pages/home'
import { frHomeStrings } from '../../app/i18n/fr/pages/home'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { markup } from '../support/markup'
import { cookiesBesidesVisitor } from '../support/shopper'
import { BROWSER_UA, startStorefront, warmUp, type Storefront } from '../support/storefront'
import '../support/no-console-error'

let api: DemoApi
let shop: Storefront
let output = ''

beforeAll(async () => {
  api = await startDemoApi()
  shop = await startStorefront({ apiUrl: api.url, onLog: (text) => void (output += text) })
  await warmUp(shop)
})
afterAll(async () => {
  await shop?.dispose()
  await api?.dispose()
})

const ORIGIN = 'http://demo.localhost:8788'

async function get(path: string, headers: Record<string, string> = {}, label = 'demo') {
  const res = await shop.fetch(label, path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
  return { res, html: await res.text(), cache: res.headers.get('server-timing')?.match(/cache;desc=(\w+)/)?.[1] }
}

const langOf = (html: string) => html.match(/<html lang="([a-z-]+)"/)?.[1]

/** The local links, form actions and fetcher paths of a page's markup. */
function localTargets(html: string): string[] {
  return [...markup(html).matchAll(/\s(?:href|action)="(\/[^"/][^"]*|\/)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter(
      (target) =>
        !/^\/(build|themes|images|language|manifest\.webmanifest|scripts-after-paint|placeholder)/.test(target),
    )
}

describe('routing', () => {
  it('serves the English pages under /en, in English, with <html lang="en">', async () => {
    for (const path of ['/en', '/en/categories', '/en/products/congelateur-coffre-200-l', '/en/cart', '/en/blog']) {
      const { res, html } = await get(path)
      expect({ path, status: res.status }).toEqual({ path, status: 200 })
      expect(langOf(html)).toBe('en')
      expect(markup(html)).toContain(enLayout.nav.categories)
    }
    const cart = await get('/en/cart')
    expect(markup(cart.html)).toContain(enLayout.cart.title)
    expect(markup(cart.html)).not.toContain(fr.cart.title)
  })

  it('gives the data of a page in its language, the English home page’s (/en.data) too', async () => {
    // What the browser fetches when a link takes it to the page with JavaScript (single fetch).
    const pages: [path: string, title: string][] = [
      ['/en.data', enHomeStrings.home.categoriesTitle],
      ['/en/categories.data', enLayout.nav.categories],
      ['/_root.data', frHomeStrings.home.categoriesTitle],
    ]
    for (const [path, title] of pages) {
      const { res, html } = await get(path)
      expect({ path, status: res.status }).toEqual({ path, status: 200 })
      expect(html, path).toContain(title)
    }
    expect((await get('/en.data')).html).not.toContain(frHomeStrings.home.categoriesTitle)
  })

  it('answers 404 without asking the platform for a first segment in a language’s place that is not one', async () => {
    for (const path of ['/xx', '/xx/cart', '/de/products/congelateur-coffre-200-l', '/fr/cart']) {
      const before = output.length
      const { res, html } = await get(path)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
      expect(html).toContain('404')
      const line = output
        .slice(before)
        .split('\n')
        .find((l) => l.includes(`"request":"GET ${path}"`))
      expect(line && JSON.parse(line).platformCalls).toBe(0)
    }
  })

  it('answers an unknown English page with the 404 page in English', async () => {
    const { res, html } = await get('/en/nowhere/at-all')
    expect(res.status).toBe(404)
    expect(langOf(html)).toBe('en')
    expect(markup(html)).toContain(enLayout.notFound.message.replace(/'/g, '&#x27;'))
  })

  it('keeps every link and form of an English page in English', async () => {
    for (const path of ['/en', '/en/products/congelateur-coffre-200-l', '/en/cart', '/en/blog', '/en/login']) {
      const { html } = await get(path)
      const french = localTargets(html).filter(
        (target) =>
          target !== '/en' && !target.startsWith('/en/') && !target.startsWith('/en?') && !target.startsWith('/en#'),
      )
      expect({ path, french }).toEqual({ path, french: [] })
    }
  })
})

describe('hreflang and canonical links', () => {
  it('names the page in both languages and x-default, and its own address as canonical', async () => {
    const english = await get('/en/products/congelateur-coffre-200-l')
    const path = '/products/congelateur-coffre-200-l'
    expect(english.html).toContain(`<link rel="canonical" href="${ORIGIN}/en${path}"/>`)
    expect(english.html).toContain(`<link rel="alternate" hrefLang="fr" href="${ORIGIN}${path}"/>`)
    expect(english.html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en${path}"/>`)
    expect(english.html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${path}"/>`)
    const french = await get(path)
    expect(french.html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`)
    expect(french.html).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en${path}"/>`)
  })

  it('gives a page shared on social networks (og:url) and its structured data the address in its language', async () => {
    const path = '/products/congelateur-coffre-200-l'
    const english = await get(`/en${path}`)
    expect(english.html).toContain(`<meta property="og:url" content="${ORIGIN}/en${path}"/>`)
    expect(english.html).toContain(`"item":"${ORIGIN}/en${path}"`)
    expect(english.html).not.toContain(`"item":"${ORIGIN}${path}"`)
    const french = await get(path)
    expect(french.html).toContain(`<meta property="og:url" content="${ORIGIN}${path}"/>`)
    expect(french.html).toContain(`"item":"${ORIGIN}${path}"`)
  })
})

describe('the privacy page', () => {
  it('names the language choice and the recently viewed cookies, in each language', async () => {
    const french = markup((await get('/politique-de-confidentialite')).html)
    const english = markup((await get('/en/politique-de-confidentialite')).html)
    for (const name of ['__lang', '__recent']) {
      expect(french).toContain(`${name}\u202f:`)
      expect(english).toContain(`${name}:`)
    }
  })
})

describe('the language link', () => {
  it('links a French page to itself in English, and the other way round', async () => {
    const french = await get('/products/congelateur-coffre-200-l')
    expect(french.html).toContain(
      '<a class="header__language" href="/language?to=en&amp;path=%2Fproducts%2Fcongelateur-coffre-200-l" hrefLang="en" lang="en" rel="alternate">English</a>',
    )
    const english = await get('/en/cart')
    expect(english.html).toMatch(/href="\/language\?to=fr&amp;path=%2Fcart" hrefLang="fr" lang="fr"[^>]*>Français</)
  })

  it('remembers the choice in __lang (a year, HttpOnly, SameSite=Lax, Path=/, no Domain) and opens the page', async () => {
    const { res } = await get('/language?to=en&path=%2Fproducts%2Fcongelateur-coffre-200-l')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/products/congelateur-coffre-200-l')
    const [cookie = ''] = cookiesBesidesVisitor(res)
    expect(cookie).toMatch(/^__lang=en; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/)
    expect(cookie).not.toMatch(/Domain/i)
    const back = await get('/language?to=fr&path=%2Fen%2Fcart')
    expect(back.res.headers.get('location')).toBe('/cart')
  })

  it('goes only to a path of this shop, and refuses a language the shop does not have', async () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const { res } = await get(`/language?to=en&path=${encodeURIComponent(path)}`)
      expect({ path, location: res.headers.get('location') }).toEqual({ path, location: '/en' })
    }
    expect((await get('/language?to=de&path=%2F')).res.status).toBe(400)
  })
})

describe('a first visit to the home page and the page cache', () => {
  const english = { 'Accept-Language': 'en-GB,en;q=0.9' }

  it('(a) stays French for a visitor who followed the shop’s own link, and that page is stored', async () => {
    const { res, html } = await get('/', { ...english, Referer: `${ORIGIN}/en/cart` })
    expect(res.status).toBe(200)
    expect(langOf(html)).toBe('fr')
    // Asked again until it comes from the cache: the miss stores it after its answer.
    let cache: string | undefined
    for (let i = 0; i < 50 && cache !== 'hit'; i++) {
      ;({ cache } = await get('/', { ...english, Referer: `${ORIGIN}/` }))
      if (cache !== 'hit') await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(cache).toBe('hit')
  })

  it('(b) sends an English first visit to /en even with the French page stored, in an answer no cache keeps', async () => {
    const { res } = await get('/', english)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('(c) gives a French first visit the stored French page', async () => {
    const { res, html, cache } = await get('/', { 'Accept-Language': 'fr-CM,fr;q=0.9,en;q=0.8' })
    expect(res.status).toBe(200)
    expect(cache).toBe('hit')
    expect(langOf(html)).toBe('fr')
  })

  it('follows the remembered choice before the browser’s languages, and French when neither fits', async () => {
    expect((await get('/', { ...english, Cookie: '__lang=fr' })).res.status).toBe(200)
    expect((await get('/', { 'Accept-Language': 'fr', Cookie: '__lang=en' })).res.headers.get('location')).toBe('/en')
    const german = await get('/', { 'Accept-Language': 'de-DE,de;q=0.9' })
    expect(german.res.status).toBe(200)
    expect(langOf(german.html)).toBe('fr')
  })
})

describe('sitemaps', () => {
  it('list every page in both languages, each naming the other', async () => {
    const { res, html: xml } = await get('/sitemap/pages.xml')
    expect(res.status).toBe(200)
    expect(xml).toContain(`<loc>${ORIGIN}/categories</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/en/categories</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/en</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/blog"/>`)
  })
})

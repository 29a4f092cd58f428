/**
 * 'Vus récemment': product pages remember the last 8 products viewed in the `__recent` cookie (HttpOnly,
 * SameSite=Lax, Path=/, no Domain, a few hundred bytes at most); home and product pages list them, newest first,
 * never the page's own product; a tampered cookie is ignored. With the edge cache: home and product pages come
 * from it with the visitor's list filled in, and a product page from the cache sets the visitor's cookie.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { RECENT } from '../../app/visitor/recently-viewed'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { BROWSER_UA } from '../support/storefront'

const stack = demoStack()

interface Card {
  nom: string
  slug: string
}

/** The products of a shop's home page, as the stand-in platform gives them. */
async function products(shop: string): Promise<Card[]> {
  const res = await fetch(`${stack.api.url}/api/v2/home/?page=1&limit=6`, {
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${shop}.localhost` },
  })
  const home = (await res.json()) as { products_by_category: { products: Card[] }[] }
  return home.products_by_category.flatMap((c) => c.products)
}

/** The names 'Vus récemment' lists on a page, in order; null when the page has no such section. */
function listed(html: string): string[] | null {
  const section = html.match(/<section class="recently-viewed"[\s\S]*?<\/section>/)?.[0]
  if (!section) return null
  expect(section).toContain(fr.home.recentlyViewed)
  return [...section.matchAll(/class="card__name">([^<]*)</g)].map((m) => m[1]!)
}

const cacheStatus = (res: Response) => res.headers.get('server-timing')?.match(/cache;desc=(\w+)/)?.[1]
const recentCookie = (res: Response) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${RECENT.cookie}=`)) ?? null

describe('recently viewed', () => {
  it('a product page remembers its product in a small HttpOnly, SameSite=Lax cookie for the whole shop', async () => {
    const [first] = await products('demo')
    const { res } = await new Shopper(stack.shop, 'demo').get(`/products/${first!.slug}`)
    expect(res.status).toBe(200)
    expect(recentCookie(res)).toBe(
      `${RECENT.cookie}=${first!.slug}; Path=/; Max-Age=${RECENT.maxAge}; SameSite=Lax; HttpOnly`,
    )
  })

  it.each(['demo', 'mode', 'nuit', 'marche', 'minimal'])(
    '%s: home and product pages list the products viewed, newest first, never the page’s own',
    async (shop) => {
      const [a, b, c, d] = await products(shop)
      const shopper = new Shopper(stack.shop, shop)
      expect(listed((await shopper.get('/')).html)).toBeNull()
      expect(listed((await shopper.get(`/products/${a!.slug}`)).html)).toBeNull()
      await shopper.get(`/products/${b!.slug}`)
      await shopper.get(`/products/${c!.slug}`)
      expect(listed((await shopper.get(`/products/${d!.slug}`)).html)).toEqual([c!.nom, b!.nom, a!.nom])
      expect(listed((await shopper.get('/')).html)).toEqual([d!.nom, c!.nom, b!.nom, a!.nom])
      // Viewing one again moves it first.
      expect(listed((await shopper.get(`/products/${a!.slug}`)).html)).toEqual([d!.nom, c!.nom, b!.nom])
      expect(listed((await shopper.get('/')).html)![0]).toBe(a!.nom)
    },
  )

  it('keeps the last 8, within a few hundred bytes', async () => {
    const all = (await products('demo')).slice(0, 10)
    expect(all).toHaveLength(10)
    const shopper = new Shopper(stack.shop, 'demo')
    for (const p of all) await shopper.get(`/products/${p.slug}`)
    const value = shopper.cookies.get(RECENT.cookie)!
    expect(value.length).toBeLessThanOrEqual(RECENT.maxBytes)
    expect(value.split('.')).toHaveLength(8)
    const newest = all.slice(2).reverse()
    expect(listed((await shopper.get('/')).html)).toEqual(newest.map((p) => p.nom))
  })

  it.each([
    ['a path', '..%2F..%2Fadmin'],
    ['bad percent-encoding', 'abc%E0%A4%A'],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a huge value', 'x'.repeat(3000)],
    ['empty parts', '..'],
  ])('ignores a tampered cookie (%s): no list, and the cookie starts again', async (_, value) => {
    const [first] = await products('demo')
    const shopper = new Shopper(stack.shop, 'demo')
    shopper.cookies.set(RECENT.cookie, value)
    const home = await shopper.get('/')
    expect(home.status).toBe(200)
    expect(listed(home.html)).toBeNull()
    const page = await shopper.get(`/products/${first!.slug}`)
    expect(page.status).toBe(200)
    expect(listed(page.html)).toBeNull()
    expect(shopper.cookies.get(RECENT.cookie)).toBe(first!.slug)
  })

  it('leaves out a product the shop no longer has', async () => {
    const [first, second] = await products('demo')
    const shopper = new Shopper(stack.shop, 'demo')
    shopper.cookies.set(RECENT.cookie, `${first!.slug}.plus-en-vente.${second!.slug}`)
    expect(listed((await shopper.get('/')).html)).toEqual([first!.nom, second!.nom])
  })
})

describe('recently viewed and the edge cache', () => {
  async function get(path: string, cookie?: string) {
    const res = await stack.shop.fetch('mode', path, {
      headers: { 'User-Agent': BROWSER_UA, ...(cookie ? { Cookie: cookie } : {}) },
    })
    const html = (await res.text())
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
    return { res, html, cache: cacheStatus(res) }
  }

  /** Asked until an answer comes from the cache (a miss stores the page after its answer). */
  async function hit(path: string, cookie?: string) {
    for (let i = 0; i < 50; i++) {
      const page = await get(path, cookie)
      if (page.cache === 'hit') return page
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`${path} never came from the cache`)
  }

  it('a product page from the cache sets the cookie of its own product', async () => {
    const [, p] = await products('mode')
    const page = await hit(`/products/${p!.slug}`)
    expect(recentCookie(page.res)).toBe(
      `${RECENT.cookie}=${p!.slug}; Path=/; Max-Age=${RECENT.maxAge}; SameSite=Lax; HttpOnly`,
    )
    expect(listed(page.html)).toBeNull()
    // The same visitor reloading it, with only that product in the list, still gets the shared page.
    expect((await hit(`/products/${p!.slug}`, `${RECENT.cookie}=${p!.slug}`)).cache).toBe('hit')
  })

  it('home and product pages from the cache get the visitor’s list filled in, in the page’s language; nobody else gets it', async () => {
    const [a, b] = await products('mode')
    const cookie = `${RECENT.cookie}=${a!.slug}`
    await hit('/')
    await hit(`/products/${b!.slug}`)
    const home = await hit('/', cookie)
    expect(listed(home.html)).toEqual([a!.nom])
    expect(home.html).toContain(`href="/products/${a!.slug}"`)
    const product = await hit(`/products/${b!.slug}`, cookie)
    expect(listed(product.html)).toEqual([a!.nom])
    // Its own list, with this product first, is the cookie it sets.
    expect(recentCookie(product.res)).toBe(
      `${RECENT.cookie}=${b!.slug}.${a!.slug}; Path=/; Max-Age=${RECENT.maxAge}; SameSite=Lax; HttpOnly`,
    )
    // The page's data for a navigation in the browser is the visitor's own, never shared.
    const data = await get(`/products/${b!.slug}.data`, cookie)
    expect(data.cache).toBe('bypass')
    expect(data.html).toContain(JSON.stringify(a!.nom))
    const english = await hit('/en', cookie)
    expect(english.html).toContain(`href="/en/products/${a!.slug}"`)
    expect(english.html).toMatch(/<h2 id="recently-viewed">Recently viewed<\/h2>/)
    // Nobody else gets that visitor's list.
    expect(listed((await hit('/')).html)).toBeNull()
    expect(listed((await hit(`/products/${b!.slug}`)).html)).toBeNull()
  })
})

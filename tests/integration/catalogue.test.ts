import { beforeAll, describe, expect, it } from 'vitest'
import { markup } from '../support/markup'
import { pictureUrl } from '../../app/lib/images'
import { fr } from '../../app/i18n/fr'
import { frPrivacyPolicy as privacyPolicy } from '../../app/i18n/fr/privacy'
import { BROWSER_UA } from '../support/storefront'
import { demoStack } from '../support/stack'

const stack = demoStack()

/** The page as the shopper's browser gets it, with HTML entities of text decoded. */
const page = async (label: string, path: string, ua = BROWSER_UA) => {
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': ua } })
  const html = (await res.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
  return { status: res.status, html }
}
const apiGet = async <T>(label: string, path: string): Promise<T> => {
  const res = await fetch(`${stack.api.url}/api/v2${path}`, {
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${label}.localhost` },
  })
  return (await res.json()) as T
}
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown
    return Array.isArray(data) ? data : [data]
  }) as { '@type': string; [key: string]: unknown }[]
const count = (html: string, needle: string) => html.split(needle).length - 1
/** The radio input of a variant, if it is the checked one. */
const isChecked = (html: string, variantId: number) =>
  new RegExp(`<input type="radio" name="variantId"[^>]*checked=""[^>]*value="${variantId}"`).test(html)
const productLinks = (html: string) => new Set([...html.matchAll(/href="\/products\/([^"]+)"/g)].map((m) => m[1]))

describe('home', () => {
  // The stand-in's first answers come from a cold database: within the storefront's 2 s API timeout only
  // once warm, on a busy machine. The home page waits for the home answer as well as the shop's.
  beforeAll(async () => {
    await page('demo', '/categories')
  }, 60_000)

  it('shows the sliders, categories, trust badges, products per category and the FAQ', async () => {
    const { status, html } = await page('demo', '/')
    expect(status).toBe(200)
    expect(html).toContain('<title>Boutique Démo</title>')
    expect(html).toContain('id="slide-1"')
    expect(html).toContain('href="#slide-1"')
    expect(html).toContain('href="/categories/electromenager"')
    for (const key of ['delivery', 'payment', 'returns', 'support'] as const)
      expect(html).toContain(`<strong>${fr.home.badges[key]}</strong>`)
    expect(html).toContain(fr.home.badges.paymentBoth)
    expect(html).toContain('href="/policy/return"')
    expect(html).toContain('id="faq-section"')
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:8788/"/>')
  })

  it('promises only what the shop offers: nuit takes no cash on delivery', async () => {
    const { html } = await page('nuit', '/')
    const badges = html.match(/<ul class="badges">[\s\S]*?<\/ul>/)?.[0] ?? ''
    expect(badges).toContain(fr.home.badges.paymentProvider)
    expect(badges).not.toContain(fr.home.badges.paymentCash)
    const countries = await apiGet<{ name: string }[]>('nuit', '/shipping/countries')
    expect(badges).toContain(countries.map((c) => c.name).join(', '))
  })

  it("links 'Voir plus' to /category/{slug} only where there are more products than shown", async () => {
    const home = await apiGet<{
      products_by_category: { category_slug: string; products: unknown[]; total_products: number }[]
    }>('demo', '/home/?page=1&limit=6')
    const { html } = await page('demo', '/')
    let withMore = 0
    for (const group of home.products_by_category) {
      const link = html.includes(`href="/category/${group.category_slug}"`)
      expect(link, group.category_slug).toBe(group.total_products > group.products.length)
      if (link) withMore++
    }
    expect(withMore).toBeGreaterThan(0)
    expect(withMore).toBeLessThan(home.products_by_category.length)
    expect(count(html, `>${fr.home.seeMore}<`)).toBe(withMore)
  })

  it('links each product once in the page, and gives the scripts the sections as data after a navigation only', async () => {
    const home = await apiGet<{ products_by_category: { products: { slug: string }[] }[] }>(
      'demo',
      '/home/?page=1&limit=6',
    )
    const slugs = home.products_by_category.flatMap((group) => group.products.map((p) => p.slug))
    expect(slugs.length).toBeGreaterThan(20)
    const { html } = await page('demo', '/')
    for (const slug of slugs) expect(count(html, `href="/products/${slug}"`), slug).toBe(1)
    // The document's route data leaves them out: its scripts keep the server's markup.
    const documentData = (html.match(/<script[^>]*>[^<]*streamController[\s\S]*?<\/script>/g) ?? []).join('')
    expect(documentData).toContain('loaderData')
    for (const slug of slugs) expect(documentData, slug).not.toContain(slug)
    const data = await (await stack.shop.fetch('demo', '/_root.data?_routes=routes%2F(%24lang)._index')).text()
    for (const slug of slugs) expect(count(data, `"${slug}"`), slug).toBe(1)
  })
})

describe('collections and categories', () => {
  it('lists every collection with a link to its page', async () => {
    const categories = await apiGet<{ slug: string }[]>('mode', '/categories')
    const { status, html } = await page('mode', '/categories')
    expect(status).toBe(200)
    for (const c of categories) expect(html).toContain(`href="/categories/${c.slug}"`)
  })

  it('shows 12 products per page, more with ?page=N, and ends paging after the last page', async () => {
    const first = await page('demo', '/categories/electromenager')
    expect(first.status).toBe(200)
    expect(first.html).toContain('<h1>Électroménager</h1>')
    expect(productLinks(first.html).size).toBe(12)
    expect(first.html).toContain('href="/categories/electromenager?page=2"')
    const second = await page('demo', '/categories/electromenager?page=2')
    expect(productLinks(second.html).size).toBe(24)
    expect(second.html).toContain('href="/categories/electromenager?page=3"')
    const last = await page('demo', '/categories/electromenager?page=3')
    expect(productLinks(last.html).size).toBe(26)
    expect(markup(last.html)).not.toContain(fr.catalogue.loadMore)
  })

  it('pages through a category of any size, showing at most 5 pages at once with a way back', async () => {
    const sixth = await page('demo', '/categories/electromenager?page=6')
    expect(sixth.status).toBe(200)
    expect(productLinks(sixth.html).size).toBe(14) // pages 2 to 6: 12 + 2 products, the rest is past the end
    expect(sixth.html).toContain(`href="/categories/electromenager">${fr.catalogue.showEarlier}<`)
    const far = await page('demo', '/categories/electromenager?page=40')
    expect(far.status).toBe(200)
    expect(far.html).toContain(`href="/categories/electromenager?page=35">${fr.catalogue.showEarlier}<`)
    expect(far.html).toContain(fr.catalogue.noProducts)
  })

  it('serves /category/:slug like /categories/:slug', async () => {
    const { status, html } = await page('demo', '/category/electromenager')
    expect(status).toBe(200)
    expect(productLinks(html).size).toBe(12)
  })

  it('says when a category has no products, and 404s unknown categories and pages', async () => {
    expect((await page('demo', '/categories/nouveautes')).html).toContain(fr.catalogue.noProducts)
    for (const path of [
      '/categories/inconnue',
      '/categories/electromenager?page=abc',
      '/categories/electromenager?page=0',
      '/categories/electromenager?page=10001',
    ]) {
      const { status, html } = await page('demo', path)
      expect(status, path).toBe(404)
      expect(html).toContain(fr.notFound.message)
    }
  })

  it('describes the breadcrumb in structured data', async () => {
    const ld = jsonLdOf((await page('demo', '/categories/epicerie-fine')).html)
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[]
    }
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      'http://demo.localhost:8788/',
      'http://demo.localhost:8788/categories',
      'http://demo.localhost:8788/categories/epicerie-fine',
    ])
  })
})

describe('product page', () => {
  it('shows the product, its variants as radios with the first preselected, and an offer per variant', async () => {
    const product = await apiGet<{ nom: string; variants: { id: number; prix: number }[] }>(
      'demo',
      '/produits/slug/congelateur-coffre-200-l',
    )
    const { status, html } = await page('demo', '/products/congelateur-coffre-200-l')
    expect(status).toBe(200)
    expect(html).toContain(`<title>${product.nom} - Boutique Démo</title>`)
    expect(count(html, 'type="radio" name="variantId"')).toBe(product.variants.length)
    expect(isChecked(html, product.variants[0]!.id)).toBe(true)
    expect(html).toContain('action="/cart"')
    expect(html).toContain('name="quantity"')
    const offer = jsonLdOf(html).find((d) => d['@type'] === 'Product') as unknown as {
      offers: { price: string; priceCurrency: string }[]
    }
    expect(offer.offers.map((o) => o.price)).toEqual(product.variants.map((v) => v.prix.toFixed(2)))
    expect(offer.offers.every((o) => o.priceCurrency === 'EUR')).toBe(true)
  })

  it('writes its structured data in one script of the page, and in the route data of a navigation in the browser', async () => {
    const path = '/products/congelateur-coffre-200-l'
    const { html } = await page('demo', path)
    const scripts = html.match(/<script type="application\/ld\+json">/g) ?? []
    expect(scripts).toHaveLength(1)
    expect(count(html, '"@type":"Product"')).toBe(1)
    expect(count(html, '"@type":"BreadcrumbList"')).toBe(1)
    const data = await (
      await stack.shop.fetch('demo', `${path}.data?_routes=routes%2F(%24lang).products.%24slug`)
    ).text()
    // turbo-stream escapes the JSON-LD's quotes as it carries it as a string.
    expect(data).toMatch(/\\+"@type\\+":\\+"Product/)
  })

  it('preselects the variant named in ?variant=', async () => {
    const product = await apiGet<{ variants: { id: number }[] }>('demo', '/produits/slug/congelateur-coffre-200-l')
    const third = product.variants[2]!.id
    const { html } = await page('demo', `/products/congelateur-coffre-200-l?variant=${third}`)
    expect(isChecked(html, third)).toBe(true)
    expect(count(html, 'checked=""')).toBe(1)
  })

  it('shows reviews with stars, verified purchases and French dates, and the description images', async () => {
    const product = await apiGet<{ avis: { nom_client: string }[]; images: string[] }>(
      'demo',
      '/produits/slug/regulateur-de-tension-1000-va',
    )
    const { html } = await page('demo', '/products/regulateur-de-tension-1000-va')
    for (const review of product.avis) expect(html).toContain(review.nom_client)
    expect(html).toMatch(
      /\d{2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    )
    // Each through the shop's image path, at the product layout's widths.
    for (const src of product.images) expect(html).toContain(`src="${pictureUrl(src, 'product', 480)}"`)
  })

  it('cuts the meta description at 155 characters and gives Open Graph tags', async () => {
    const { html } = await page('demo', '/products/regulateur-de-tension-1000-va')
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
    expect([...description].length).toBeGreaterThan(0)
    expect([...description].length).toBeLessThanOrEqual(155)
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain('<meta property="og:image"')
    expect(html).toContain(
      '<link rel="canonical" href="http://demo.localhost:8788/products/regulateur-de-tension-1000-va"/>',
    )
  })

  it('removes scripts and event handlers from the description', async () => {
    const res = await stack.shop.fetch('demo', '/products/lait-corporel-a-l-aloe-vera', {
      headers: { 'User-Agent': BROWSER_UA },
    })
    const html = await res.text()
    const description = html.slice(html.indexOf('class="rich-text"'), html.indexOf('class="reviews"'))
    expect(description.length).toBeGreaterThan(20)
    expect(description).not.toMatch(/<script|onerror|onclick|javascript:/i)
  })

  it('escapes shop text in the page and in structured data', async () => {
    const res = await stack.shop.fetch('mode', '/products/robe-longue-en-pagne-edition-limitee', {
      headers: { 'User-Agent': BROWSER_UA },
    })
    const raw = await res.text()
    const ld = raw.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(ld).toContain('\\u003c')
    expect(ld).not.toContain('<')
    const name = (await apiGet<{ nom: string }>('mode', '/produits/slug/robe-longue-en-pagne-edition-limitee')).nom
    expect(name).toContain('<')
    expect(raw).not.toContain(name)
    expect(raw).toContain(name.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
  })

  it('answers an unknown product with 404 and the product-not-found text', async () => {
    const { status, html } = await page('demo', '/products/inconnu')
    expect(status).toBe(404)
    expect(html).toContain(fr.product.notFound)
  })

  it('gives the loading error in French when the product comes back empty', async () => {
    const { status, html } = await page('demo', '/products/produit-vide')
    expect(status).toBe(502)
    expect(html).toContain(fr.product.loadError)
    expect(html).toContain(fr.product.cannotLoad)
    expect(html).not.toContain('Product data not found in response.') // the platform's words, not the shopper's
  })
})

describe('search', () => {
  it('finds products, counts them and titles the page with the query', async () => {
    const found = await apiGet<{ total: number; items: { slug: string }[] }>('mode', '/products/search?q=robe')
    const { status, html } = await page('mode', '/search?q=robe')
    expect(status).toBe(200)
    expect(html).toContain('<title>Recherche\u202F: robe - Mode Akwa</title>')
    expect(html).toContain(fr.search.count.replace('{{count}}', String(found.total)))
    for (const item of found.items) expect(html).toContain(`href="/products/${item.slug}"`)
  })

  it('says when nothing matches and offers the categories', async () => {
    const { html } = await page('mode', '/search?q=zzzzzz')
    expect(html).toContain(fr.search.empty.replace('{{q}}', 'zzzzzz'))
    expect(html).toMatch(new RegExp(`<a class="button"[^>]*href="/categories">${fr.search.explore}</a>`))
  })
})

describe('sitemap and robots', () => {
  it('lists the pages and every category’s products, per shop', async () => {
    const index = (await page('demo', '/sitemap.xml')).html
    expect(index).toContain('<loc>http://demo.localhost:8788/sitemap/pages.xml</loc>')
    expect(index).toContain('<loc>http://demo.localhost:8788/sitemap/categories/electromenager</loc>')
    const pages = (await page('demo', '/sitemap/pages.xml')).html
    expect(pages).toContain('<loc>http://demo.localhost:8788/</loc>')
    expect(pages).toContain('<loc>http://demo.localhost:8788/categories/electromenager</loc>')
    const products = (await page('demo', '/sitemap/categories/electromenager')).html
    expect(count(products, '<url>')).toBe(26 * 2) // each in French and in English
    expect((await page('mode', '/sitemap.xml')).html).toContain('http://mode.localhost:8788/sitemap/categories/robes')
  })

  it('points robots to the sitemap and keeps them out of the cart, account and search', async () => {
    const { html } = await page('nuit', '/robots.txt')
    for (const line of [
      'Disallow: /cart',
      'Disallow: /customer',
      'Disallow: /search',
      'Sitemap: http://nuit.localhost:8788/sitemap.xml',
    ])
      expect(html).toContain(line)
  })
})

describe('privacy policy', () => {
  const text = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

  it('is marked as a template and names every cookie the storefront sets', async () => {
    const { status, html } = await page('demo', '/politique-de-confidentialite')
    expect(status).toBe(200)
    expect(html).toContain(text(privacyPolicy.template, { shop: 'Boutique Démo' }))
    for (const name of ['__session', '__nojs', '__popup', '__recent', '__lang', '__visitor'])
      expect(html).toContain(`${name}\u202f:`)
    // demo has no Google tag and no pixel: neither is named.
    expect(html).not.toContain('Google')
    expect(html).not.toContain('Meta')
    expect(html).toContain(privacyPolicy.sharingProvider)
  })

  it('names the third parties the shop configured, with their ids', async () => {
    const { html } = await page('mode', '/politique-de-confidentialite')
    expect(html).toContain(text(privacyPolicy.sharingGoogle, { id: 'G-DEMO12345' }))
    expect(html).toContain(text(privacyPolicy.sharingMeta, { id: '123456789012345' }))
    expect(html).toContain(privacyPolicy.cookiesThirdParty)
  })
})

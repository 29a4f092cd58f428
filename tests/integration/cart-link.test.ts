/**
 * Carts passed on as links, against the stand-in platform: /cart-link?items=… lists the products at today's
 * prices with what cannot be added named, gives WhatsApp its Open Graph title and picture, is one of the edge
 * cache's shared pages, and answers an unreadable or hostile link with 400 and what is wrong, never a 5xx; one
 * press puts its lines in the visitor's own cart; the cart page's 'Partager ce panier' opens the cart's link in
 * its sharing view; the product page shares the product and asks the shop about it on WhatsApp.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { en } from '../../app/i18n/en'
import { fr } from '../../app/i18n/fr'
import { formatPrice } from '../../app/lib/money'
import { RATE_LIMITS } from '../../app/server/rate-limits/policy.server'
import { SESSION_COOKIE } from '../../app/server/session.server'
import { markup } from '../support/markup'
import { actionData } from '../support/single-fetch'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { BROWSER_UA } from '../support/storefront'
import { cartCount } from '../support/page'

const stack = demoStack()

const MICRO_ONDES = { id: 1004, slug: 'micro-ondes-25-l', nom: 'Micro-ondes 25 L', prix: 64_900 }
const CONGELATEUR = { id: 1002, slug: 'congelateur-coffre-200-l', nom: 'Congélateur coffre 200 L' }
const NOIR = { id: 10022, nom: 'Noir', prix: 228_000 }
/** Two left in stock (the stand-in's low-stock product of demo), and none. */
const BOUILLOIRE = { id: 1007, slug: 'bouilloire-electrique-1-7-l', nom: 'Bouilloire électrique 1,7 L', prix: 12_500 }
const ASPIRATEUR = { slug: 'aspirateur-traineau-2000-w', nom: 'Aspirateur traîneau 2000 W' }

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
/** The page as a shopper reads it: markup only, React's comment separators and HTML escapes undone. */
const shown = (html: string) =>
  markup(html)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&')

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await stack.shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
  return { res, status: res.status, html: await res.text() }
}

/** The cart's lines as the cart page shows them: name and quantity. */
async function cartLines(shopper: Shopper) {
  const { html } = await shopper.get('/cart')
  const names = [...html.matchAll(/class="cart-line__name">([^<]*)/g)].map((m) => m[1]!)
  const quantities = [...html.matchAll(/<output aria-live="polite">(\d+)<\/output>/g)].map((m) => Number(m[1]))
  return { html: shown(html), lines: names.map((name, i) => [name, quantities[i]]) }
}

/** The form of a cart link page a shopper has opened: its fields as the browser sends them. */
async function openLink(shopper: Shopper, path: string) {
  const page = await shopper.get(path)
  expect(page.status).toBe(200)
  const field = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1]
  return { items: field('items')!, idempotencyKey: field('idempotencyKey')!, html: page.html }
}

describe('a cart link, opened', () => {
  const LINK = `/cart-link?items=${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir`

  it('lists the products with today’s prices, options, quantities and the total, and one button', async () => {
    const { status, html, res } = await get(LINK)
    expect(status).toBe(200)
    const page = shown(html)
    expect(page).toContain(`<h1>${fr.cartLink.title}</h1>`)
    expect(page).toContain(MICRO_ONDES.nom)
    expect(page).toContain(CONGELATEUR.nom)
    expect(page).toContain(fill(fr.cart.variant, { name: NOIR.nom }))
    expect(page).toContain(fill(fr.cartLink.unitPrice, { price: formatPrice(MICRO_ONDES.prix) }))
    expect(page).toContain(fill(fr.cartLink.quantity, { count: 2 }))
    expect(page).toContain(formatPrice(2 * MICRO_ONDES.prix))
    expect(page).toContain(formatPrice(2 * MICRO_ONDES.prix + NOIR.prix))
    expect(page).toContain(fill(fr.cartLink.count, { count: 3 }))
    expect(page).toContain(`>${fr.cartLink.add}</button>`)
    expect(page).toContain(`name="items" value="${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir:1"`)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('in English under /en, with the same lines', async () => {
    const { status, html } = await get(`/en${LINK}`)
    expect(status).toBe(200)
    const page = shown(html)
    expect(page).toContain(`<h1>${en.cartLink.title}</h1>`)
    expect(page).toContain(fill(en.cartLink.unitPrice, { price: formatPrice(MICRO_ONDES.prix, 'XAF', 'en') }))
    expect(page).toContain(formatPrice(2 * MICRO_ONDES.prix + NOIR.prix, 'XAF', 'en'))
    expect(page).not.toContain(fr.cartLink.intro)
  })

  it('names each line that cannot be added as written, and counts none of it', async () => {
    const items = [
      'radio-cassette:1',
      `${ASPIRATEUR.slug}:1`,
      CONGELATEUR.slug,
      `${CONGELATEUR.slug}.rose`,
      `${BOUILLOIRE.slug}:5`,
    ].join(',')
    const page = shown((await get(`/cart-link?items=${items}`)).html)
    expect(page).toContain('radio-cassette')
    expect(page).toContain(fr.cartLink.gone)
    expect(page).toContain(fr.cartLink.soldOut)
    expect(page).toContain(fr.cartLink.chooseVariant)
    expect(page).toContain(fill(fr.cartLink.variantGone, { variant: 'rose' }))
    expect(page).toContain(fill(fr.cartLink.capped, { stock: 2, asked: 5 }))
    // Only the two kettles left are counted.
    expect(page).toContain(fill(fr.cartLink.count, { count: 2 }))
    expect(page).toContain(formatPrice(2 * BOUILLOIRE.prix))
  })

  it('gives a messenger its Open Graph title, description, picture and address; search engines none of it', async () => {
    const { html } = await get(`${LINK}&utm_source=whatsapp`)
    const total = formatPrice(2 * MICRO_ONDES.prix + NOIR.prix)
    expect(meta(html, 'og:title')).toBe(fill(fr.cartLink.metaTitle, { count: 3, total }))
    expect(html).toContain(`<title>${fill(fr.cartLink.metaTitle, { count: 3, total })}</title>`)
    expect(meta(html, 'og:description')).toBe(
      fill(fr.cartLink.metaDescription, {
        items: `${MICRO_ONDES.nom} ×2, ${CONGELATEUR.nom} (${NOIR.nom})`,
        shop: 'Boutique Démo',
      }),
    )
    expect(meta(html, 'og:image')).toMatch(/\/images\/products\/demo\/micro-ondes-25-l\.jpg$/)
    const address = `${stack.shop.origin('demo')}/cart-link?items=${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir:1`
    expect(meta(html, 'og:url')).toBe(address)
    expect(html).toContain(`<link rel="canonical" href="${address.replace(/&/g, '&amp;')}"/>`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    const one = await get(`/cart-link?items=${BOUILLOIRE.slug}`)
    expect(meta(one.html, 'og:title')).toBe(fill(fr.cartLink.metaTitleOne, { total: formatPrice(BOUILLOIRE.prix) }))
  })
})

describe('a link that cannot be read', () => {
  const PROBLEMS: [string, string][] = [
    ['', fr.cartLink.empty],
    ['?items=', fr.cartLink.empty],
    ['?items=,,', fr.cartLink.empty],
    ['?items=a:0', fill(fr.cartLink.lineQuantity, { line: 1, text: 'a:0', max: 999 })],
    ['?items=a,b:1000', fill(fr.cartLink.lineQuantity, { line: 2, text: 'b:1000', max: 999 })],
    ['?items=..%2F..%2Fcart:1', fill(fr.cartLink.lineProduct, { line: 1, text: '../../cart:1' })],
    [
      '?items=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      fill(fr.cartLink.lineProduct, { line: 1, text: '<script>alert(1)</script>' }),
    ],
    ['?items=a.%E2%98%85', fill(fr.cartLink.lineVariant, { line: 1, text: 'a.★' })],
    [
      `?items=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')}`,
      fill(fr.cartLink.tooManyLines, { count: 51, max: 50 }),
    ],
    [`?items=${'a'.repeat(4001)}`, fr.cartLink.tooLong],
    ['?items=%E0%A4%A', fill(fr.cartLink.lineProduct, { line: 1, text: '\uFFFD%A' })],
  ]

  it.each(PROBLEMS)('/cart-link%s: 400 naming what is wrong, and how a link is written', async (query, problem) => {
    const { status, html } = await get(`/cart-link${query}`)
    expect(status).toBe(400)
    const page = shown(html)
    expect(page).toContain(`<h1>${fr.cartLink.problemTitle}</h1>`)
    expect(page).toContain(problem.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
    expect(page).toContain(fr.cartLink.format.split('{{')[0])
    expect(html).not.toContain('<script>alert(1)')
  })

  it('says it in English on an English page', async () => {
    const { status, html } = await get('/en/cart-link?items=a:x')
    expect(status).toBe(400)
    expect(shown(html)).toContain(fill(en.cartLink.lineQuantity, { line: 1, text: 'a:x', max: 999 }))
    expect(shown(html)).not.toContain(fr.cartLink.problemTitle)
  })

  it('whatever the link holds: 200 or 400, never a 5xx', async () => {
    const written = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 30, unit: 'binary' }),
      fc
        .array(
          fc.constantFrom('a', 'micro-ondes-25-l', '.', ':', ',', '2', '0', '%', '%2F', '..', '+', 'é', '\u0000'),
          {
            maxLength: 12,
          },
        )
        .map((parts) => parts.join('')),
    )
    await fc.assert(
      fc.asyncProperty(written, async (items) => {
        const { status } = await get(`/cart-link?items=${encodeURIComponent(items)}`)
        expect([200, 400]).toContain(status)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})

describe('the edge cache', () => {
  /** The page once it is stored: asked until an answer comes from the cache. */
  async function hit(path: string) {
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const page = await get(path)
      if (page.res.headers.get('server-timing')?.includes('cache;desc=hit')) return page
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`${path} never came from the cache`)
  }
  const keyOf = (html: string) => html.match(/name="idempotencyKey" value="([^"]+)"/)?.[1]

  it('keeps the page for anonymous visitors, each answer with a form key of its own', async () => {
    const path = `/cart-link?items=${MICRO_ONDES.slug}:3`
    const [one, two] = [await hit(path), await hit(path)]
    expect(shown(one.html)).toContain(formatPrice(3 * MICRO_ONDES.prix))
    expect(keyOf(one.html)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(one.html)).not.toBe(keyOf(two.html))
  })

  it('serves it to a visitor with a cart with their own count, and never stores a page that cannot be read', async () => {
    const path = `/cart-link?items=${MICRO_ONDES.slug}:4`
    await hit(path)
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: BOUILLOIRE.id, quantity: 1, redirectTo: '/' })
    const own = await shopper.get(path)
    expect(own.res.headers.get('server-timing')).toContain('cache;desc=hit')
    expect(cartCount(own.html)).toBe(1)
    await get('/cart-link?items=a:0')
    const again = await get('/cart-link?items=a:0')
    expect(again.status).toBe(400)
    expect(again.res.headers.get('server-timing')).toContain('cache;desc=miss')
  })
})

describe('one press', () => {
  const LINK = `/cart-link?items=${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir,radio-cassette,${CONGELATEUR.slug}`

  it('puts what can be added in a new cart (no cookie before), opens the cart and names the rest', async () => {
    const stranger = new Shopper(stack.shop, 'demo')
    const form = await openLink(stranger, LINK)
    expect([...stranger.cookies.keys()].filter((name) => name.includes(SESSION_COOKIE))).toEqual([])
    const res = await stranger.post(LINK, { items: form.items, idempotencyKey: form.idempotencyKey })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/cart')
    const cart = await cartLines(stranger)
    expect(cart.lines).toEqual([
      [MICRO_ONDES.nom, 2],
      [CONGELATEUR.nom, 1],
    ])
    expect(cart.html).toContain(fill(fr.cart.variant, { name: NOIR.nom }))
    expect(cart.html).toContain(fill(fr.cartLink.added, { count: 3 }))
    const quoted = (name: string) => fill(fr.orderAgain.quoted, { name })
    expect(cart.html).toContain(
      fill(fr.cartLink.notAdded, { names: `${quoted('radio-cassette')}, ${quoted(CONGELATEUR.nom)}` }),
    )
  })

  it.each([
    ['French', fr, ''],
    ['English', en, '/en'],
  ] as const)(
    'names on the cart what a link added in part (%s): 2 of 5, only 2 left in stock',
    async (_, strings, prefix) => {
      const shopper = new Shopper(stack.shop, 'demo')
      const link = `${prefix}/cart-link?items=${BOUILLOIRE.slug}:5`
      const form = await openLink(shopper, link)
      const res = await shopper.post(link, { items: form.items, idempotencyKey: form.idempotencyKey })
      expect(res.location).toBe(`${prefix}/cart`)
      const cart = shown((await shopper.get(`${prefix}/cart`)).html)
      expect(cart).toContain(fill(strings.cartLink.added, { count: 2 }))
      expect(cart).toContain(fill(strings.cartLink.addedFewer, { name: BOUILLOIRE.nom, added: 2, asked: 5, stock: 2 }))
      expect((await cartLines(shopper)).lines).toEqual([[BOUILLOIRE.nom, 2]])
    },
  )

  it('adds beside what the cart already holds, in English too', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: BOUILLOIRE.id, quantity: 1, redirectTo: '/' })
    const form = await openLink(shopper, `/en/cart-link?items=${MICRO_ONDES.slug}`)
    const res = await shopper.post(`/en/cart-link?items=${MICRO_ONDES.slug}`, form)
    expect(res.location).toBe('/en/cart')
    const { html } = await shopper.get('/en/cart')
    expect(html).toContain(fill(en.cartLink.added, { count: 1 }))
    expect((await cartLines(shopper)).lines).toEqual([
      [BOUILLOIRE.nom, 1],
      [MICRO_ONDES.nom, 1],
    ])
  })

  it('adds once when the same press comes twice, even at the same time', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const form = await openLink(shopper, LINK)
    const fields = { items: form.items, idempotencyKey: form.idempotencyKey }
    const [a, b] = await Promise.all([shopper.post(LINK, fields), shopper.post(LINK, fields)])
    expect([a.status, b.status]).toEqual([303, 303])
    expect((await shopper.post(LINK, fields)).status).toBe(303)
    expect((await cartLines(shopper)).lines).toEqual([
      [MICRO_ONDES.nom, 2],
      [CONGELATEUR.nom, 1],
    ])
  })

  it('with JavaScript (a .data request): a redirect to the cart, which then holds the lines', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const form = await openLink(shopper, LINK)
    const res = await shopper.post(`/cart-link.data?items=${MICRO_ONDES.slug}`, form)
    expect(res.status).toBe(202)
    expect(res.html).toContain('/cart')
    expect((await cartLines(shopper)).lines.map(([name]) => name)).toEqual([MICRO_ONDES.nom, CONGELATEUR.nom])
  })

  it('refuses a form without its key or with a link it cannot read: 400, the page and its message, nothing added', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const form = await openLink(shopper, LINK)
    for (const fields of [
      { items: form.items } as Record<string, string>,
      { items: 'a:0', idempotencyKey: form.idempotencyKey },
      { items: form.items, idempotencyKey: 'short' },
    ]) {
      const res = await shopper.post(LINK, fields)
      expect(res.status).toBe(400)
      expect(shown(res.html)).toContain(fr.cartLink.invalidForm)
      expect(shown(res.html)).toContain(MICRO_ONDES.nom)
    }
    const refused = await shopper.post(`${LINK.replace('/cart-link', '/cart-link.data')}`, { items: 'x:0' })
    expect(await actionData(refused.html)).toEqual({
      ok: false,
      message: fr.cartLink.invalidForm,
      key: null,
      errors: {},
      values: {},
    })
    expect((await cartLines(shopper)).lines).toEqual([])
  })

  it('refuses a press from another site: 403, nothing added', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const form = await openLink(shopper, LINK)
    const res = await stack.shop.fetch('demo', LINK, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
        'User-Agent': BROWSER_UA,
      },
      body: new URLSearchParams({ items: form.items, idempotencyKey: form.idempotencyKey }).toString(),
    })
    expect(res.status).toBe(403)
    expect((await cartLines(shopper)).lines).toEqual([])
  })

  it(`past ${RATE_LIMITS.cartLink.perVisitor} presses: 429 with Retry-After and the form kept`, async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const path = `/cart-link?items=${BOUILLOIRE.slug}`
    const form = await openLink(shopper, path)
    for (let i = 0; i < RATE_LIMITS.cartLink.perVisitor; i++) expect((await shopper.post(path, form)).status).toBe(303)
    const refused = await shopper.post(path, form)
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.html).toContain(`value="${form.idempotencyKey}"`)
  }, 120_000)
})

describe("the cart page's 'Partager ce panier'", () => {
  async function shopperWithCart(): Promise<Shopper> {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES.id, quantity: 2, redirectTo: '/' })
    await shopper.post('/cart', {
      intent: 'add',
      produitId: CONGELATEUR.id,
      variantId: NOIR.id,
      quantity: 1,
      redirectTo: '/',
    })
    return shopper
  }
  const ITEMS = `${MICRO_ONDES.slug}:2,${CONGELATEUR.slug}.noir:1`

  it('links to /cart/share, which opens the cart’s link in its sharing view', async () => {
    const shopper = await shopperWithCart()
    expect((await shopper.get('/cart')).html).toContain(`href="/cart/share">${fr.share.cartTitle}</a>`)
    const res = await shopper.get('/cart/share')
    expect(res.status).toBe(303)
    expect(res.location).toBe(`/cart-link?items=${ITEMS}&share`)
    const view = await shopper.get(res.location!)
    const page = shown(view.html)
    const address = `${stack.shop.origin('demo')}/cart-link?items=${ITEMS}`
    expect(page).toContain(`<h1 id="share-cart">${fr.share.cartTitle}</h1>`)
    expect(page).toContain(`value="${address}"`)
    const whatsapp = new URL(page.match(/href="(https:\/\/wa\.me\/[^"]*)"[^>]*>Envoyer sur WhatsApp/)![1]!)
    expect(whatsapp.pathname).toBe('/')
    expect(whatsapp.searchParams.get('text')).toBe(fill(fr.share.cartMessage, { shop: 'Boutique Démo', url: address }))
    // What the one who opens it sees, without the button: the one who shares has the cart already.
    expect(page).toContain(MICRO_ONDES.nom)
    expect(page).not.toContain(`>${fr.cartLink.add}</button>`)
    // The link carries the cart and nothing of the session: a stranger opens the same lines.
    const stranger = await get(`/cart-link?items=${ITEMS}`)
    expect(shown(stranger.html)).toContain(formatPrice(2 * MICRO_ONDES.prix + NOIR.prix))
  })

  it('in English: to the English link', async () => {
    const shopper = await shopperWithCart()
    const res = await shopper.get('/en/cart/share')
    expect(res.location).toBe(`/en/cart-link?items=${ITEMS}&share`)
    expect(shown((await shopper.get(res.location!)).html)).toContain(en.share.cartHint.slice(0, 40))
  })

  it('with an empty cart: back to the cart, saying why', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.get('/cart/share')
    expect(res.location).toBe('/cart')
    expect(shown((await shopper.get('/cart')).html)).toContain(fr.share.nothing)
  })
})

describe('the product page', () => {
  const chat = (html: string, name: RegExp) => {
    const href = html.match(new RegExp(`<a href="(https://wa\\.me/[^"]*)"[^>]*${name.source}`))?.[1]
    const url = new URL(href!.replace(/&amp;/g, '&'))
    return { number: url.pathname.slice(1), text: url.searchParams.get('text') }
  }

  it('shares the product on WhatsApp with its name, price and address, and asks the shop about it', async () => {
    const { html } = await get(`/products/${MICRO_ONDES.slug}`)
    const address = `${stack.shop.origin('demo')}/products/${MICRO_ONDES.slug}`
    expect(chat(html, /class="pd__share"/)).toEqual({
      number: '',
      text: `${MICRO_ONDES.nom} — ${formatPrice(MICRO_ONDES.prix)}\n${address}`,
    })
    expect(chat(html, /class="whatsapp"/)).toEqual({
      number: '237690123456',
      text: fill(fr.share.ask, { product: MICRO_ONDES.nom, url: address }),
    })
    // Any other page: the shop's chat without a message.
    expect((await get('/categories')).html).toContain('<a href="https://wa.me/237690123456" class="whatsapp"')
  })

  it('in English on English pages', async () => {
    const { html } = await get(`/en/products/${MICRO_ONDES.slug}`)
    const address = `${stack.shop.origin('demo')}/en/products/${MICRO_ONDES.slug}`
    expect(chat(html, /class="whatsapp"/).text).toBe(fill(en.share.ask, { product: MICRO_ONDES.nom, url: address }))
    expect(shown(html)).toContain(`>${en.share.product}</a>`)
  })
})

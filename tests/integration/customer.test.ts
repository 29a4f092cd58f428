import { describe, expect, it } from 'vitest'
import { markup } from '../support/markup'
import { fr } from '../../app/i18n/fr'
import { formatDate } from '../../app/lib/dates'
import { formatPrice } from '../../app/lib/money'
import { LOGIN_LIFETIME_MS } from '../../app/account/login-session.server'
import { createSessionStorage } from '../../app/server/session.server'
import { AWA_ORDER_101, AWA_ORDERS, BOB_ORDER_202, CUSTOMER_TOKENS } from '../support/fake-api'
import { Shopper } from '../support/shopper'
import { demoStack, fakeStack } from '../support/stack'
import { BROWSER_UA, TEST_PUBLIC_KEY, TEST_SECRET } from '../support/storefront'

const stack = fakeStack()
const SHOP = 'alpha'

/** The session cookie of a signed-in customer of `label`, as the login page would leave it. */
async function sessionCookie(
  token: string | null,
  label = SHOP,
  flash?: { toast: { type: 'info'; message: string } },
): Promise<string> {
  const storage = createSessionStorage([TEST_SECRET], false, `${label}.localhost`)
  const session = await storage.getSession()
  if (token) {
    session.set('token', token)
    session.set('customer', { prenom: 'Awa', nom: 'Ndiaye', email: 'client@demo.test' })
    session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
  }
  if (flash) session.flash('toast', flash.toast)
  return (await storage.commitSession(session)).split(';')[0]!
}

/** A shopper (cookies kept between requests) holding that session. */
async function signedInShopper(...args: Parameters<typeof sessionCookie>): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, args[1] ?? SHOP)
  const [name, ...value] = (await sessionCookie(...args)).split('=')
  shopper.cookies.set(name!, value.join('='))
  return shopper
}

async function visit(path: string, token: string | null, label = SHOP) {
  const cookie = await sessionCookie(token, label)
  const res = await stack.shop.fetch(label, path, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
  const html = (await res.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
  return { res, html }
}

const price = (amount: number) => formatPrice(amount, 'XAF')

describe('signed out', () => {
  it.each([
    ['/customer', '/customer'],
    ['/customer/orders', '/customer/orders'],
    ['/customer/orders?page=2', '/customer/orders?page=2'],
    ['/customer/orders/101', '/customer/orders/101'],
    ['/customer/settings', '/customer/settings'],
  ])('%s sends the visitor to /login, to come back to %s', async (path, back) => {
    const { res } = await visit(path, null)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(back)}`)
  })

  it('a data request (client navigation) is sent to /login too, back to the page and not to its data', async () => {
    const { res, html } = await visit('/customer/orders.data?_routes=routes%2F(%24lang).customer.orders._index', null)
    expect(res.status).toBe(202)
    expect(html).toContain(`/login?redirectTo=${encodeURIComponent('/customer/orders')}`)
    expect(html).not.toContain('_routes')
  })

  it('an expired login is no login', async () => {
    const storage = createSessionStorage([TEST_SECRET], false, `${SHOP}.localhost`)
    const session = await storage.getSession()
    session.set('token', CUSTOMER_TOKENS.awa)
    session.set('customer', { prenom: 'Awa' })
    session.set('tokenExpiration', Date.now() - 1000)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const res = await stack.shop.fetch(SHOP, '/customer/orders', {
      headers: { Cookie: cookie, 'User-Agent': BROWSER_UA },
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fcustomer%2Forders')
  })
})

describe('the customer area', () => {
  it('/customer opens on the orders', async () => {
    const { res } = await visit('/customer', CUSTOMER_TOKENS.awa)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/customer/orders')
  })

  it('lists the orders: number, French date, status and its colour, total in the shop currency, link to each', async () => {
    const { res, html } = await visit('/customer/orders', CUSTOMER_TOKENS.awa)
    expect(res.status).toBe(200)
    expect(html).toContain(`<h1>${fr.customer.sections.orders}</h1>`)
    expect(html).toContain(fr.customer.greeting.replace('{{name}}', 'Awa'))
    for (const order of AWA_ORDERS) {
      expect(html).toContain(fr.customer.orderNumber.replace('{{numCommande}}', order.num_commande))
      expect(html).toContain(formatDate(order.date_commande))
      expect(html).toContain(price(order.montant_total))
      expect(html).toContain(`href="/customer/orders/${order.id}"`)
    }
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05 janvier 2026')
    expect(html).toContain('class="status status--success">Terminer<')
    expect(html).toContain('class="status status--danger">Annuler<')
    expect(html).toContain('class="status status--warning">En attente<')
    expect(html).toContain('class="status status--neutral">En cours<')
    // Newest first, as the platform sends them.
    expect(html.indexOf('CMD-2026-104')).toBeLessThan(html.indexOf('CMD-2026-101'))
  })

  it('has the side menu: orders, settings, and a logout link to its confirmation page (no sign-out on a GET)', async () => {
    const { html } = await visit('/customer/orders', CUSTOMER_TOKENS.awa)
    expect(html).toMatch(new RegExp(`href="/customer/orders"[^>]*>${fr.customer.sections.orders}<`))
    expect(html).toMatch(new RegExp(`href="/customer/settings"[^>]*>${fr.customer.sections.settings}<`))
    expect(html).toMatch(/<a [^>]*href="\/logout"/)
    expect(html).toContain(fr.account.logout)
  })

  it('says when there is no order yet', async () => {
    const { res, html } = await visit('/customer/orders', CUSTOMER_TOKENS.newcomer)
    expect(res.status).toBe(200)
    expect(html).toContain(fr.customer.empty)
    expect(html).toContain('href="/categories"')
  })

  it('shows an order: items with variant, quantity and unit price, the totals with the promo code, the address', async () => {
    const { res, html } = await visit('/customer/orders/101', CUSTOMER_TOKENS.awa)
    expect(res.status).toBe(200)
    expect(html).toContain(`<h1>${fr.customer.sections.order}</h1>`)
    expect(html).toContain(fr.customer.orderNumber.replace('{{numCommande}}', 'CMD-2026-101'))
    expect(html).toContain(formatDate(AWA_ORDER_101.date_commande))
    // The detail also knows the lower-case spelling.
    expect(html).toContain('class="status status--success">terminée<')
    expect(html).toContain('Pagne wax')
    expect(html).toContain(fr.cart.variant.replace('{{name}}', 'Bleu'))
    expect(html).toContain(`2 × ${price(8000)}`)
    expect(html).toContain('Sac en raphia')
    expect(html).toContain(`1 × ${price(6000)}`)
    expect(html).toContain(price(22000))
    expect(html).toContain(price(3500))
    expect(html).toContain(fr.cart.discount.replace('{{code}}', 'BIENVENUE10'))
    expect(html.replace(/<!-- -->/g, '')).toContain(`−${price(2000)}`)
    expect(html).toContain(price(23500))
    expect(html).toContain('12 rue des Palmiers')
    expect(html).toContain('00237 Douala')
    expect(html).toContain('Cameroun')
    expect(html).toMatch(new RegExp(`href="/customer/orders"[^>]*>${fr.customer.backToOrders}<`))
  })

  it('shows no discount line when there is no discount', async () => {
    const { html } = await visit('/customer/orders/103', CUSTOMER_TOKENS.awa)
    expect(html).toContain('Chapeau de paille')
    expect(html).toContain('class="status status--warning">en attente<')
    expect(html).not.toContain(`<dt>${fr.cart.discountPlain}`)
    expect(html).not.toContain('summary__discount')
  })

  it('answers 404 for another customer’s order, without any of its data', async () => {
    const { res, html } = await visit('/customer/orders/202', CUSTOMER_TOKENS.awa)
    expect(res.status).toBe(404)
    expect(html).toContain(fr.notFound.message)
    for (const secret of ['CMD-2026-202', 'Montre de Bob', BOB_ORDER_202.shipping_address.adresse, 'Yaoundé'])
      expect(html).not.toContain(secret)
    // Bob sees it.
    expect((await visit('/customer/orders/202', CUSTOMER_TOKENS.bob)).html).toContain('Montre de Bob')
  })

  it.each(['/customer/unknown', '/customer/orders/101/items', '/customer/settings/more', '/customer/orders/%20'])(
    '%s is the 404 page',
    async (path) => {
      const { res, html } = await visit(path, CUSTOMER_TOKENS.awa)
      expect(res.status).toBe(404)
      expect(html).toContain(fr.notFound.message)
    },
  )

  it.each([
    ['settings', fr.customer.sections.settings],
    ['invoices', fr.customer.sections.invoices],
    ['disputes', fr.customer.sections.disputes],
    ['support', fr.customer.sections.support],
  ])('/customer/%s says it is not available yet, with a link to the orders', async (section, title) => {
    const { res, html } = await visit(`/customer/${section}`, CUSTOMER_TOKENS.awa)
    expect(res.status).toBe(200)
    expect(html).toContain(`<h1>${title}</h1>`)
    expect(html).toContain(fr.customer.notAvailable)
    expect(html).toMatch(new RegExp(`href="/customer/orders"[^>]*>${fr.customer.backToOrders}<`))
    expect(markup(html)).not.toContain(fr.notFound.message)
  })
})

describe('pages with the customer’s data', () => {
  it.each(['/customer/orders', '/customer/orders/101', '/customer/settings', '/customer/orders/202'])(
    '%s is private, not stored, not indexed',
    async (path) => {
      const { res, html } = await visit(path, CUSTOMER_TOKENS.awa)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    },
  )

  it('their data answers (client navigation) are private and not stored too', async () => {
    for (const path of [
      '/customer/orders.data?_routes=routes%2F(%24lang).customer.orders._index',
      '/customer/orders/101.data',
    ]) {
      const { res, html } = await visit(path, CUSTOMER_TOKENS.awa)
      expect(res.status).toBe(200)
      expect(html).toContain('CMD-2026-101')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('every other page seen signed in is private, no-store too: its header names the customer', async () => {
    const { res } = await visit('/', CUSTOMER_TOKENS.awa)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('when the platform fails', () => {
  it('the list says it could not load the orders, with a gateway status', async () => {
    const { res, html } = await visit('/customer/orders', CUSTOMER_TOKENS.awa, 'accountdown')
    expect(res.status).toBe(502)
    expect(html).toContain(fr.customer.ordersError)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('the detail says it could not load the order, with a gateway status', async () => {
    const { res, html } = await visit('/customer/orders/101', CUSTOMER_TOKENS.awa, 'accountdown')
    expect(res.status).toBe(502)
    expect(html).toContain(fr.order.loadError)
    expect(html).toMatch(new RegExp(`href="/customer/orders"[^>]*>${fr.customer.backToOrders}<`))
  })

  it.each(['/customer/orders', '/customer/orders/101'])(
    'a token the platform no longer accepts (401) on %s signs the visitor out and sends them to /login',
    async (path) => {
      const shopper = await signedInShopper(CUSTOMER_TOKENS.revoked)
      const res = await shopper.get(path)
      expect(res.status).toBe(302)
      expect(res.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
      expect(markup(res.html)).not.toContain(fr.customer.ordersError)
      // Signed out: the header offers the login again, and the area sends to /login without asking the platform.
      const home = await shopper.get('/')
      expect(home.html).not.toContain('Awa')
      expect(home.html).toContain(fr.nav.account)
      expect((await shopper.get('/customer/orders')).location).toBe('/login?redirectTo=%2Fcustomer%2Forders')
    },
  )
})

describe('a message waiting to be shown', () => {
  const toast = { type: 'info' as const, message: 'Notre service client vous appellera.' }

  it('survives the redirect of /customer to the orders', async () => {
    const shopper = await signedInShopper(CUSTOMER_TOKENS.awa, SHOP, { toast })
    const first = await shopper.get('/customer')
    expect(first.location).toBe('/customer/orders')
    expect((await shopper.get('/customer/orders')).html).toContain(toast.message)
    expect((await shopper.get('/customer/orders')).html).not.toContain(toast.message)
  })

  it('survives it with JavaScript too, where the layout’s data is asked for with the redirecting page’s', async () => {
    const shopper = await signedInShopper(CUSTOMER_TOKENS.awa, SHOP, { toast })
    const first = await shopper.get(
      '/customer.data?_routes=root%2Croutes%2F(%24lang).customer%2Croutes%2F(%24lang).customer._index',
    )
    expect(first.status).toBe(202)
    expect(first.html).toContain('/customer/orders')
    expect((await shopper.get('/customer/orders')).html).toContain(toast.message)
  })

  it('survives the redirect of a signed-out visitor to /login', async () => {
    const shopper = await signedInShopper(null, SHOP, { toast })
    const first = await shopper.get('/customer')
    expect(first.location).toBe('/login?redirectTo=%2Fcustomer')
    expect((await shopper.get(first.location!)).html).toContain(toast.message)
  })
})

describe('against the stand-in platform', () => {
  const demo = demoStack()

  /** The seeded customer of `shop`, signed in with a token of the stand-in's /login. */
  async function seededCustomer(shop: string): Promise<Shopper> {
    const res = await fetch(`${demo.api.url}/api/v2/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${TEST_PUBLIC_KEY}`,
        'X-Shop-Host': `${shop}.localhost`,
      },
      body: JSON.stringify({ email: `client@${shop}.test`, password: 'Client-2026!' }),
    })
    const { token, user } = (await res.json()) as { token: string; user: Record<string, string> }
    const storage = createSessionStorage([TEST_SECRET], false, `${shop}.localhost`)
    const session = await storage.getSession()
    session.set('token', token)
    session.set('customer', user)
    session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
    const shopper = new Shopper(demo.shop, shop)
    shopper.cookies.set('__session', (await storage.commitSession(session)).split(';')[0]!.slice('__session='.length))
    return shopper
  }

  it('lists the seeded customer’s 5 orders and opens each; another shop’s customer gets 404 for them', async () => {
    const awa = await seededCustomer('demo')
    const list = await awa.get('/customer/orders')
    expect(list.status).toBe(200)
    const ids = [...list.html.matchAll(/href="\/customer\/orders\/([\w-]+)"/g)].map((m) => m[1]!)
    expect(ids).toHaveLength(5)
    for (const statut of ['Terminer', 'Annuler', 'En attente', 'terminée', 'En cours'])
      expect(list.html).toContain(`>${statut}<`)
    for (const id of ids) {
      const detail = await awa.get(`/customer/orders/${id}`)
      expect(detail.status).toBe(200)
      expect(detail.html).toContain('12 rue des Palmiers')
    }
    const other = await seededCustomer('mode')
    const refused = await other.get(`/customer/orders/${ids[0]}`)
    expect(refused.status).toBe(404)
    expect(refused.html).toContain(fr.notFound.message)
  })
  it('a registration sent again with its one-time key (its first answer lost) signs in to the account it made', async () => {
    const form = await new Shopper(demo.shop, 'demo').get('/register')
    const key = form.html.match(/name="idempotencyKey" value="([\w-]+)"/)?.[1]
    expect(key).toMatch(/^[\da-f-]{36}$/)
    const registration = {
      idempotencyKey: key!,
      email: `jean.${Date.now().toString(36)}@example.cm`,
      password: 'Secret-2026!',
      prenom: 'Jean',
      nom: 'Mbarga',
      telephone: '677 11 22 33',
      adresse: '3 avenue Kennedy',
      ville: 'Yaoundé',
    }
    // The first answer, its cookie with it, never reaches the browser: the same browser sends the form again.
    expect((await new Shopper(demo.shop, 'demo').post('/register', registration)).status).toBe(303)
    const again = new Shopper(demo.shop, 'demo')
    const answer = await again.post('/register', registration)
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/customer')
    expect((await again.get('/customer/orders')).html).toContain(fr.customer.empty)
    // Without the key, the address is taken.
    const taken = await new Shopper(demo.shop, 'demo').post('/register', { ...registration, idempotencyKey: '' })
    expect(taken.status).toBe(409)
    expect(taken.html).toContain('Un compte existe déjà avec cet email.')
  })
})

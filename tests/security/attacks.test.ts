/**
 * The attacks of docs/security.md replayed as a script or a curious visitor would, against the stand-in platform:
 * each `describe` names the item it keeps from coming back. The other items have their own files here
 * (session-termination, security-log, rate-limits).
 */
import { parse as parseHtml } from 'parse5'
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { startProxy } from '../support/proxy'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { BROWSER_UA, startStorefront } from '../support/storefront'
import '../support/no-console-error'
import { cartCount } from '../support/page'

const PURGE_SECRET = 'purge-secret-for-the-attacks-0123'
const stack = demoStack({ CACHE_PURGE_SECRET: PURGE_SECRET })
const CUSTOMER = { email: 'client@demo.test', password: 'Client-2026!' }

describe('3. a link cannot put its own text on the shop’s payment page', () => {
  it('/payment-status shows the spec’s texts only, never the message the link carries', async () => {
    const phishing = 'Votre compte est bloqué : appelez le 699 00 00 00'
    const page = await new Shopper(stack.shop, 'demo').get(
      `/payment-status?status=failed&message=${encodeURIComponent(phishing)}`,
    )
    expect(page.status).toBeLessThan(500)
    expect(page.html).not.toContain('699 00 00 00')
  })
})

describe('5. an unclosed tag in shop HTML swallows nothing after it', () => {
  /**
   * The shop's footer is inside no link, table or main: the shop's text ended where it should. Read with parse5,
   * the HTML standard's tree construction (a browser's): a lenient parser closes what a browser would keep open.
   */
  function expectFooterOutsideShopText(html: string) {
    type Node = {
      nodeName: string
      attrs?: { name: string; value: string }[]
      childNodes?: Node[]
      parentNode?: Node | null
    }
    const find = (node: Node): Node | null => {
      if (node.nodeName === 'footer' && node.attrs?.some((a) => a.name === 'class' && a.value === 'footer')) return node
      for (const child of node.childNodes ?? []) {
        const found = find(child)
        if (found) return found
      }
      return null
    }
    const footer = find(parseHtml(html) as unknown as Node)
    expect(footer).not.toBeNull()
    const ancestors: string[] = []
    for (let parent = footer!.parentNode; parent; parent = parent.parentNode) ancestors.push(parent.nodeName)
    expect(ancestors).toEqual(['body', 'html', '#document'])
    // Every script runs under the page's nonce; structured data (JSON-LD) is not run.
    expect(html).not.toMatch(/<script(?![^>]*(?:nonce|type="application\/ld\+json"))/)
  }

  it('the demo shop’s « À propos », ending inside a link and a table, ends inside the page’s main', async () => {
    const page = await new Shopper(stack.shop, 'demo').get('/policy/about')
    expect(page.status).toBe(200)
    // The fixture does what this test is for: the policy's last link and table are never closed.
    expect(page.html).toContain('Horaires du magasin')
    expectFooterOutsideShopText(page.html)
  })

  it('the hostile blog article, ending inside a link and a table, ends inside the page’s main', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const list = await shopper.get('/blog?page=2')
    const path = list.html.match(/href="(\/blog\/article-\d+)">Article de test : contenu hostile</)?.[1]
    expect(path).toBeDefined()
    const page = await shopper.get(path!)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Un tableau laissé ouvert')
    expectFooterOutsideShopText(page.html)
  })
})

describe('6. a session that outgrows a cookie never gives a 500', () => {
  it('long non-ASCII details and an echoed newsletter refusal: the answer is not a 5xx, the cookie stays under 4 KB', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const long = 'ヤウンデ'.repeat(20)
    const email = `long.${crypto.randomUUID().slice(0, 8)}@demo.test`
    const registered = await shopper.post('/register', {
      email,
      password: 'Kribi-Lobe-2026!',
      prenom: long,
      nom: long,
      telephone: '677 11 22 33',
      adresse: long,
      ville: long,
      codeZip: '',
      pays: 'Cameroun',
    })
    expect(registered.status).toBeLessThan(500)
    const refused = await shopper.post('/newsletter', { email: `${long}@`.repeat(8), redirectTo: '/' })
    expect(refused.status).toBeLessThan(500)
    for (const cookie of (refused.res.headers.get('set-cookie') ?? '').split(/,(?=\s*__)/)) {
      expect(cookie.split(';')[0]!.length).toBeLessThanOrEqual(4096)
    }
    expect((await shopper.get('/')).status).toBe(200)
  })
})

describe('7. the email confirmation link reaches no tracker', () => {
  it('on a shop with a Google tag and an ad pixel, /confirm-email loads neither', async () => {
    const shopper = new Shopper(stack.shop, 'mode')
    const home = await shopper.get('/')
    expect(home.html).toMatch(/googletagmanager|fbevents|facebook/)
    const confirm = await shopper.get('/confirm-email?token=a-secret-token')
    expect(confirm.html).not.toMatch(/googletagmanager|fbevents|facebook\.com\/tr/)
  })
})

describe('9. the passwords guessing scripts try first are refused', () => {
  it.each(['password', '12345678', 'azertyuiop'])('“%s”: 400 with the reason, no account', async (password) => {
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.post('/register', {
      email: `common.${crypto.randomUUID().slice(0, 8)}@demo.test`,
      password,
      prenom: 'Awa',
      nom: 'Ngo',
      telephone: '677 11 22 33',
      adresse: '1 rue de la Joie',
      ville: 'Douala',
      codeZip: '',
      pays: 'Cameroun',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.account.errors.passwordCommon)
  })
})

describe('10. the session cookie shows nothing readable', () => {
  it('signed in, its value holds neither the token, the email nor the customer, in any encoding tried', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    expect((await shopper.post('/login', CUSTOMER)).status).toBe(303)
    const value = decodeURIComponent(shopper.cookies.get('__session')!)
    const decodings = [value, ...value.split('.').map((part) => Buffer.from(part, 'base64').toString('latin1'))]
    // JSON keys and the email as they would appear in clear (short strings would turn up in random bytes).
    for (const text of decodings) expect(text).not.toMatch(/client@demo\.test|"token"|"prenom"|"customer"/)
  })
})

describe('11. URLs in shop data are accepted as https: (or http:) only', () => {
  it('a javascript: logo and favicon reach neither the page nor the manifest', async () => {
    const proxy = await startProxy(stack.api.url, ({ path }) =>
      path.startsWith('/api/v2/store/shop-data')
        ? {
            rewrite: (body) =>
              body
                .replace(/"logo":"[^"]*"/, '"logo":"javascript:alert(1)"')
                .replace(/"favicon":"[^"]*"/, '"favicon":"data:text/html,<script>alert(1)</script>"'),
          }
        : null,
    )
    const shop = await startStorefront({ apiUrl: proxy.url })
    try {
      for (const path of ['/', '/manifest.webmanifest']) {
        const res = await shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA } })
        expect(res.status).toBe(200)
        expect(await res.text()).not.toMatch(/javascript:|data:text\/html/)
      }
    } finally {
      await shop.dispose()
      await proxy.dispose()
    }
  })
})

describe('12. the payment redirect goes to the provider only', () => {
  it('an authorization URL on another host gives the payment-init error, no redirect there, the cart kept', async () => {
    const proxy = await startProxy(stack.api.url, ({ method, path }) =>
      method === 'POST' && path === '/provider/payments'
        ? {
            rewrite: (body) =>
              body.replace(/"authorization_url":"[^"]*"/, '"authorization_url":"https://pay.evil.example/x"'),
          }
        : null,
    )
    const shop = await startStorefront({
      apiUrl: stack.api.url,
      env: { PAYMENT_PROVIDER_URL: `${proxy.url}/provider` },
    })
    try {
      const shopper = new Shopper(shop, 'demo')
      // 1004: a product of the demo shop that is sold without a variant.
      await shopper.post('/cart', { intent: 'add', produitId: 1004, quantity: 1, redirectTo: '/cart' })
      const checkoutKey = checkoutKeyIn((await shopper.get('/cart')).html)
      const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'notchpay'))
      expect(res.location ?? '').not.toContain('evil.example')
      expect(res.status).toBe(502)
      expect(res.html).toContain(fr.checkout.providerFailed)
      expect(cartCount((await shopper.get('/cart')).html)).toBe(1)
    } finally {
      await shop.dispose()
      await proxy.dispose()
    }
  })
})

describe('13. every action has one timeout for all its platform calls', () => {
  it('a login on a platform that answers after the timeout is answered within it (504), the email kept', async () => {
    const timeoutMs = 1500
    const proxy = await startProxy(stack.api.url, ({ path }) =>
      path === '/api/v2/login' ? { delayMs: timeoutMs * 3 } : null,
    )
    const shop = await startStorefront({ apiUrl: proxy.url, env: { API_TIMEOUT_MS: String(timeoutMs) } })
    try {
      const shopper = new Shopper(shop, 'demo')
      await shopper.get('/login')
      const started = Date.now()
      const res = await shopper.post('/login', CUSTOMER)
      expect(res.status).toBe(504)
      expect(Date.now() - started).toBeLessThan(timeoutMs * 2)
      expect(res.html).toContain('value="client@demo.test"')
    } finally {
      await shop.dispose()
      await proxy.dispose()
    }
  })
})

describe('15. personal answers are kept by no cache, in every language', () => {
  const inBoth = (paths: string[]) => paths.flatMap((path) => [path, `/en${path}`])
  const noStore = async (shopper: Shopper, path: string) => {
    const { res } = await shopper.get(path)
    return `${path}: ${res.headers.get('cache-control')}`
  }

  it('a visitor’s own data and pages: private, no-store under / and /en', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const data = inBoth([
      '/cart.data',
      '/customer.data',
      '/customer/orders.data',
      '/login.data',
      '/register.data',
      '/contact.data',
      '/order-placed.data',
      '/payment-status.data',
      '/payment-success.data',
      '/payment-failure.data',
      '/confirm-email.data',
    ])
    const documents = inBoth(['/payment-status', '/payment-success', '/payment-failure', '/order-placed', '/login'])
    const answers = await Promise.all([...data, ...documents].map((path) => noStore(shopper, path)))
    expect(answers).toEqual([...data, ...documents].map((path) => `${path}: private, no-store`))
  })

  it('signed in, every page and its data: private, no-store under / and /en', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/login', { ...CUSTOMER, redirectTo: '/customer' })
    const paths = inBoth([
      '/customer/orders',
      '/customer/orders.data',
      '/customer.data',
      '/cart',
      '/cart.data',
      '/categories',
    ])
    const answers = await Promise.all(paths.map((path) => noStore(shopper, path)))
    expect(answers).toEqual(paths.map((path) => `${path}: private, no-store`))
  })

  it('the cart page of a visitor not signed in is private, no-cache (Back shows it without sending a form again)', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const answers = await Promise.all(inBoth(['/cart']).map((path) => noStore(shopper, path)))
    expect(answers).toEqual(['/cart: private, no-cache', '/en/cart: private, no-cache'])
  })
})

describe('16. a crafted path cannot send a visitor off the shop through a language or sign-in redirect', () => {
  const offShop = [
    '/en//evil.example/login',
    '/en/\\evil.example',
    '/en//%5Cevil.example',
    '/en/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
  ]
  const onShop = (location: string | null) => new URL(location ?? '', stack.shop.origin('demo')).origin

  it.each(offShop)('%s: /language (to fr and en), /no-js, sign-in and sign-out stay on the shop', async (path) => {
    const shopper = new Shopper(stack.shop, 'demo')
    const answers = [
      await shopper.get(`/language?to=fr&path=${encodeURIComponent(path)}`),
      await shopper.get(`/language?to=en&path=${encodeURIComponent(path)}`),
      await shopper.get(`/no-js?to=${encodeURIComponent(path)}`),
      await shopper.post('/en/login', { ...CUSTOMER, redirectTo: path }),
      await shopper.post('/en/logout', { redirectTo: path }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(onShop(answer.location)).toBe(stack.shop.origin('demo'))
    }
  })
})

describe('17. no cookie value re-arms a cached variant of a page', () => {
  it('a forged pop-up cookie stores the pop-up page under its own key, never under the key of those who closed it', async () => {
    const path = '/blog?page=3&attack=18'
    const get = (cookie: string) =>
      stack.shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA, Cookie: cookie } })
    const forged = await get('__popup=x')
    expect(await forged.text()).toContain('class="popup')
    // The forged answer is stored after it is sent: a visitor who closed the pop-up asks until one comes from the cache.
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const closed = await get('__popup=1')
      const html = await closed.text()
      expect(html).not.toContain('class="popup')
      if (closed.headers.get('server-timing')?.includes('desc=hit')) return
    }
    throw new Error('the page never came from the cache')
  })
})

describe('18. the purge answers only for a shop, and slows down whoever guesses its secret', () => {
  const purge = (label: string, secret: string, client: string) =>
    stack.shop.fetch(label, '/__cache/purge', {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'CF-Connecting-IP': client },
    })

  it('a host that names no active shop is 404 whatever the secret: a right guess reads as a wrong one', async () => {
    for (const secret of [PURGE_SECRET, 'wrong-guess-for-a-made-up-host-00']) {
      expect((await purge('ferme', secret, '198.51.100.19')).status).toBe(404)
      expect((await purge('boutique-inconnue', secret, '198.51.100.19')).status).toBe(404)
    }
    const byAddress = await stack.shop.mf.dispatchFetch('http://127.0.0.1:8788/__cache/purge', {
      method: 'POST',
      headers: { Authorization: `Bearer ${PURGE_SECRET}`, 'CF-Connecting-IP': '198.51.100.19' },
    })
    expect(byAddress.status).toBe(404)
    await byAddress.arrayBuffer()
  })

  it('after 10 wrong secrets, 429 with Retry-After, and the next secret is not even compared', async () => {
    const guesser = '203.0.113.250'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await purge('demo', `wrong-guess-number-${i}-000000`, guesser)
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    expect((await purge('demo', PURGE_SECRET, guesser)).status).toBe(429)
    // The platform's own call, from its own address, goes through.
    expect((await purge('demo', PURGE_SECRET, '198.51.100.20')).status).toBe(200)
  })

  it('made-up host names give a guesser no more tries: refused purges are counted per address, whatever the host', async () => {
    const guesser = '203.0.113.251'
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const host = i % 2 ? `devine${i}` : ['demo', 'mode'][i % 4 === 0 ? 0 : 1]!
      statuses.push((await purge(host, `wrong-guess-number-${i}-000000`, guesser)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 404)).toBe(true)
    expect(statuses.slice(10)).toEqual(Array(10).fill(429))
    expect((await purge('mode', PURGE_SECRET, guesser)).status).toBe(429)
  })
})

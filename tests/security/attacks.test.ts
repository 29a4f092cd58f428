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

const stack = demoStack()
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
      expect((await shopper.get('/cart')).html).toMatch(/header__count"[^>]*>1</)
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

describe('15. personal answers are kept by no cache', () => {
  it.each(['/cart.data', '/payment-status', '/payment-status.data', '/order-placed', '/login'])(
    '%s: private, no-store',
    async (path) => {
      const res = await stack.shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA } })
      await res.arrayBuffer()
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    },
  )
})

import { describe, expect, it, vi } from 'vitest'
import { LOGIN_LIFETIME_MS } from '../../app/account/login-session.server'
import { createSessionStorage } from '../../app/server/session.server'
import { fr } from '../../app/i18n/fr'
import { cookiesBesidesVisitor } from '../support/shopper'
import { BROWSER_UA, startStorefront, TEST_SECRET } from '../support/storefront'
import { fakeStack } from '../support/stack'
import { cartCount } from '../support/page'

const stack = fakeStack()

const post = (headers: Record<string, string>) =>
  stack.shop.fetch('alpha', '/visit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: 'direction=increment',
  })

describe('cross-origin writes', () => {
  it('refuses a POST from another site, another shop or with no origin, before any action runs', async () => {
    const attempts: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://beta.localhost:8788' },
      { Origin: 'http://beta.localhost:8788' },
      {},
    ]
    for (const headers of attempts) {
      const res = await post(headers)
      expect(res.status).toBe(403)
      expect(await res.text()).toContain(fr.security.crossOrigin.replace(/'/g, '&#39;'))
    }
    expect(stack.api.calls('alpha', '/api/v2/boutiques/5/visite')).toBe(0)
  })

  it('accepts a POST from the shop’s own pages', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(204)
    expect((await post({ Origin: stack.shop.origin('alpha') })).status).toBe(204)
  })
})

describe('oversized requests', () => {
  it('refuses a form body over 64 KB with 413 before reading it', async () => {
    const res = await stack.shop.fetch('alpha', '/cart', {
      method: 'POST',
      headers: { Origin: stack.shop.origin('alpha'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `intent=promo&promoCode=${'A'.repeat(70 * 1024)}`,
    })
    expect(res.status).toBe(413)
    expect(await res.text()).toContain(fr.security.tooLarge.replace(/'/g, '&#39;'))
  })
})

describe('headers', () => {
  it('sends the security headers and a CSP that forbids framing', async () => {
    const res = await stack.shop.fetch('alpha', '/', { headers: { 'User-Agent': BROWSER_UA } })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('cache-control')).toContain('private')
  })

  it.each(['/cart.data', '/_root.data', '/categories.data'])('%s is never kept by a shared cache', async (path) => {
    const res = await stack.shop.fetch('alpha', path, { headers: { 'User-Agent': BROWSER_UA } })
    expect(res.headers.get('cache-control')).toContain('private')
  })
})

describe('session cookie', () => {
  const storage = createSessionStorage([TEST_SECRET], false, 'alpha.localhost')

  it('treats a tampered cookie as an anonymous visit', async () => {
    const session = await storage.getSession()
    session.set('cartId', 'cart-1')
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const tampered = cookie.slice(0, -3) + 'xyz'
    for (const value of [tampered, '__session=%%%garbage', '__session=eyJhIjoxfQ.invalid']) {
      const res = await stack.shop.fetch('alpha', '/', { headers: { Cookie: value, 'User-Agent': BROWSER_UA } })
      expect(res.status).toBe(200)
    }
  })

  it('clears an expired login and sets the cookie HttpOnly, SameSite=Lax, Path=/, without Domain', async () => {
    const session = await storage.getSession()
    session.set('token', 'tok')
    session.set('customer', { prenom: 'Awa' })
    session.set('tokenExpiration', Date.now() - LOGIN_LIFETIME_MS)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const res = await stack.shop.fetch('alpha', '/', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('Awa')
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^__session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Domain=/i)
    expect(setCookie).toMatch(/Max-Age=2592000/)
  })

  it('keeps a valid login and sends no cookie when nothing changed', async () => {
    const session = await storage.getSession()
    session.set('token', 'tok')
    session.set('customer', { prenom: 'Awa' })
    session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const res = await stack.shop.fetch('alpha', '/', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    expect(await res.text()).toContain('Awa')
    expect(cookiesBesidesVisitor(res)).toEqual([])
  })
})

describe('a session belongs to its shop', () => {
  const storage = createSessionStorage([TEST_SECRET], false, 'alpha.localhost')

  it('reads a cookie of another shop as no session at all: no login, no cart', async () => {
    const session = await storage.getSession()
    session.set('token', 'tok')
    session.set('customer', { prenom: 'Awa' })
    session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
    session.set('cartCount', 3)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const own = await stack.shop.fetch('alpha', '/', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    const ownHtml = await own.text()
    expect(ownHtml).toContain('Awa')
    expect(cartCount(ownHtml)).toBe(3)
    const other = await stack.shop.fetch('beta', '/', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    expect(other.status).toBe(200)
    const html = await other.text()
    expect(html).not.toContain('Awa')
    expect(cartCount(html)).not.toBe(3)
  })
})

describe('redirect targets taken from the request', () => {
  it.each([
    ['/.//%5Cattacker.example/phish', '/'],
    ['%5C%5Cattacker.example', '/'],
    ['/%255Cattacker.example', '/%5Cattacker.example'],
    ['//attacker.example', '/'],
    ['/%09/attacker.example', '/'],
    ['/%0A/attacker.example', '/'],
    ['https://attacker.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['//user@attacker.example', '/'],
    ['/cart?x=1', '/cart?x=1'],
  ])('/no-js?to=%s goes to %s', async (to, location) => {
    const res = await stack.shop.fetch('alpha', `/no-js?to=${to}`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(location)
  })
})

describe('texts taken from a link', () => {
  it('never shows the message a /payment-status link carries, only its own', async () => {
    const phish = 'Votre compte est bloqué : appelez le 699 00 00 00'
    const res = await stack.shop.fetch(
      'alpha',
      `/payment-status?numCommande=CMD-1&status=failed&message=${encodeURIComponent(phish)}`,
      { headers: { 'User-Agent': BROWSER_UA } },
    )
    const html = await res.text()
    expect(html).not.toContain('699 00 00 00')
    expect(html).toContain(fr.payment.statusFailedDefault.replace(/'/g, '&#x27;'))
  })
})

describe('configuration', () => {
  it('tells the operator which variable is missing or malformed, on the page and in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = await startStorefront({
      apiUrl: stack.api.url,
      env: { SESSION_SECRET: undefined, API_BASE_URL: 'ftp://nope' },
    })
    try {
      const res = await broken.fetch('alpha', '/')
      const html = await res.text()
      expect(res.status).toBe(500)
      expect(html).toContain(fr.config.title)
      expect(html).toContain('SESSION_SECRET')
      expect(html).toContain('API_BASE_URL')
      expect(html).not.toContain('ftp://nope')
      await expect.poll(() => log.mock.calls.flat().join(' ')).toContain('SESSION_SECRET')
    } finally {
      await broken.dispose()
    }
  })
})

/**
 * Requests no browser form sends: bodies that are not forms, reads with a body, writes from
 * another origin or to a host that names no shop; and the cookies and headers over https.
 */
import { Agent, request as httpRequest } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { FAKE_CUSTOMER } from '../support/fake-api'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
import { cookiesBesidesVisitor } from '../support/shopper'
import { BROWSER_UA } from '../support/storefront'
import '../support/no-console-error'

const stack = fakeStack()
const SHOP = 'alpha'
const ACTIONS = [
  '/cart',
  '/visit',
  '/login',
  '/register',
  '/logout',
  '/contact',
  '/newsletter',
  '/confirm-email?token=t',
  '/cart-link?items=a',
]
const BOUNDARY = '----fuzzboundary'
const multipart = (parts: string) => `${parts}--${BOUNDARY}--\r\n`

/** Bodies that are not a readable form, with the status and message they get. */
const NOT_FORMS: { name: string; type?: string; body: string | ArrayBuffer; status: number; message: string }[] = [
  {
    name: 'JSON',
    type: 'application/json',
    body: '{"intent":"add"}',
    status: 415,
    message: fr.security.notAForm,
  },
  { name: 'text/plain', type: 'text/plain', body: 'intent=add', status: 415, message: fr.security.notAForm },
  {
    name: 'no Content-Type',
    body: new TextEncoder().encode('intent=add').buffer as ArrayBuffer,
    status: 415,
    message: fr.security.notAForm,
  },
  {
    name: 'multipart without boundary',
    type: 'multipart/form-data',
    body: 'intent=add',
    status: 415,
    message: fr.security.notAForm,
  },
  {
    name: 'a multipart part without a name',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nadd\r\n`),
    status: 400,
    message: fr.security.unreadableForm,
  },
  {
    name: 'multipart that does not parse',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: 'garbage without any boundary',
    status: 400,
    message: fr.security.unreadableForm,
  },
  {
    name: 'a file',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nadd\r\n`,
    ),
    status: 400,
    message: fr.security.unreadableForm,
  },
]

const post = (path: string, init: { type?: string; body: BodyInit; headers?: Record<string, string> }) =>
  stack.shop.fetch(SHOP, path, {
    method: 'POST',
    headers: {
      Origin: stack.shop.origin(SHOP),
      'User-Agent': BROWSER_UA,
      ...(init.type ? { 'Content-Type': init.type } : {}),
      ...init.headers,
    },
    body: init.body,
  })

const escaped = (text: string) => text.replace(/'/g, '&#39;')

describe('bodies that are not forms', () => {
  it.each(NOT_FORMS)('$name: $status with the French page on every action, nothing asked upstream', async (bad) => {
    const before = stack.api.received.length
    for (const path of ACTIONS) {
      const res = await post(path, { type: bad.type, body: bad.body })
      expect(res.status, path).toBe(bad.status)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await res.text()).toContain(escaped(bad.message))
    }
    expect(stack.api.received.length).toBe(before)
  })

  it('gives a fetcher (/<route>.data) the message as data', async () => {
    for (const bad of NOT_FORMS) {
      const res = await post('/cart.data', { type: bad.type, body: bad.body })
      expect(res.status, bad.name).toBe(bad.status)
      expect(await actionData(await res.text())).toEqual({ ok: false, message: bad.message })
    }
  })

  it('answers 413 with the French page to a form far over the limit', async () => {
    const huge = `intent=promo&promoCode=${'A'.repeat(600 * 1024)}`
    const res = await post('/cart', { type: 'application/x-www-form-urlencoded', body: huge })
    expect(res.status).toBe(413)
    expect(await res.text()).toContain(escaped(fr.security.tooLarge))
  })

  it('still takes a form as a browser sends it, urlencoded or multipart', async () => {
    const beacon = new FormData()
    beacon.set('direction', 'increment')
    const multipart = new Response(beacon) // the body and Content-Type (with its boundary) a browser sends
    const type = multipart.headers.get('content-type')!
    expect((await post('/visit', { type, body: await multipart.arrayBuffer() })).status).toBe(204)
    const encoded = 'application/x-www-form-urlencoded;charset=UTF-8'
    expect((await post('/visit', { type: encoded, body: 'direction=increment' })).status).toBe(204)
  })
})

/** One connection for every raw request: a request whose body is left unread would break the next one. */
const connection = new Agent({ keepAlive: true, maxSockets: 1 })

/** A raw HTTP request to the storefront's workerd (undici refuses a GET with a body). */
async function raw(method: string, path: string, body: string): Promise<{ status: number; text: string }> {
  const entry = new URL(await stack.shop.mf.ready)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent: connection,
        host: entry.hostname,
        port: entry.port,
        method,
        path,
        headers: {
          Host: new URL(stack.shop.origin(SHOP)).host,
          'User-Agent': BROWSER_UA,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('what a form gives back in the session cookie', () => {
  it('a long value typed in the newsletter form (found by the fuzz suite): 303, not a cookie too large (500)', async () => {
    const email = 'A'.repeat(10_000)
    const body = new URLSearchParams({ email, redirectTo: '/' }).toString()
    const res = await post('/newsletter', { type: 'application/x-www-form-urlencoded', body })
    expect(res.status).toBe(303)
    expect(res.headers.get('set-cookie')).toMatch(/^__session=/)
  })
})

describe('a read with a body', () => {
  it.each(['GET', 'HEAD'])('%s: the body is ignored on pages and data requests, on one connection', async (method) => {
    for (const path of ['/', '/cart', '/products/produit-1', '/cart.data', '/visit', '/nowhere']) {
      const { status } = await raw(method, path, 'intent=add&produitId=1&quantity=1')
      expect(status, path).toBeLessThan(500)
    }
    const home = await raw(method, '/', 'a=b')
    expect(home.status).toBe(200)
    if (method === 'GET') expect(home.text).toContain(`Boutique ${SHOP}`)
  })
})

describe('writes from elsewhere', () => {
  it('refuses (403) a POST claiming same-origin from another origin, before any action', async () => {
    const before = stack.api.received.length
    for (const origin of ['http://beta.localhost:8788', 'null', 'not a url', 'https://alpha.localhost:8788']) {
      const res = await post('/visit', {
        type: 'application/x-www-form-urlencoded',
        body: 'direction=increment',
        headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      })
      expect(res.status, origin).toBe(403)
      expect(await res.text()).toContain(escaped(fr.security.crossOrigin))
    }
    expect(stack.api.received.length).toBe(before)
  })

  it('reads the shop’s host from the address, not from a forged X-Forwarded-Host', async () => {
    const visits = () => stack.api.received.filter((call) => call.path.endsWith('/visite')).length
    const before = visits()
    const res = await post('/visit', {
      type: 'application/x-www-form-urlencoded',
      body: 'direction=increment',
      headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-Host': 'beta.localhost:8788' },
    })
    expect(res.status).toBe(204)
    // The visit reaches the platform after the answer (waitUntil): the next test counts the calls it makes.
    await vi.waitFor(() => expect(visits()).toBe(before + 1))
  })

  it('refuses (403) every write to the bare 127.0.0.1 host, which names no shop', async () => {
    const before = stack.api.received.length
    for (const path of [...ACTIONS, '/cart.data', '/']) {
      for (const headers of [{ Origin: 'http://127.0.0.1:8788' }, { 'Sec-Fetch-Site': 'same-origin' }]) {
        const res = await stack.shop.mf.dispatchFetch(`http://127.0.0.1:8788${path}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'intent=add&produitId=1&quantity=1&direction=increment',
          redirect: 'manual',
        })
        expect(res.status, path).toBe(403)
        const text = await res.text()
        if (path.endsWith('.data')) expect(await actionData(text)).toEqual({ ok: false, message: fr.security.noShop })
        else expect(text).toContain(escaped(fr.security.noShop))
      }
    }
    expect(stack.api.received.length).toBe(before)
  })
})

describe('over https', () => {
  const https = (shop: string, path: string, init: RequestInit = {}) =>
    stack.shop.mf.dispatchFetch(`https://${shop}.localhost${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'User-Agent': BROWSER_UA, ...(init.headers as Record<string, string>) },
    } as never)
  const setCookies = (res: { headers: { getSetCookie(): string[] } }) => res.headers.getSetCookie()

  it('names every cookie __Host- (Secure, Path=/, no Domain) and sends Strict-Transport-Security', async () => {
    const home = await https('promo', '/')
    expect(home.status).toBe(200)
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(setCookies(home)).toEqual([
      expect.stringMatching(/^__Host-popup=s; Path=\/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure$/),
      expect.stringMatching(
        /^__Host-visitor=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure$/,
      ),
    ])

    const noJs = await https('promo', '/no-js?to=%2F', { headers: { Cookie: '__Host-popup=s' } })
    expect(noJs.status).toBe(303)
    expect(noJs.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(cookiesBesidesVisitor(noJs)).toEqual([
      '__Host-nojs=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
      '__Host-popup=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
    ])
    const whole = await https('promo', '/', { headers: { Cookie: '__Host-nojs=1' } })
    expect(cookiesBesidesVisitor(whole)).toEqual([expect.stringMatching(/^__Host-popup=1; /)])
    const seen = await https('promo', '/', { headers: { Cookie: '__Host-popup=1' } })
    expect(cookiesBesidesVisitor(seen)).toEqual([])

    const login = await https(SHOP, '/login', {
      method: 'POST',
      headers: { Origin: `https://${SHOP}.localhost`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password }).toString(),
    })
    expect(login.status).toBe(303)
    expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const [session] = cookiesBesidesVisitor(login)
    expect(session).toMatch(/^__Host-session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    const cookie = session!.split(';')[0]!
    expect(await (await https(SHOP, '/', { headers: { Cookie: cookie } })).text()).toContain('Awa')
    // Under the http name the same value is no session: only a __Host- cookie is read over https.
    const plain = cookie.replace('__Host-session', '__session')
    expect(await (await https(SHOP, '/', { headers: { Cookie: plain } })).text()).not.toContain('Awa')
  })

  it('sends Strict-Transport-Security on refusals too, and never over http', async () => {
    const refused = await https(SHOP, '/cart', {
      method: 'POST',
      headers: { Origin: `https://${SHOP}.localhost`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(415)
    expect(refused.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const local = await stack.shop.fetch('promo', '/', { headers: { 'User-Agent': BROWSER_UA } })
    expect(local.headers.get('strict-transport-security')).toBeNull()
    expect(cookiesBesidesVisitor(local)).toEqual(['__popup=s; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly'])
  })
})

describe('probes', () => {
  // The no-console-error guard fails the test if the storefront logs anything: an answer it chose is not an error.
  it.each([
    ['POST', '/categories', 405],
    ['POST', '/blog', 405],
    ['GET', '/?_data=root', 400],
    ['GET', '/products/x?_data=routes%2F(%24lang).products.%24slug', 400],
    ['GET', '/nothing-here.data', 404],
  ])('%s %s answers %i and logs nothing', async (method, path, status) => {
    const res = await stack.shop.fetch('alpha', path, {
      method,
      headers: {
        'User-Agent': BROWSER_UA,
        Origin: stack.shop.origin('alpha'),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: method === 'POST' ? 'a=1' : undefined,
    })
    await res.arrayBuffer()
    expect(res.status).toBe(status)
  })
})

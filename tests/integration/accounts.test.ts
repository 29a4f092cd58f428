/**
 * Sign-in, registration, sign-out and email confirmation against the fake
 * platform (tests/support/fake-api.ts), with and without JavaScript.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { LOGIN_FAILURES } from '../../app/server/rate-limits/policy.server'
import { LOGIN_LIFETIME_MS } from '../../app/account/login-session.server'
import { createSessionStorage } from '../../app/server/session.server'
import { FAKE_CUSTOMER } from '../support/fake-api'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { fakeStack } from '../support/stack'
import { BROWSER_UA, TEST_SECRET } from '../support/storefront'
import '../support/no-console-error'

const stack = fakeStack()
const SHOP = 'comptes'
const LOGIN = { email: FAKE_CUSTOMER.email, password: FAKE_CUSTOMER.password }
const REGISTRATION = {
  email: 'nouveau@fake.test',
  password: 'Secret-2026!',
  prenom: 'Jean',
  nom: 'Mbarga',
  telephone: '677 11 22 33',
  adresse: '3 avenue Kennedy',
  ville: 'Yaoundé',
  codeZip: '',
  pays: 'Cameroun',
}
const fetched = async (res: { html: string }) => (await actionData(res.html)) as Record<string, unknown>
const accountCalls = (path: string) => stack.api.received.filter((r) => r.path === `/api/v2${path}`).length

async function signedIn(): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, SHOP)
  const res = await shopper.post('/login', LOGIN)
  expect(res.status).toBe(303)
  return shopper
}

describe('login page', () => {
  it('without JavaScript: 303 to the safe redirectTo, the customer in the header, the token nowhere', async () => {
    const shopper = new Shopper(stack.shop, SHOP)
    const page = await shopper.get('/login?redirectTo=/cart')
    expect(page.status).toBe(200)
    expect(page.html).toContain('name="redirectTo" value="/cart"')
    expect(page.res.headers.get('cache-control')).toBe('private, no-store')

    const res = await shopper.post('/login', { ...LOGIN, redirectTo: '/cart' })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/cart')
    expect(res.res.headers.get('set-cookie')).toMatch(/^__session=/)
    const home = await shopper.get('/')
    expect(home.html).toContain('Awa')
    expect(home.html).toContain(fr.account.loginSuccess)
    expect(home.html).not.toContain(FAKE_CUSTOMER.token)
    expect(home.res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('defaults to /customer and refuses a redirectTo to another host', async () => {
    for (const redirectTo of ['', '//attacker.example', 'https://attacker.example/']) {
      const res = await new Shopper(stack.shop, SHOP).post('/login', { ...LOGIN, redirectTo })
      expect(res.location).toBe('/customer')
    }
  })

  it('with the modal (a fetcher): the success as data, and the cookie re-issued', async () => {
    const shopper = new Shopper(stack.shop, SHOP)
    const res = await shopper.post('/login.data', { ...LOGIN, redirectTo: '/cart' })
    expect(res.status).toBe(200)
    expect(await fetched(res)).toEqual({
      ok: true,
      message: fr.account.loginSuccess,
      errors: {},
      values: {},
      next: '/cart',
    })
    expect(res.res.headers.get('set-cookie')).toMatch(/^__session=/)
    expect(res.html).not.toContain(FAKE_CUSTOMER.token)
    expect((await shopper.get('/')).html).toContain('Awa')
  })

  it.each([
    ['wrong@fake.test', 401, fr.account.wrongCredentials],
    ['falsy@fake.test', 401, fr.account.loginRefused],
    ['refused@fake.test', 400, 'Compte suspendu.'],
    ['broken@fake.test', 502, fr.account.loginError],
    // The platform's lock without a Retry-After of its own: a minute, as the platform says in words.
    ['busy@fake.test', 429, fr.account.platformThrottled.replace('{{wait}}', '1\u00a0min')],
  ])('%s: %i and its French message, the email kept, the password not', async (email, status, message) => {
    const shopper = new Shopper(stack.shop, SHOP)
    const page = await shopper.post('/login', { email, password: 'not-the-one-9', redirectTo: '/cart' })
    expect(page.status).toBe(status)
    expect(page.html).toContain(message)
    expect(page.html).toContain(`value="${email}"`)
    expect(page.html).not.toContain('not-the-one-9')
    const data = await fetched(await shopper.post('/login.data', { email, password: 'x' }))
    expect(data).toMatchObject({ ok: false, message })
  })

  it('bad input: 400 with the field messages, values kept, nothing sent upstream', async () => {
    const before = accountCalls('/login')
    const shopper = new Shopper(stack.shop, SHOP)
    const empty = await shopper.post('/login', { email: '', password: '' })
    expect(empty.status).toBe(400)
    expect(empty.html).toContain(fr.account.errors.email)
    expect(empty.html).toContain(fr.account.errors.password)
    expect(empty.html).toMatch(/aria-invalid="true"[^>]*aria-describedby="email-error"|aria-describedby="email-error"/)
    const malformed = await shopper.post('/login', { email: 'pas-un-email', password: 'x' })
    expect(malformed.status).toBe(400)
    expect(malformed.html).toContain(fr.account.errors.emailFormat)
    expect(malformed.html).toContain('value="pas-un-email"')
    expect(accountCalls('/login')).toBe(before)
  })

  it('after wrong passwords, slows down that visitor for that email only, before asking the platform', async () => {
    const attacker = new Shopper(stack.shop, SHOP)
    await attacker.get('/login')
    const wrong = { email: LOGIN.email, password: 'pas-le-bon-1' }
    // A device that never signed in to the email: LOGIN_FAILURES.strangers wrong passwords reach the platform, then it waits.
    for (let i = 0; i < LOGIN_FAILURES.strangers; i++) expect((await attacker.post('/login', wrong)).status).toBe(401)
    const before = accountCalls('/login')
    const slowed = await attacker.post('/login', LOGIN)
    expect(slowed.status).toBe(429)
    expect(Number(slowed.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(slowed.html).toContain(fr.account.throttled.split('{{')[0]!)
    expect(slowed.html).toContain(`value="${LOGIN.email}"`)
    expect(accountCalls('/login')).toBe(before)
    // The owner, on their own phone, signs in at once.
    expect((await new Shopper(stack.shop, SHOP).post('/login', LOGIN)).status).toBe(303)
  })
})

describe('registration', () => {
  it('without JavaScript: 303 to /customer at once, signed in, with the toast', async () => {
    const shopper = new Shopper(stack.shop, SHOP)
    const res = await shopper.post('/register', REGISTRATION)
    expect(res.status).toBe(303)
    expect(res.location).toBe('/customer')
    const home = await shopper.get('/')
    expect(home.html).toContain('Jean')
    expect(home.html).toContain(fr.account.registered)
  })

  it('with JavaScript: the message as data, the page moves on by itself', async () => {
    const res = await new Shopper(stack.shop, SHOP).post('/register.data', { ...REGISTRATION })
    expect(await fetched(res)).toEqual({
      ok: true,
      message: fr.account.registered,
      errors: {},
      values: {},
      next: '/customer',
    })
  })

  it.each(['password', '12345678', 'AZERTYUIOP', 'aaaaaaaaaa', 'abcdefgh', '98765432'])(
    'refuses the common password %j before asking the platform',
    async (password) => {
      const before = accountCalls('/register')
      const res = await new Shopper(stack.shop, SHOP).post('/register', { ...REGISTRATION, password })
      expect(res.status).toBe(400)
      expect(res.html).toContain(fr.account.errors.passwordCommon)
      expect(accountCalls('/register')).toBe(before)
    },
  )

  it('bad input: 400, a message per required field, values kept except the password, nothing sent', async () => {
    const before = accountCalls('/register')
    const res = await new Shopper(stack.shop, SHOP).post('/register', {
      email: 'nouveau@fake.test',
      password: 'court',
      codeZip: '00237',
    })
    expect(res.status).toBe(400)
    for (const key of ['prenom', 'nom', 'telephone', 'adresse', 'ville'] as const)
      expect(res.html).toContain(fr.account.errors[key])
    expect(res.html).toContain(fr.account.errors.passwordLength.replace('{{count}}', '8'))
    expect(res.html).toContain('8 caractères au moins.') // said under the field before the shopper types
    expect(res.html).toContain('value="nouveau@fake.test"')
    expect(res.html).toContain('value="00237"')
    expect(res.html).not.toContain('value="court"')
    expect(accountCalls('/register')).toBe(before)
  })

  it.each([
    ['taken@fake.test', 409, 'Un compte existe déjà avec cet email.'],
    ['broken@fake.test', 502, fr.account.registerError],
  ])('%s: %i and its message', async (email, status, message) => {
    const res = await new Shopper(stack.shop, SHOP).post('/register', { ...REGISTRATION, email })
    expect(res.status).toBe(status)
    expect(res.html).toContain(message)
    expect(res.html).toContain('value="Mbarga"')
  })
})

describe('signed-in and signed-out visitors', () => {
  it('sends a signed-in visitor from /login to /customer and from /register to /', async () => {
    const shopper = await signedIn()
    expect((await shopper.get('/login')).location).toBe('/customer')
    expect((await shopper.get('/register')).location).toBe('/')
  })

  it('clears a login past its hour and rewrites the cookie', async () => {
    const storage = createSessionStorage([TEST_SECRET], false, `${SHOP}.localhost`)
    const session = await storage.getSession()
    session.set('token', FAKE_CUSTOMER.token)
    session.set('customer', FAKE_CUSTOMER.user)
    session.set('tokenExpiration', Date.now() - 1)
    session.set('cartCount', 2)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const res = await stack.shop.fetch(SHOP, '/login', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('Awa')
    const next = await storage.getSession(res.headers.get('set-cookie'))
    expect(next.has('token')).toBe(false)
    expect(next.get('cartCount')).toBe(2)
  })

  it('clears a stored customer that does not read as one', async () => {
    const storage = createSessionStorage([TEST_SECRET], false, `${SHOP}.localhost`)
    const session = await storage.getSession()
    session.set('token', FAKE_CUSTOMER.token)
    session.set('customer', { prenom: 42 } as never)
    session.set('tokenExpiration', Date.now() + LOGIN_LIFETIME_MS)
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const res = await stack.shop.fetch(SHOP, '/', { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } })
    expect(res.status).toBe(200)
    const next = await storage.getSession(res.headers.get('set-cookie'))
    expect(next.has('token')).toBe(false)
    expect(next.has('customer')).toBe(false)
  })
})

describe('logout', () => {
  it('a GET only asks for confirmation and signs no one out', async () => {
    const shopper = await signedIn()
    const page = await shopper.get('/logout')
    expect(page.status).toBe(200)
    expect(page.html).toContain(fr.account.logoutConfirm)
    expect(page.html).toMatch(/<form method="post" action="\/logout"/)
    expect((await shopper.get('/')).html).toContain('Awa')
  })

  it('a POST clears the login, keeps the cart, and goes to a safe target', async () => {
    const shopper = await signedIn()
    const storage = createSessionStorage([TEST_SECRET], false, `${SHOP}.localhost`)
    const session = await storage.getSession(`__session=${shopper.cookies.get('__session')}`)
    session.set('cartId', 'cart-9')
    shopper.cookies.set('__session', (await storage.commitSession(session)).split(';')[0]!.split('=')[1]!)
    const res = await shopper.post('/logout', { redirectTo: '//attacker.example' })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/')
    const after = await storage.getSession(`__session=${shopper.cookies.get('__session')}`)
    expect(after.has('token')).toBe(false)
    expect(after.has('customer')).toBe(false)
    expect(after.has('tokenExpiration')).toBe(false)
    expect(after.get('cartId')).toBe('cart-9')
    expect((await shopper.get('/')).html).toContain(fr.account.loggedOut)
  })

  it('refuses a logout posted from another origin', async () => {
    const res = await stack.shop.fetch(SHOP, '/logout', {
      method: 'POST',
      headers: { Origin: 'http://autre.localhost:8788', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(res.status).toBe(403)
  })
})

describe('email confirmation', () => {
  it('a GET of the link (a mail client’s prefetch) shows the page and sends nothing', async () => {
    const before = accountCalls('/verify-email-token')
    const page = await new Shopper(stack.shop, SHOP).get('/confirm-email?token=good-token')
    expect(page.status).toBe(200)
    expect(page.html).toContain(fr.account.confirmButton)
    expect(accountCalls('/verify-email-token')).toBe(before)
  })

  it('without a token: 400 and its message, without calling the platform', async () => {
    const before = accountCalls('/verify-email-token')
    const page = await new Shopper(stack.shop, SHOP).get('/confirm-email')
    expect(page.status).toBe(400)
    expect(page.html).toContain(fr.account.noToken)
    expect(page.html).toContain('href="/login"')
    const posted = await new Shopper(stack.shop, SHOP).post('/confirm-email', { token: '' })
    expect(posted.status).toBe(400)
    expect(accountCalls('/verify-email-token')).toBe(before)
  })

  it('success: both texts and the way on', async () => {
    const res = await new Shopper(stack.shop, SHOP).post('/confirm-email?token=good-token', { token: 'good-token' })
    expect(res.status).toBe(200)
    expect(res.html).toContain(fr.account.confirmed)
    expect(res.html).toContain(fr.account.confirmedNext)
    expect(res.html).toContain(fr.account.signIn)
    expect(
      await fetched(
        await new Shopper(stack.shop, SHOP).post('/confirm-email.data?token=good-token', { token: 'good-token' }),
      ),
    ).toEqual({ ok: true, message: fr.account.confirmed, errors: {}, values: {} })
  })

  it.each([
    ['used-token', 400, 'Le lien de confirmation est invalide ou a expiré.'],
    ['broken-token', 502, fr.account.confirmError],
  ])('%s: %i and its message', async (token, status, message) => {
    const res = await new Shopper(stack.shop, SHOP).post(`/confirm-email?token=${token}`, { token })
    expect(res.status).toBe(status)
    expect(res.html).toContain(message)
    expect(res.html).toContain('href="/login"')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginAnswer, RegisterAnswer } from '../../demo-api/src/accounts'
import type { CustomerOrder, CustomerOrderDetail } from '../../demo-api/src/customer-orders'
import type { CaughtMail } from '../../demo-api/src/mail'
import type { OrderAnswer } from '../../demo-api/src/orders'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { expectJson, expectMessage } from '../support/demo-api-answers'

const KEY = 'demo-public-key'
const SHOPS = ['demo', 'mode', 'nuit', 'marche'] as const
const PASSWORD = 'Client-2026!'
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const PBKDF2_HASH = /^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/
/** demo-api/src/accounts.ts FAILURE_STREAK_MS: a streak of wrong passwords is forgotten an hour after its last. */
const FAILURE_STREAK_MS = 60 * 60 * 1000

const M = {
  shopNotFound: 'Shop not found or not active for the given host.',
  invalidJson: 'Le corps de la requête doit être un objet JSON valide.',
  credentialsRequired: 'Email et mot de passe requis.',
  wrongCredentials: 'Email ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans une minute.',
  required: (field: string) => `Le champ ${field} est requis.`,
  emailInvalid: 'Adresse email invalide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  emailTaken: 'Un compte existe déjà avec cet email.',
  registered: 'Compte créé. Un email de confirmation vous a été envoyé.',
  emailConfirmed: 'Votre adresse e-mail a été confirmée avec succès !',
  confirmationInvalid: 'Le lien de confirmation est invalide ou a expiré.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  authenticationRequired: 'Authentification requise.',
  orderNotFound: 'Commande introuvable.',
} as const

const SEEDED_USER = {
  prenom: 'Awa',
  nom: 'Ndiaye',
  telephone: '699 00 00 00',
  adresse: '12 rue des Palmiers',
  ville: 'Douala',
  pays: 'Cameroun',
  codeZip: '00237',
}

interface CallOptions {
  shop?: string
  method?: string
  body?: unknown
  /** Bearer sent instead of the public key. */
  bearer?: string | null
  /** The shopper's address, as the storefront sends it on /login. */
  client?: string
}

let sequence = 0
/** A fresh email for each registration, so tests do not depend on each other. */
function newEmail(): string {
  sequence += 1
  return `cliente.${sequence}.${Date.now()}@example.cm`
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: 'Mot-de-passe-1',
    nom: 'Njoya',
    prenom: 'Aïcha',
    adresse: 'Rue Joss, immeuble Kadji',
    ville: 'Douala',
    telephone: '690123456',
    codeZip: null,
    pays: 'Cameroun',
    ...overrides,
  }
}

describe('demo API customer accounts', () => {
  let api: DemoApi
  let db: D1Database

  function call(path: string, { shop = 'demo', method = 'GET', body, bearer = KEY, client }: CallOptions = {}) {
    const headers: Record<string, string> = { 'X-Shop-Host': `${shop}.localhost:8788` }
    if (client) headers['X-Forwarded-For'] = client
    if (bearer !== null) headers['Authorization'] = `Bearer ${bearer}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    return fetch(`${api.url}/api/v2${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  function ok<T>(path: string, options: CallOptions = {}, status = 200): Promise<T> {
    return call(path, options).then((r) => expectJson<T>(r, status, `${options.method ?? 'GET'} ${path}`))
  }

  function fails(path: string, options: CallOptions, status: number, message: string): Promise<void> {
    return call(path, options).then((r) => expectMessage(r, status, message, `${options.method ?? 'GET'} ${path}`))
  }

  function login(email: string, password = PASSWORD, shop = 'demo'): Promise<LoginAnswer> {
    return ok<LoginAnswer>('/login', { shop, method: 'POST', body: { email, password } })
  }

  function register(body: Record<string, unknown>, shop = 'demo'): Promise<RegisterAnswer> {
    return ok<RegisterAnswer>('/register', { shop, method: 'POST', body }, 201)
  }

  async function mailTo(email: string): Promise<CaughtMail[]> {
    const response = await fetch(`${api.url}/mail?to=${encodeURIComponent(email)}`)
    expect(response.status).toBe(200)
    return (await response.json()) as CaughtMail[]
  }

  /** The verification token of the latest confirmation email sent to this address. */
  async function verificationToken(email: string): Promise<string> {
    const [latest] = await mailTo(email)
    const token = latest ? new URL(latest.link).searchParams.get('token') : null
    if (!token) throw new Error(`no confirmation email for ${email}`)
    return token
  }

  /** Moves a login token's expiry into the past, as if 65 minutes had gone by. */
  async function expireLoginTokens(customerId: number): Promise<void> {
    await db
      .prepare('UPDATE customer_tokens SET expires_at = ?2 WHERE customer_id = ?1')
      .bind(customerId, Date.now() - 1)
      .run()
  }

  async function placeOrder(bearer: string, shop = 'demo'): Promise<OrderAnswer> {
    const products = { demo: 1004, mode: 2003, nuit: 3003, marche: 4006 } as Record<string, number>
    const cart = await ok<{ id: string }>(
      '/cart/items',
      { shop, method: 'POST', body: { produitId: products[shop], quantity: 2 }, bearer },
      201,
    )
    return ok<OrderAnswer>(
      '/orders',
      {
        shop,
        method: 'POST',
        bearer,
        body: {
          cartId: cart.id,
          shippingAddress: '12 rue des Palmiers',
          shippingZoneId: 11,
          nomClient: 'Awa Ndiaye',
          tel: '699000000',
          email: `client@${shop}.test`,
          paysLivraison: 'CM',
          codeZip: '00237',
          orderNote: null,
          codePromo: null,
          paymentMethod: shop === 'nuit' ? 'notchpay' : 'cash_on_delivery',
        },
      },
      201,
    )
  }

  /** What the stand-in wrote (console.*), one entry per line. */
  const apiLog: string[] = []

  beforeAll(async () => {
    api = await startDemoApi({ onLog: (text) => void apiLog.push(text) })
    db = await api.mf.getD1Database('DB')
    await fetch(`${api.url}/health`)
  }, 60_000)

  afterAll(async () => {
    await api?.dispose()
  })

  describe('POST /login', () => {
    it.each(SHOPS)('signs in the seeded customer of %s with a token of 32 random bytes', async (shop) => {
      const answer = await login(`client@${shop}.test`, PASSWORD, shop)
      expect(answer).toEqual({
        token: expect.stringMatching(TOKEN),
        user: { id: expect.any(Number), email: `client@${shop}.test`, ...SEEDED_USER },
      })
      expect(JSON.stringify(answer)).not.toContain(PASSWORD)
      expect(JSON.stringify(answer)).not.toContain('pbkdf2')
    })

    it('ignores case and spaces around the email, and gives a new token each time', async () => {
      const first = await login('  Client@Demo.TEST ')
      const second = await login('client@demo.test')
      expect(first.token).not.toBe(second.token)
      expect(first.user.id).toBe(second.user.id)
    })

    it('stores only the SHA-256 of the token, expiring 65 minutes after issue', async () => {
      const before = Date.now()
      const { token } = await login('client@demo.test')
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
      const hash = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
      const row = await db
        .prepare('SELECT expires_at FROM customer_tokens WHERE token_hash = ?1')
        .bind(hash)
        .first<{ expires_at: number }>()
      expect(row).not.toBeNull()
      expect(row!.expires_at - before).toBeGreaterThanOrEqual(65 * 60 * 1000)
      expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(65 * 60 * 1000)
      const dump = await databaseDump()
      expect(dump).not.toContain(token)
    })

    it('answers the same 401 to a wrong password and to an unknown email', async () => {
      await fails(
        '/login',
        { method: 'POST', body: { email: 'client@demo.test', password: 'wrong-password' } },
        401,
        M.wrongCredentials,
      )
      await fails(
        '/login',
        { method: 'POST', body: { email: 'personne@demo.test', password: PASSWORD } },
        401,
        M.wrongCredentials,
      )
      // The seeded customer of another shop is not a customer of this one.
      await fails(
        '/login',
        { method: 'POST', body: { email: 'client@mode.test', password: PASSWORD } },
        401,
        M.wrongCredentials,
      )
    })

    it.each([
      ['no email', { password: PASSWORD }],
      ['no password', { email: 'client@demo.test' }],
      ['an empty email', { email: '  ', password: PASSWORD }],
      ['an empty password', { email: 'client@demo.test', password: '' }],
      ['a number as email', { email: 42, password: PASSWORD }],
      ['an object as password', { email: 'client@demo.test', password: { $ne: '' } }],
      ['null fields', { email: null, password: null }],
      ['an email over 254 characters', { email: `${'a'.repeat(250)}@demo.test`, password: PASSWORD }],
      ['a password over 1024 characters', { email: 'client@demo.test', password: 'x'.repeat(1025) }],
    ])('answers 400 to %s', async (_, body) => {
      await fails('/login', { method: 'POST', body }, 400, M.credentialsRequired)
    })

    it.each([
      ['malformed JSON', '{"email": "client@demo.test",'],
      ['an empty body', ''],
      ['a JSON array', '[]'],
      ['a JSON string', '"client@demo.test"'],
    ])('answers 400 to %s', async (_, body) => {
      await fails('/login', { method: 'POST', body }, 400, M.invalidJson)
    })

    it('accepts a password of exactly 1024 characters as a wrong one', async () => {
      await fails(
        '/login',
        { method: 'POST', body: { email: 'personne.longue@demo.test', password: 'x'.repeat(1024) } },
        401,
        M.wrongCredentials,
      )
    })
  })

  describe('login throttle', () => {
    async function wrong(email: string, shop = 'demo') {
      await fails(
        '/login',
        { shop, method: 'POST', body: { email, password: 'not-the-password' } },
        401,
        M.wrongCredentials,
      )
    }

    /** Dates the last wrong password of this email `ms` ago. */
    async function lastFailureAgo(email: string, ms: number) {
      await db
        .prepare('UPDATE login_failures SET last_failed_at = ?2 WHERE email = ?1')
        .bind(email, Date.now() - ms)
        .run()
    }

    it('refuses every attempt for 60 s after 5 wrong passwords in a row, even the right one', async () => {
      const { email, password } = registration()
      await register({ ...registration(), email, password }, 'mode')
      for (let i = 0; i < 5; i++) await wrong(email, 'mode')
      await fails('/login', { shop: 'mode', method: 'POST', body: { email, password } }, 429, M.tooManyAttempts)
      await fails(
        '/login',
        { shop: 'mode', method: 'POST', body: { email: email.toUpperCase(), password: 'x' } },
        429,
        M.tooManyAttempts,
      )
      // Another email, and the same email in another shop, are not throttled.
      await login('client@mode.test', PASSWORD, 'mode')
      await wrong(email, 'demo')

      await lastFailureAgo(email, 50_000)
      await fails('/login', { shop: 'mode', method: 'POST', body: { email, password } }, 429, M.tooManyAttempts)
      await lastFailureAgo(email, 61_000)
      const answer = await login(email, password, 'mode')
      expect(answer.token).toMatch(TOKEN)
    })

    it('locks one client out, never the owner signing in from elsewhere; each further wrong password doubles the wait', async () => {
      const { email, password } = registration()
      await register({ ...registration(), email, password })
      const attacker = '203.0.113.66'
      const guess = () =>
        call('/login', { method: 'POST', client: attacker, body: { email, password: 'not-the-password' } })
      for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401)
      expect((await guess()).status).toBe(429)
      // The owner, from another address, gets in at once.
      const owner = await ok<LoginAnswer>('/login', {
        method: 'POST',
        client: '198.51.100.23',
        body: { email, password },
      })
      expect(owner.token).toMatch(TOKEN)
      // Past the first minute the attacker may guess once more; that failure locks for two minutes.
      await db
        .prepare('UPDATE login_failures SET last_failed_at = ?2 WHERE client = ?1')
        .bind(attacker, Date.now() - 61_000)
        .run()
      expect((await guess()).status).toBe(401)
      await db
        .prepare('UPDATE login_failures SET last_failed_at = ?2 WHERE client = ?1')
        .bind(attacker, Date.now() - 61_000)
        .run()
      expect((await guess()).status).toBe(429)
      await db
        .prepare('UPDATE login_failures SET last_failed_at = ?2 WHERE client = ?1')
        .bind(attacker, Date.now() - 121_000)
        .run()
      expect((await guess()).status).toBe(401)
    })

    it('tells the wait in Retry-After: the whole seconds left of the lock, rounded up', async () => {
      const { email, password } = registration()
      await register({ ...registration(), email, password })
      const attempt = () => call('/login', { method: 'POST', body: { email, password } })
      for (let i = 0; i < 5; i++) await wrong(email)
      const locked = await attempt()
      expect(locked.headers.get('retry-after')).toMatch(/^(59|60)$/)
      await expectMessage(locked, 429, M.tooManyAttempts, 'POST /login (locked)')

      await lastFailureAgo(email, 50_500) // 9.5 s left
      expect((await attempt()).headers.get('retry-after')).toBe('10')
      await lastFailureAgo(email, 59_400) // 0.6 s left
      expect((await attempt()).headers.get('retry-after')).toBe('1')

      // The 6th wrong password locks for two minutes.
      await lastFailureAgo(email, 61_000)
      await wrong(email)
      await lastFailureAgo(email, 500)
      const longer = await attempt()
      expect(longer.status).toBe(429)
      expect(longer.headers.get('retry-after')).toBe('120')
      // Other answers carry no Retry-After.
      await lastFailureAgo(email, 121_000)
      const accepted = await attempt()
      expect(accepted.status).toBe(200)
      expect(accepted.headers.get('retry-after')).toBeNull()
    })

    it('forgets a streak of wrong passwords an hour after its last one', async () => {
      const { email, password } = registration()
      await register({ ...registration(), email, password })
      const attempt = (pass: string) => call('/login', { method: 'POST', body: { email, password: pass } })
      const streak = () =>
        db.prepare('SELECT failures FROM login_failures WHERE email = ?1').bind(email).first<number>('failures')

      // Within the hour the streak goes on: the 5th wrong password locks.
      for (let i = 0; i < 4; i++) await wrong(email)
      await lastFailureAgo(email, FAILURE_STREAK_MS - 60_000)
      await wrong(email)
      expect(await streak()).toBe(5)
      expect((await attempt(password)).status).toBe(429)

      // An hour after the last one, it starts again at 1: four more wrong passwords do not lock.
      await lastFailureAgo(email, FAILURE_STREAK_MS)
      await wrong(email)
      expect(await streak()).toBe(1)
      for (let i = 0; i < 3; i++) await wrong(email)
      expect(await streak()).toBe(4)
      expect((await attempt('not-the-password')).status).toBe(401)
      expect(await streak()).toBe(5)
      expect((await attempt(password)).status).toBe(429)
    })

    it('throttles unknown emails the same way', async () => {
      const email = newEmail()
      for (let i = 0; i < 5; i++) await wrong(email)
      await fails('/login', { method: 'POST', body: { email, password: PASSWORD } }, 429, M.tooManyAttempts)
    })

    it('counts wrong passwords in a row only: a success resets the count', async () => {
      const { email, password } = registration()
      await register({ ...registration(), email, password })
      for (let i = 0; i < 4; i++) await wrong(email)
      await login(email, password)
      for (let i = 0; i < 4; i++) await wrong(email)
      await login(email, password)
    })
  })

  describe('POST /register', () => {
    it('creates the account, answers 201 with a login token and sends a confirmation email', async () => {
      const body = registration({ email: `  Nouvelle.${Date.now()}@Example.CM `, codeZip: '00237' })
      const email = body.email.trim().toLowerCase()
      const answer = await register(body)
      expect(answer).toEqual({
        token: expect.stringMatching(TOKEN),
        user: {
          id: expect.any(Number),
          prenom: 'Aïcha',
          nom: 'Njoya',
          email,
          telephone: '690123456',
          adresse: 'Rue Joss, immeuble Kadji',
          ville: 'Douala',
          pays: 'Cameroun',
          codeZip: '00237',
        },
        message: M.registered,
      })

      // The token signs in at once.
      expect(await ok<CustomerOrder[]>('/customer/orders', { bearer: answer.token })).toEqual([])
      expect((await login(email, body.password)).user).toEqual(answer.user)

      const mails = await mailTo(email)
      expect(mails).toEqual([
        {
          to: email,
          subject: expect.stringContaining('Boutique Démo'),
          link: expect.stringMatching(/^http:\/\/demo\.localhost:8788\/confirm-email\?token=[A-Za-z0-9_-]{43}$/),
          sentAt: expect.stringMatching(ISO_DATE),
        },
      ])
      expect(new URL(mails[0]!.link).searchParams.get('token')).not.toBe(answer.token)
    })

    it('takes codeZip and pays as optional', async () => {
      const { codeZip: _zip, pays: _pays, ...body } = registration()
      const answer = await register(body)
      expect(answer.user).toMatchObject({ codeZip: null, pays: null })
    })

    it('stores a salted PBKDF2-SHA-256 hash, never the password', async () => {
      const password = `Secret-${Date.now()}-motdepasse`
      const first = await register(registration({ password }))
      const second = await register(registration({ password }))
      const rows = await db
        .prepare('SELECT password_hash FROM customers WHERE id IN (?1, ?2)')
        .bind(first.user.id, second.user.id)
        .all<{ password_hash: string }>()
      const [a, b] = rows.results.map((row) => row.password_hash)
      expect(a).toMatch(PBKDF2_HASH)
      expect(b).toMatch(PBKDF2_HASH)
      // A random salt per customer: the same password gives two different hashes.
      expect(a!.split('$')[2]).not.toBe(b!.split('$')[2])
      expect(a).not.toBe(b)
      const dump = await databaseDump()
      expect(dump).not.toContain(password)
      expect(dump).not.toContain(PASSWORD)
    })

    it.each(['email', 'password', 'nom', 'prenom', 'adresse', 'ville', 'telephone'])(
      'answers 400 when %s is missing, empty or not text',
      async (field) => {
        for (const value of [undefined, '', '   ', 42, null, ['x'], { x: 1 }]) {
          const body: Record<string, unknown> = registration({ [field]: value })
          if (value === undefined) delete body[field]
          await fails('/register', { method: 'POST', body }, 400, M.required(field))
        }
      },
    )

    it('checks the required fields before the email and the password', async () => {
      await fails(
        '/register',
        { method: 'POST', body: registration({ email: 'pas-un-email', password: 'court', telephone: '' }) },
        400,
        M.required('telephone'),
      )
    })

    it.each(['pas-un-email', 'a@b', 'a b@c.cm', '@example.cm', `${'a'.repeat(250)}@example.cm`])(
      'answers 400 to the malformed email %s',
      async (email) => {
        await fails('/register', { method: 'POST', body: registration({ email }) }, 400, M.emailInvalid)
      },
    )

    it('answers 400 to a password shorter than 8 characters', async () => {
      await fails('/register', { method: 'POST', body: registration({ password: 'Court-7' }) }, 400, M.passwordTooShort)
      await register(registration({ password: 'Huit-8ch' }))
    })

    it('answers 400 to texts too long', async () => {
      await fails(
        '/register',
        { method: 'POST', body: registration({ nom: 'N'.repeat(101) }) },
        400,
        'Champ « nom » trop long : 100 caractères au plus.',
      )
      await fails(
        '/register',
        { method: 'POST', body: registration({ password: 'p'.repeat(1025) }) },
        400,
        'Le mot de passe doit contenir au plus 1024 caractères.',
      )
      await fails(
        '/register',
        { method: 'POST', body: registration({ pays: 12 }) },
        400,
        'Champ « pays » invalide : texte attendu.',
      )
    })

    it.each([
      ['malformed JSON', '{"email":'],
      ['an empty body', ''],
      ['a JSON array', '[1, 2]'],
    ])('answers 400 to %s', async (_, body) => {
      await fails('/register', { method: 'POST', body }, 400, M.invalidJson)
    })

    it('answers 409 to an email already registered in this shop, whatever its case', async () => {
      const body = registration()
      await register(body)
      await fails(
        '/register',
        { method: 'POST', body: { ...body, email: body.email.toUpperCase() } },
        409,
        M.emailTaken,
      )
      await fails('/register', { method: 'POST', body: registration({ email: 'client@demo.test' }) }, 409, M.emailTaken)
      // Another shop has its own customers.
      await register(body, 'nuit')
    })
  })

  describe('POST /verify-email-token', () => {
    it('confirms the email once', async () => {
      const body = registration()
      const { user } = await register(body)
      const token = await verificationToken(body.email)
      expect(await ok('/verify-email-token', { method: 'POST', body: { token } })).toEqual({
        message: M.emailConfirmed,
      })
      const row = await db
        .prepare('SELECT email_confirmed_at FROM customers WHERE id = ?1')
        .bind(user.id)
        .first<{ email_confirmed_at: string | null }>()
      expect(row?.email_confirmed_at).not.toBeNull()
      await fails('/verify-email-token', { method: 'POST', body: { token } }, 400, M.confirmationInvalid)
    })

    it('refuses a token older than 24 h', async () => {
      const body = registration()
      await register(body)
      const token = await verificationToken(body.email)
      await db
        .prepare(
          `UPDATE email_verification_tokens SET expires_at = ?2
           WHERE customer_id = (SELECT id FROM customers WHERE email = ?1)`,
        )
        .bind(body.email, Date.now() - 1)
        .run()
      await fails('/verify-email-token', { method: 'POST', body: { token } }, 400, M.confirmationInvalid)
    })

    it('refuses a token of another shop, and the login token', async () => {
      const body = registration()
      const { token: loginToken } = await register(body, 'mode')
      const token = await verificationToken(body.email)
      await fails('/verify-email-token', { method: 'POST', body: { token } }, 400, M.confirmationInvalid)
      await fails(
        '/verify-email-token',
        { shop: 'mode', method: 'POST', body: { token: loginToken } },
        400,
        M.confirmationInvalid,
      )
      expect(await ok('/verify-email-token', { shop: 'mode', method: 'POST', body: { token } })).toEqual({
        message: M.emailConfirmed,
      })
    })

    it.each([
      ['an unknown token', { token: 'A'.repeat(43) }],
      ['no token', {}],
      ['an empty token', { token: '' }],
      ['a number', { token: 12345 }],
      ['a huge token', { token: 'A'.repeat(100_000) }],
    ])('answers 400 to %s', async (_, body) => {
      await fails('/verify-email-token', { method: 'POST', body }, 400, M.confirmationInvalid)
    })

    it('answers 400 to malformed JSON', async () => {
      await fails('/verify-email-token', { method: 'POST', body: '{token' }, 400, M.invalidJson)
    })
  })

  describe('customer token as bearer', () => {
    it('is accepted wherever the public key is', async () => {
      const { token } = await login('client@demo.test')
      const shop = await ok<{ nom: string }>('/store/shop-data?subdomain=demo', { bearer: token })
      expect(shop.nom).toBe('Boutique Démo')
      await ok('/categories', { bearer: token })
    })

    it('of shop A is refused by shop B', async () => {
      const { token } = await login('client@demo.test')
      await fails('/customer/orders', { shop: 'mode', bearer: token }, 401, M.sessionExpired)
      await fails('/store/shop-data?subdomain=mode', { shop: 'mode', bearer: token }, 401, M.shopNotFound)
    })

    it('expires 65 minutes after issue', async () => {
      const { token, user } = await login('client@nuit.test', PASSWORD, 'nuit')
      expect(await ok<CustomerOrder[]>('/customer/orders', { shop: 'nuit', bearer: token })).toHaveLength(5)
      await expireLoginTokens(user.id)
      await fails('/customer/orders', { shop: 'nuit', bearer: token }, 401, M.sessionExpired)
      await fails(`/customer/orders/1`, { shop: 'nuit', bearer: token }, 401, M.sessionExpired)
      await fails('/categories', { shop: 'nuit', bearer: token }, 401, M.shopNotFound)
      // A new login gives a working token again.
      const again = await login('client@nuit.test', PASSWORD, 'nuit')
      expect(await ok<CustomerOrder[]>('/customer/orders', { shop: 'nuit', bearer: again.token })).toHaveLength(5)
    })

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a random text', 'n-importe-quoi'],
      ['a very long bearer', 'x'.repeat(10_000)],
    ])('answers 401 session expired to %s under /customer', async (_, bearer) => {
      await fails('/customer/orders', { bearer }, 401, M.sessionExpired)
      await fails('/customer/orders/1', { bearer }, 401, M.sessionExpired)
      await fails('/home', { bearer }, 401, M.shopNotFound)
    })

    it('answers 401 authentication required to the public key, or no bearer, under /customer', async () => {
      await fails('/customer/orders', {}, 401, M.authenticationRequired)
      await fails('/customer/orders/1', {}, 401, M.authenticationRequired)
      await fails('/customer/orders', { bearer: null }, 401, M.authenticationRequired)
    })

    it('keeps the shop check first: an inactive or unknown shop answers as before', async () => {
      const { token } = await login('client@demo.test')
      await fails('/customer/orders', { shop: 'ferme', bearer: token }, 401, M.shopNotFound)
      await fails('/customer/orders', { shop: 'inconnue', bearer: token }, 401, M.shopNotFound)
    })
  })

  describe('GET /customer/orders', () => {
    it.each(SHOPS)('lists the 5 seeded orders of the customer of %s, newest first', async (shop) => {
      const { token } = await login(`client@${shop}.test`, PASSWORD, shop)
      const orders = await ok<CustomerOrder[]>('/customer/orders', { shop, bearer: token })
      expect(orders.map((o) => o.statut)).toEqual(['En cours', 'terminée', 'En attente', 'Annuler', 'Terminer'])
      for (const order of orders) {
        expect(Object.keys(order).sort()).toEqual(['date_commande', 'id', 'montant_total', 'num_commande', 'statut'])
        expect(order.date_commande).toMatch(ISO_DATE)
        expect(order.num_commande).toMatch(/^CMD-\d{4}-\d{6}$/)
        expect(order.montant_total).toBeGreaterThan(0)
      }
      const dates = orders.map((o) => o.date_commande)
      expect([...dates].sort().reverse()).toEqual(dates)

      const details = await Promise.all(
        orders.map((o) => ok<CustomerOrderDetail>(`/customer/orders/${o.id}`, { shop, bearer: token })),
      )
      details.forEach((detail, i) => {
        const order = orders[i]!
        expect(detail).toMatchObject({
          num_commande: order.num_commande,
          date_commande: order.date_commande,
          statut: order.statut,
          shipping_address: { adresse: '12 rue des Palmiers', ville: 'Douala', pays: 'Cameroun', code_zip: '00237' },
        })
        expect(detail.items.length).toBeGreaterThanOrEqual(1)
        expect(detail.items.length).toBeLessThanOrEqual(3)
        const subtotal = detail.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
        const { pricing } = detail
        expect(pricing.subtotal).toBe(subtotal)
        expect(pricing.shipping_fee).toBeGreaterThan(0)
        expect(pricing.total).toBe(pricing.subtotal + pricing.shipping_fee - pricing.discount_amount)
        expect(order.montant_total).toBe(pricing.total)
      })
      expect(details.filter((d) => d.items.some((item) => item.variant_name !== null))).toHaveLength(1)
      const promo = details.filter((d) => d.pricing.promo_code !== null)
      expect(promo).toHaveLength(1)
      expect(promo[0]!.pricing).toMatchObject({
        promo_code: 'BIENVENUE10',
        discount_amount: Math.round(promo[0]!.pricing.subtotal / 10),
      })
      expect(details.filter((d) => d.pricing.promo_code === null).every((d) => d.pricing.discount_amount === 0)).toBe(
        true,
      )
    })

    it('answers a detail with exactly the contract fields', async () => {
      const { token } = await login('client@demo.test')
      const [first] = await ok<CustomerOrder[]>('/customer/orders', { bearer: token })
      const detail = await ok<CustomerOrderDetail>(`/customer/orders/${first!.id}`, { bearer: token })
      expect(Object.keys(detail).sort()).toEqual([
        'date_commande',
        'items',
        'num_commande',
        'pricing',
        'shipping_address',
        'statut',
      ])
      expect(Object.keys(detail.items[0]!).sort()).toEqual([
        'cart_item_id',
        'product_name',
        'quantity',
        'unit_price',
        'variant_name',
      ])
      expect(Object.keys(detail.pricing).sort()).toEqual([
        'discount_amount',
        'promo_code',
        'shipping_fee',
        'subtotal',
        'total',
      ])
    })

    it('answers 404 to an order that is not this customer’s', async () => {
      const demo = await login('client@demo.test')
      const mode = await login('client@mode.test', PASSWORD, 'mode')
      const stranger = await register(registration())
      const [demoOrder] = await ok<CustomerOrder[]>('/customer/orders', { bearer: demo.token })
      const [modeOrder] = await ok<CustomerOrder[]>('/customer/orders', { shop: 'mode', bearer: mode.token })

      // Another customer's order, in the same shop.
      await fails(`/customer/orders/${demoOrder!.id}`, { bearer: stranger.token }, 404, M.orderNotFound)
      // Another shop's order.
      await fails(`/customer/orders/${modeOrder!.id}`, { bearer: demo.token }, 404, M.orderNotFound)
      // A guest order of this shop.
      const guest = await placeOrder(KEY)
      await fails(`/customer/orders/${guest.order.id}`, { bearer: demo.token }, 404, M.orderNotFound)
      // Unknown and malformed ids.
      for (const id of ['987654', '0', 'abc', '1.5', '-1', '9'.repeat(40), '%E2%82%AC']) {
        await fails(`/customer/orders/${id}`, { bearer: demo.token }, 404, M.orderNotFound)
      }
    })
  })

  describe('POST /orders with a customer token', () => {
    it('makes the order the customer’s and answers the same token', async () => {
      const body = registration()
      const { token } = await register(body)
      const answer = await placeOrder(token)
      expect(answer.token).toBe(token)
      const orders = await ok<CustomerOrder[]>('/customer/orders', { bearer: token })
      expect(orders).toEqual([
        {
          id: answer.order.id,
          num_commande: answer.order.numCommande,
          date_commande: expect.stringMatching(ISO_DATE),
          statut: 'En attente',
          montant_total: answer.order.montantTotal + answer.order.shippingCost - answer.order.reduction,
        },
      ])
      const detail = await ok<CustomerOrderDetail>(`/customer/orders/${answer.order.id}`, { bearer: token })
      expect(detail.items).toEqual([
        {
          cart_item_id: expect.any(Number),
          product_name: 'Micro-ondes 25 L',
          variant_name: null,
          quantity: 2,
          unit_price: answer.order.montantTotal / 2,
        },
      ])
      expect(detail.pricing).toEqual({
        subtotal: answer.order.montantTotal,
        shipping_fee: answer.order.shippingCost,
        discount_amount: 0,
        promo_code: null,
        total: answer.order.montantTotal + answer.order.shippingCost,
      })
    })

    it('comes first in the seeded customer’s list', async () => {
      const { token } = await login('client@marche.test', PASSWORD, 'marche')
      const answer = await placeOrder(token, 'marche')
      const orders = await ok<CustomerOrder[]>('/customer/orders', { shop: 'marche', bearer: token })
      expect(orders).toHaveLength(6)
      expect(orders[0]!.id).toBe(answer.order.id)
    })

    it('stays a guest order, without token, with the public key', async () => {
      const answer = await placeOrder(KEY)
      expect(answer).not.toHaveProperty('token')
      const row = await db
        .prepare('SELECT customer_id FROM orders WHERE id = ?1')
        .bind(answer.order.id)
        .first<{ customer_id: number | null }>()
      expect(row).toEqual({ customer_id: null })
    })
  })

  describe('logs', () => {
    it('log the confirmation link, never a password nor a login token', async () => {
      const body = registration({ password: `Journal-${Date.now()}` })
      const registered = await register(body)
      const signedIn = await login(body.email, body.password)
      await fails(
        '/login',
        { method: 'POST', body: { email: body.email, password: 'Faux-mot-de-passe' } },
        401,
        M.wrongCredentials,
      )
      const link = (await mailTo(body.email))[0]!.link
      const expected = `Confirmation email for ${body.email}: ${link}`
      await expect.poll(() => apiLog.join(''), { timeout: 10_000 }).toContain(expected)
      const text = apiLog.join('')
      for (const secret of [body.password, 'Faux-mot-de-passe', registered.token, signedIn.token]) {
        expect(text).not.toContain(secret)
      }
    })
  })

  describe('GET /mail', () => {
    it('lists the emails sent to an address, newest first, whatever its case', async () => {
      const email = newEmail()
      await register(registration({ email }), 'demo')
      await register(registration({ email }), 'nuit')
      const mails = await mailTo(email.toUpperCase())
      expect(mails.map((m) => new URL(m.link).host)).toEqual(['nuit.localhost:8788', 'demo.localhost:8788'])
      expect(mails.every((m) => m.to === email)).toBe(true)
    })

    it('answers [] for an address without email, and 400 without address', async () => {
      expect(await mailTo('personne@example.cm')).toEqual([])
      expect(await mailTo('x'.repeat(5000))).toEqual([])
      const response = await fetch(`${api.url}/mail`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: expect.stringContaining('to') })
    })

    it('links to the origin of X-Shop-Host only', async () => {
      const email = newEmail()
      const response = await fetch(`${api.url}/api/v2/register`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${KEY}`,
          'X-Shop-Host': 'demo.localhost:8788/evil?x=',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(registration({ email })),
      })
      expect(response.status).toBe(201)
      const [mail] = await mailTo(email)
      expect(mail!.link).toMatch(/^http:\/\/demo\.localhost:8788\/confirm-email\?token=[A-Za-z0-9_-]{43}$/)

      const other = newEmail()
      const tricked = await fetch(`${api.url}/api/v2/register`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${KEY}`,
          'X-Shop-Host': 'demo.localhost@evil.example',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(registration({ email: other })),
      })
      expect(tricked.status).toBe(201)
      const [trickedMail] = await mailTo(other)
      expect(new URL(trickedMail!.link).origin).toBe('http://demo.localhost')
    })

    it('adds the storefront’s port to a host name sent without one, as the storefront sends it', async () => {
      const local = await startDemoApi({ vars: { STOREFRONT_PORT: '8788' } })
      try {
        const email = newEmail()
        const response = await fetch(`${local.url}/api/v2/register`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${KEY}`,
            'X-Shop-Host': 'demo.localhost',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(registration({ email })),
        })
        expect(response.status).toBe(201)
        const mails = (await (await fetch(`${local.url}/mail?to=${encodeURIComponent(email)}`)).json()) as CaughtMail[]
        expect(new URL(mails[0]!.link).origin).toBe('http://demo.localhost:8788')
      } finally {
        await local.dispose()
      }
    })
  })

  /** Every row of every table, as text: what a leak of the database would show. */
  async function databaseDump(): Promise<string> {
    const tables = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ name: string }>()
    const parts: string[] = []
    for (const { name } of tables.results) {
      const rows = await db.prepare(`SELECT * FROM "${name}"`).all()
      parts.push(JSON.stringify(rows.results))
    }
    return parts.join('\n')
  }
})

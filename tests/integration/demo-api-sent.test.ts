import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../demo-api/src/catalogue'
import type { SentCounts } from '../../demo-api/src/sent'
import type { ZoneRow as Zone } from '../../demo-api/src/shipping'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { expectJson, expectMessage } from '../support/demo-api-answers'

const KEY = 'demo-public-key'
const ROUTE_NOT_FOUND = 'Route introuvable.'
const KEY_INVALID = 'En-tête Idempotency-Key invalide : 100 caractères au plus.'
const SENT = { message: 'Message envoyé.' }

interface CallOptions {
  shop?: string
  method?: string
  body?: unknown
  headers?: Record<string, string>
}

function call(api: DemoApi, path: string, { shop = 'demo', method = 'GET', body, headers = {} }: CallOptions = {}) {
  const all: Record<string, string> = { Authorization: `Bearer ${KEY}`, 'X-Shop-Host': `${shop}.localhost:8788` }
  if (body !== undefined) all['Content-Type'] = 'application/json'
  return fetch(`${api.url}/api/v2${path}`, {
    method,
    headers: { ...all, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

function sent(api: DemoApi, shop: string, email: string): Promise<Response> {
  return fetch(`${api.url}/__sent?${new URLSearchParams({ shop, email })}`)
}

describe('demo API: contact and registration Idempotency-Key, and GET /__sent', () => {
  let api: DemoApi
  let mailbox = 0

  /** A contact message from an address no other test uses. */
  function message(overrides: Record<string, unknown> = {}) {
    mailbox += 1
    return {
      nom: 'Awa Ndiaye',
      email: `awa.${mailbox}@example.cm`,
      sujet: 'Livraison',
      message: 'Livrez-vous à Bonabéri ?',
      ...overrides,
    }
  }

  function contact(body: unknown, key?: string, shop = 'demo'): Promise<Response> {
    return call(api, '/contact', {
      shop,
      method: 'POST',
      body,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    })
  }

  async function counts(shop: string, email: string): Promise<SentCounts> {
    return expectJson<SentCounts>(await sent(api, shop, email), 200, `GET /__sent ${shop} ${email}`)
  }

  beforeAll(async () => {
    api = await startDemoApi()
  })
  afterAll(async () => {
    await api?.dispose()
  })

  it('stores a message sent twice with the same key once, and answers the same 201 both times', async () => {
    const body = message()
    const key = crypto.randomUUID()
    expect(await expectJson(await contact(body, key), 201, 'first')).toEqual(SENT)
    expect(await expectJson(await contact(body, key), 201, 'second')).toEqual(SENT)
    // Spaces around the key are not part of it; another body under a used key stores nothing either.
    expect(await expectJson(await contact({ ...body, sujet: 'Autre' }, `  ${key} `), 201, 'third')).toEqual(SENT)
    expect(await counts('demo', body.email)).toEqual({ orders: 0, messages: 1, subscriptions: 0, accounts: 0 })

    const db = await api.mf.getD1Database('DB')
    const { results } = await db
      .prepare(
        `SELECT k.idempotency_key, m.email, m.sujet FROM contact_idempotency_keys k
         JOIN contact_messages m ON m.id = k.message_id WHERE m.email = ?1`,
      )
      .bind(body.email)
      .all()
    expect(results).toEqual([{ idempotency_key: key, email: body.email, sujet: 'Livraison' }])
  })

  it('stores a message sent twice with two keys, or without a key, twice', async () => {
    const body = message()
    expect((await contact(body, crypto.randomUUID())).status).toBe(201)
    expect((await contact(body, crypto.randomUUID())).status).toBe(201)
    expect(await counts('demo', body.email)).toEqual({ orders: 0, messages: 2, subscriptions: 0, accounts: 0 })

    const plain = message()
    expect((await contact(plain)).status).toBe(201)
    expect((await contact(plain, '   ')).status).toBe(201)
    expect(await counts('demo', plain.email)).toEqual({ orders: 0, messages: 2, subscriptions: 0, accounts: 0 })
  })

  it('keeps one message for concurrent sends with the same key', async () => {
    const body = message()
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => contact(body, key)))
    for (const answer of answers) expect(await expectJson(answer, 201, 'concurrent')).toEqual(SENT)
    expect((await counts('demo', body.email)).messages).toBe(1)
  })

  it('scopes a key to its shop', async () => {
    const body = message()
    const key = crypto.randomUUID()
    expect((await contact(body, key, 'demo')).status).toBe(201)
    expect((await contact(body, key, 'mode')).status).toBe(201)
    expect((await counts('demo', body.email)).messages).toBe(1)
    expect((await counts('mode', body.email)).messages).toBe(1)
  })

  it('refuses a key over 100 characters before the body, and stores nothing', async () => {
    const body = message()
    await expectMessage(await contact(body, 'k'.repeat(101)), 400, KEY_INVALID, '101 characters')
    await expectMessage(await contact({ nom: '' }, ` ${'k'.repeat(101)} `), 400, KEY_INVALID, 'bad body')
    expect((await counts('demo', body.email)).messages).toBe(0)
    expect((await contact(body, ` ${'k'.repeat(100)} `)).status).toBe(201)
    expect((await counts('demo', body.email)).messages).toBe(1)
  })

  it('keeps no key for a refused message: the key then serves a valid one', async () => {
    const body = message()
    const key = crypto.randomUUID()
    await expectMessage(await contact({ ...body, sujet: ' ' }, key), 400, 'Le champ sujet est requis.', 'blank sujet')
    expect((await counts('demo', body.email)).messages).toBe(0)
    expect((await contact(body, key)).status).toBe(201)
    expect((await contact(body, key)).status).toBe(201)
    expect((await counts('demo', body.email)).messages).toBe(1)
  })

  it('counts orders by their email, subscriptions whatever the case, and only in that shop', async () => {
    // The seeded customer of each active shop has 5 orders (demo-api/src/seed-accounts.ts).
    expect(await counts('demo', 'client@demo.test')).toEqual({ orders: 5, messages: 0, subscriptions: 0, accounts: 1 })
    expect(await counts('mode', 'client@demo.test')).toEqual({ orders: 0, messages: 0, subscriptions: 0, accounts: 0 })

    const email = 'Guest.Order@Example.cm'
    const product = await expectJson<Product>(await call(api, '/produits/slug/micro-ondes-25-l'), 200, 'product')
    const added = await call(api, '/cart/items', { method: 'POST', body: { produitId: product.id, quantity: 1 } })
    const { id: cartId } = await expectJson<{ id: string }>(added, 201, 'add')
    const zones = await expectJson<Zone[]>(await call(api, '/shipping/zones/CM/Douala'), 200, 'zones')
    const order = await call(api, '/orders', {
      method: 'POST',
      body: {
        cartId,
        shippingAddress: 'Rue Joss',
        shippingZoneId: zones[0]?.id,
        nomClient: 'Invitée',
        tel: '690123456',
        email,
        paysLivraison: 'CM',
        paymentMethod: 'cash_on_delivery',
      },
    })
    expect(order.status).toBe(201)
    expect((await call(api, '/subscribe', { method: 'POST', body: { email } })).status).toBe(201)
    expect(await counts('demo', email)).toEqual({ orders: 1, messages: 0, subscriptions: 1, accounts: 0 })
    expect(await counts('DEMO', ` ${email.toLowerCase()} `)).toEqual({
      orders: 0,
      messages: 0,
      subscriptions: 1,
      accounts: 0,
    })
  })

  /** A registration of an address no other test uses. */
  function registration(overrides: Record<string, unknown> = {}) {
    mailbox += 1
    return {
      email: `jean.${mailbox}@example.cm`,
      password: 'Secret-2026!',
      prenom: 'Jean',
      nom: 'Mbarga',
      telephone: '677112233',
      adresse: '3 avenue Kennedy',
      ville: 'Yaoundé',
      ...overrides,
    }
  }

  function register(body: unknown, key?: string): Promise<Response> {
    return call(api, '/register', {
      method: 'POST',
      body,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    })
  }

  interface Registered {
    token: string
    user: { id: number; email: string }
  }

  it('makes one account for a registration sent again with its key, and signs in to it with a new token', async () => {
    const body = registration()
    const key = crypto.randomUUID()
    const first = await expectJson<Registered>(await register(body, key), 201, 'first')
    const again = await expectJson<Registered>(await register(body, ` ${key} `), 201, 'again')
    expect(again.user).toEqual(first.user)
    expect(again.token).not.toBe(first.token)
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(body, key)))
    for (const answer of answers) expect(answer.status).toBe(201)
    expect((await counts('demo', body.email)).accounts).toBe(1)
  })

  it('answers another registration under a used key as one without a key', async () => {
    const body = registration()
    const key = crypto.randomUUID()
    expect((await register(body, key)).status).toBe(201)
    const taken = 'Un compte existe déjà avec cet email.'
    await expectMessage(await register({ ...body, password: 'Autre-2026!' }, key), 409, taken, 'other password')
    await expectMessage(await register(body), 409, taken, 'no key')
    await expectMessage(await register(body, crypto.randomUUID()), 409, taken, 'another key')
    const other = registration()
    expect((await register(other, key)).status).toBe(201)
    expect((await counts('demo', body.email)).accounts).toBe(1)
    expect((await counts('demo', other.email)).accounts).toBe(1)
  })

  it('answers 400 without shop or email, 404 for an unknown shop', async () => {
    const get = (query: string) => fetch(`${api.url}/__sent${query}`)
    await expectMessage(
      await get('?email=a@example.cm'),
      400,
      'Paramètre « shop » requis : le sous-domaine de la boutique.',
      'no shop',
    )
    await expectMessage(
      await get('?shop=demo&email=%20'),
      400,
      'Paramètre « email » requis : l’adresse dont on veut les envois.',
      'no email',
    )
    await expectMessage(await sent(api, 'nulle-part', 'a@example.cm'), 404, 'Boutique inconnue : « nulle-part ».', '?')
  })
})

describe('demo API GET /__sent without the fault switch', () => {
  let api: DemoApi

  beforeAll(async () => {
    api = await startDemoApi({ vars: { FAULT_SWITCH: 'off' } })
  })
  afterAll(async () => {
    await api?.dispose()
  })

  it('does not exist', async () => {
    await expectMessage(await sent(api, 'demo', 'client@demo.test'), 404, ROUTE_NOT_FOUND, 'GET /__sent')
    // The contact key works all the same.
    const key = crypto.randomUUID()
    const body = { nom: 'Awa', email: 'awa@example.cm', sujet: 'Bonjour', message: 'Bonjour.' }
    const post = () =>
      call(api, '/contact', { method: 'POST', body, headers: { 'Idempotency-Key': key } }).then((r) => r.status)
    expect([await post(), await post()]).toEqual([201, 201])
    const db = await api.mf.getD1Database('DB')
    const row = await db
      .prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?1')
      .bind(body.email)
      .first<{ n: number }>()
    expect(row?.n).toBe(1)
  })
})

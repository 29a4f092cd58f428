/**
 * A platform API that misbehaves on purpose, chosen by the shop's host label:
 *   forbidden → 403, missing → 404, broken → 500, teapot → 418, slow → never answers in time,
 *   garbled → 200 with invalid JSON, wrongshape → 200 with JSON of another shape.
 * Any other label gets a valid shop named after it ("Boutique <label>"), whose catalogue is
 * one category of one product, except:
 *   badcatalogue → every catalogue call answers 500; slowhome → GET /home/ and a category's products answer after 1.5 s;
 *   accountdown → the customer's orders answer 500;
 *   slowblog → blog calls never answer in time; hostile → policies full of XSS vectors.
 * The blog's articles are those of tests/support/fake-blog.ts.
 * Accounts (POST /login, /register, /verify-email-token) answer like the platform does, by what is sent:
 *   login: FAKE_CUSTOMER's email and password → a token; an email starting with "falsy" → 200 without
 *   token; "busy" → 429; "broken" → 500 without message; "refused" → 400 with a message; else 401.
 *   register: "taken" → 409 with the platform's message; "broken" → 500; else 201 with a token.
 *   verify-email-token: "good-token" → 200; "broken-token" → 500; else 400 with the platform's message.
 * The customer's orders (GET /customer/orders, /customer/orders/{id}) follow the bearer: see
 * CUSTOMER_TOKENS; the public key or an unknown token gets 401 as the platform answers it.
 * Content (fakeContent below): the labels promo (a pop-up and two texts), popupbroken (pop-up 500)
 * and textsbroken (texts 500); the answers of POST /subscribe and /contact are chosen by what
 * is sent (the email's local part, the contact's sujet), see SUBSCRIBE_ANSWERS and CONTACT_ANSWERS.
 * It counts the calls it receives per label, to observe caching, and keeps the bodies account calls
 * received and those posted to /subscribe and /contact.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fakeBlog, HOSTILE_POLICIES } from './fake-blog'

export interface FakeApi {
  url: string
  calls: (label: string, path?: string) => number
  /** JSON bodies posted to `path` for that label, oldest first. */
  posted: (label: string, path: string) => unknown[]
  /** Bodies received by the account calls, and the Authorization header of every call, in order. */
  received: { path: string; body: Record<string, unknown>; authorization: string }[]
  dispose(): Promise<void>
}

export async function startFakeApi(): Promise<FakeApi> {
  const calls = new Map<string, number>()
  const bodies = new Map<string, unknown[]>()
  const received: FakeApi['received'] = []
  const server: Server = createServer(async (req, res) => {
    const label = labelOf(req)
    const url = new URL(req.url ?? '/', 'http://x')
    const key = `${label} ${url.pathname}`
    calls.set(key, (calls.get(key) ?? 0) + 1)
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(body)
    }
    if (req.method === 'POST' && FORM_CALLS.includes(url.pathname)) {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = parseJson(Buffer.concat(chunks).toString('utf8'))
      bodies.set(key, [...(bodies.get(key) ?? []), body])
      const answer = postAnswer(url.pathname, (body ?? {}) as Record<string, unknown>)
      if (answer === 'reset') return void req.socket.destroy()
      if (answer === 'slow') return void setTimeout(() => send(201, '{}'), 10_000).unref()
      if (answer) return send(answer.status, answer.body)
    }
    switch (label) {
      case 'forbidden':
        return send(403, '{"message":"Forbidden"}')
      case 'missing':
        return send(404, '{"message":"Not found"}')
      case 'broken':
        return send(500, '{"message":"Database down"}')
      case 'teapot':
        return send(418, '{"message":"I am a teapot"}')
      case 'slow':
        return void setTimeout(() => send(200, '{}'), 10_000).unref()
      case 'garbled':
        return send(200, '{"nom": "Boutique", oops')
      case 'wrongshape':
        return send(200, '["not", "a", "shop"]')
    }
    const authorization = String(req.headers.authorization ?? '')
    const account = ACCOUNT_CALLS[url.pathname.replace(/^\/api\/v2/, '')]
    if (account && req.method === 'POST') {
      const body = await readJson(req)
      received.push({ path: url.pathname, body, authorization })
      const [status, answer] = account(body)
      return send(status, JSON.stringify(answer))
    }
    received.push({ path: url.pathname, body: {}, authorization })
    if (url.pathname.endsWith('/shop/settings'))
      return send(200, JSON.stringify({ themeName: 'default', themeFile: 'default.css' }))
    if (url.pathname.endsWith('/store/shop-data')) return send(200, JSON.stringify(fakeShop(label)))
    const content = fakeContent(label, url.pathname)
    if (content) return send(content.status, content.body)
    if (url.pathname.startsWith('/api/v2/customer/')) {
      if (label === 'accountdown') return send(500, '{"message":"Database down"}')
      const answer = customerAnswer(url.pathname, String(req.headers.authorization ?? ''))
      return send(answer.status, JSON.stringify(answer.body))
    }
    if (label === 'badcatalogue') return send(500, '{"message":"Catalogue indisponible"}')
    const blog = fakeBlog(url.pathname.replace(/^\/api\/v2/, ''), url.searchParams)
    if (blog && label === 'slowblog') return void setTimeout(() => send(200, '{}'), 10_000).unref()
    if (blog) return send(blog.status, JSON.stringify(blog.body))
    const catalogue = fakeCatalogue(url)
    if (catalogue === undefined) return send(404, '{"message":"Route introuvable."}')
    if (label === 'slowhome' && (url.pathname.startsWith('/api/v2/home') || url.pathname.endsWith('/products')))
      return void setTimeout(() => send(200, JSON.stringify(catalogue)), 1500).unref()
    return send(200, JSON.stringify(catalogue))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls: (label, path = '/api/v2/store/shop-data') => calls.get(`${label} ${path}`) ?? 0,
    posted: (label, path) => bodies.get(`${label} ${path}`) ?? [],
    received,
    dispose: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

function labelOf(req: IncomingMessage): string {
  const host = String(req.headers['x-shop-host'] ?? '')
  return host.split('.')[0] ?? ''
}

export function fakeShop(label: string) {
  return {
    id: label.length,
    nom: `Boutique ${label}`,
    description: null,
    logo: null,
    favicon: null,
    devise: 'XAF',
    couleur_primaire: '#ffffff',
    couleur_secondaire: null,
    theme_customization: {},
    reseaux_sociaux: {},
    politiques: label === 'hostile' ? HOSTILE_POLICIES : {},
    faqs: [],
    user_phone: null,
    gtag: null,
    facebook_pixel_id: null,
  }
}

export const FAKE_PRODUCT = {
  id: 1,
  nom: 'Produit témoin',
  slug: 'produit-temoin',
  prix: 1000,
  prix_original: null,
  image: null,
  image_url: null,
}

function fakeCatalogue(url: URL): unknown {
  const path = url.pathname.replace(/^\/api\/v2/, '').replace(/\/$/, '')
  const category = { category_id: 1, slug: 'temoin', nom: 'Témoin', image: null }
  switch (path) {
    case '/home':
      return {
        sliders: [],
        products_by_category: [
          {
            category_id: 1,
            category_nom: 'Témoin',
            category_slug: 'temoin',
            products: [FAKE_PRODUCT],
            total_products: 1,
          },
        ],
      }
    case '/categories':
      return [category]
    case '/categories/slug/temoin':
      return category
    case '/categories/slug/temoin/products':
      return url.searchParams.get('page') === '1' ? [FAKE_PRODUCT] : []
    case '/products/search':
      return { items: [FAKE_PRODUCT], total: 1 }
    default:
      return undefined
  }
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) })

export const FAKE_POPUP = {
  id: 7,
  titre: 'Soldes de saison',
  contenu: 'Jusqu’à -30 % sur une sélection.',
  image: null,
  lien: '/categories',
  texte_lien: 'Voir les offres',
}

export const FAKE_PROMO_TEXTS = [
  { id: 1, texte: 'Livraison offerte dès 20 000 XAF', lien: '/categories' },
  { id: 2, texte: 'Nouveautés chaque semaine', lien: null },
]

function fakeContent(label: string, pathname: string): { status: number; body: string } | null {
  if (pathname === '/api/v2/popup') {
    if (label === 'promo') return json(200, FAKE_POPUP)
    if (label === 'popupbroken') return json(500, { message: 'Pop-up en panne' })
    return json(404, { message: 'Aucun pop-up.' })
  }
  if (pathname === '/api/v2/textplaceholder1') {
    if (label === 'promo') return json(200, FAKE_PROMO_TEXTS)
    if (label === 'textsbroken') return json(500, { message: 'Textes en panne' })
    return json(200, [])
  }
  return null
}

/** The calls whose answer depends on what is posted, see postAnswer. */
const FORM_CALLS = ['/api/v2/subscribe', '/api/v2/contact']

type PostAnswer = { status: number; body: string } | 'reset' | 'slow' | null
type Answer = { status: number; body: string } | 'reset' | 'slow'

/**
 * POST /subscribe by the email's local part, e.g. "s409@exemple.cm"; any other address is subscribed (201).
 * reset closes the connection without an answer; slow answers after the storefront's timeout.
 */
export const SUBSCRIBE_ANSWERS: Record<string, Answer> = {
  s400: json(400, { message: 'Adresse email invalide.' }),
  s400bare: json(400, {}),
  s404: json(404, { message: 'Shop not found' }),
  s409: json(409, { message: 'Duplicate entry' }),
  s418: json(418, { message: 'I am a teapot' }),
  s500: json(500, { message: 'Database down' }),
  s200: json(200, { message: 'OK' }),
  garbled: { status: 201, body: '{"message": oops' },
  reset: 'reset',
  slow: 'slow',
}

/** POST /contact by its sujet; any other sujet is taken (201). */
export const CONTACT_ANSWERS: Record<string, Answer> = {
  s400: json(400, { message: 'Le champ sujet est trop long.' }),
  s400bare: json(400, {}),
  s422: { status: 422, body: '<html>Unprocessable</html>' },
  s500: json(500, { message: 'Database down' }),
  s200: json(200, { message: 'Message envoyé.' }),
  reset: 'reset',
  slow: 'slow',
}

function postAnswer(pathname: string, body: Record<string, unknown>): PostAnswer {
  if (pathname === '/api/v2/subscribe') {
    const local = String(body.email ?? '').split('@')[0]!
    return SUBSCRIBE_ANSWERS[local] ?? json(201, { message: 'Abonnement réussi !' })
  }
  if (pathname === '/api/v2/contact') {
    return CONTACT_ANSWERS[String(body.sujet ?? '')] ?? json(201, { message: 'Message envoyé.' })
  }
  return null
}

export const FAKE_CUSTOMER = {
  email: 'client@fake.test',
  password: 'Client-2026!',
  token: 'fake-login-token-0123456789abcdef',
  user: {
    id: 7,
    prenom: 'Awa',
    nom: 'Ndiaye',
    email: 'client@fake.test',
    telephone: '699 00 00 00',
    adresse: '12 rue des Palmiers',
    ville: 'Douala',
    pays: 'Cameroun',
    codeZip: '00237',
  },
}

type Body = Record<string, unknown>

const ACCOUNT_CALLS: Record<string, (body: Body) => [number, unknown]> = {
  '/login': ({ email, password }) => {
    const who = String(email)
    if (who === FAKE_CUSTOMER.email && password === FAKE_CUSTOMER.password)
      return [200, { token: FAKE_CUSTOMER.token, user: FAKE_CUSTOMER.user }]
    if (who.startsWith('falsy')) return [200, { token: null, user: null }]
    if (who.startsWith('busy')) return [429, { message: 'Too many attempts' }]
    if (who.startsWith('broken')) return [500, {}]
    if (who.startsWith('refused')) return [400, { message: 'Compte suspendu.' }]
    return [401, { message: 'Email ou mot de passe incorrect.' }]
  },
  '/register': (body) => {
    const who = String(body.email)
    if (who.startsWith('taken')) return [409, { message: 'Un compte existe déjà avec cet email.' }]
    if (who.startsWith('broken')) return [500, {}]
    const { password: _password, ...user } = body
    return [201, { token: `fake-token-for-${who}`, user, message: 'Compte créé.' }]
  },
  '/verify-email-token': ({ token }) => {
    if (token === 'good-token') return [200, { message: 'Votre adresse e-mail a été confirmée avec succès !' }]
    if (token === 'broken-token') return [500, {}]
    return [400, { message: 'Le lien de confirmation est invalide ou a expiré.' }]
  },
}

async function readJson(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body
  } catch {
    return {}
  }
}

/** Bearer tokens the fake platform knows: Awa has orders, Bob has one, Nouveau none; Revoked was refused. */
export const CUSTOMER_TOKENS = {
  awa: 'token-awa',
  bob: 'token-bob',
  newcomer: 'token-nouveau',
  revoked: 'token-revoked',
} as const

export const AWA_ORDERS = [
  {
    id: 104,
    num_commande: 'CMD-2026-104',
    date_commande: '2026-04-02T09:30:00Z',
    statut: 'En cours',
    montant_total: 7500,
  },
  {
    id: 103,
    num_commande: 'CMD-2026-103',
    date_commande: '2026-03-20T15:00:00Z',
    statut: 'En attente',
    montant_total: 12000,
  },
  {
    id: 102,
    num_commande: 'CMD-2026-102',
    date_commande: '2026-02-11T08:00:00Z',
    statut: 'Annuler',
    montant_total: 4500,
  },
  {
    id: 101,
    num_commande: 'CMD-2026-101',
    date_commande: '2026-01-05T10:00:00Z',
    statut: 'Terminer',
    montant_total: 23500,
  },
]

/** Awa's order 101: a variant, a promo code and its discount. */
export const AWA_ORDER_101 = {
  num_commande: 'CMD-2026-101',
  date_commande: '2026-01-05T10:00:00Z',
  statut: 'terminée',
  items: [
    { cart_item_id: 1, product_name: 'Pagne wax', variant_name: 'Bleu', quantity: 2, unit_price: 8000 },
    { cart_item_id: 2, product_name: 'Sac en raphia', variant_name: null, quantity: 1, unit_price: 6000 },
  ],
  pricing: { subtotal: 22000, shipping_fee: 3500, discount_amount: 2000, promo_code: 'BIENVENUE10', total: 23500 },
  shipping_address: { adresse: '12 rue des Palmiers', ville: 'Douala', pays: 'Cameroun', code_zip: '00237' },
}

/** Awa's order 103: no discount. */
export const AWA_ORDER_103 = {
  ...AWA_ORDER_101,
  num_commande: 'CMD-2026-103',
  statut: 'en attente',
  items: [{ cart_item_id: 7, product_name: 'Chapeau de paille', variant_name: null, quantity: 3, unit_price: 3000 }],
  pricing: { subtotal: 9000, shipping_fee: 3000, discount_amount: 0, promo_code: null, total: 12000 },
}

/** Bob's order: Awa must never see it. */
export const BOB_ORDER_202 = {
  num_commande: 'CMD-2026-202',
  date_commande: '2026-03-01T12:00:00Z',
  statut: 'Terminer',
  items: [{ cart_item_id: 9, product_name: 'Montre de Bob', variant_name: null, quantity: 1, unit_price: 50000 }],
  pricing: { subtotal: 50000, shipping_fee: 2000, discount_amount: 0, promo_code: null, total: 52000 },
  shipping_address: { adresse: '99 avenue de Bob', ville: 'Yaoundé', pays: 'Cameroun', code_zip: null },
}

function customerAnswer(pathname: string, authorization: string): { status: number; body: unknown } {
  const token = authorization.replace(/^Bearer /, '')
  const orders: Record<string, { list: unknown[]; details: Record<string, unknown> }> = {
    [CUSTOMER_TOKENS.awa]: { list: AWA_ORDERS, details: { '101': AWA_ORDER_101, '103': AWA_ORDER_103 } },
    [CUSTOMER_TOKENS.bob]: {
      list: [
        {
          id: 202,
          num_commande: 'CMD-2026-202',
          date_commande: '2026-03-01T12:00:00Z',
          statut: 'Terminer',
          montant_total: 52000,
        },
      ],
      details: { '202': BOB_ORDER_202 },
    },
    [CUSTOMER_TOKENS.newcomer]: { list: [], details: {} },
  }
  const mine = orders[token]
  if (!mine) {
    const message = token.startsWith('token-')
      ? 'Session expirée. Veuillez vous reconnecter.'
      : 'Authentification requise.'
    return { status: 401, body: { message } }
  }
  if (pathname === '/api/v2/customer/orders') return { status: 200, body: mine.list }
  const id = /^\/api\/v2\/customer\/orders\/([^/]+)$/.exec(pathname)?.[1]
  const detail = id === undefined ? undefined : mine.details[decodeURIComponent(id)]
  return detail ? { status: 200, body: detail } : { status: 404, body: { message: 'Commande introuvable.' } }
}

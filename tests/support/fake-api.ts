/**
 * A platform API that misbehaves on purpose, chosen by the shop's host label:
 *   forbidden → 403, missing → 404, broken → 500, teapot → 418, slow → never answers in time,
 *   garbled → 200 with invalid JSON, wrongshape → 200 with JSON of another shape.
 * Any other label gets a valid shop named after it ("Boutique <label>"), whose catalogue is
 * one category of one product, except:
 *   badcatalogue → every catalogue call answers 500; slowhome → GET /home/ answers after 1.5 s;
 *   slowblog → blog calls never answer in time; hostile → policies full of XSS vectors.
 * The blog's articles are those of tests/support/fake-blog.ts.
 * Accounts (POST /login, /register, /verify-email-token) answer like the platform does, by what is sent:
 *   login: FAKE_CUSTOMER's email and password → a token; an email starting with "falsy" → 200 without
 *   token; "busy" → 429; "broken" → 500 without message; "refused" → 400 with a message; else 401.
 *   register: "taken" → 409 with the platform's message; "broken" → 500; else 201 with a token.
 *   verify-email-token: "good-token" → 200; "broken-token" → 500; else 400 with the platform's message.
 * It counts the calls it receives per label, to observe caching, and keeps the bodies account calls received.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fakeBlog, HOSTILE_POLICIES } from './fake-blog'

export interface FakeApi {
  url: string
  calls: (label: string, path?: string) => number
  /** Bodies received by the account calls, and the Authorization header of every call, in order. */
  received: { path: string; body: Record<string, unknown>; authorization: string }[]
  dispose(): Promise<void>
}

export async function startFakeApi(): Promise<FakeApi> {
  const calls = new Map<string, number>()
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
    if (label === 'badcatalogue') return send(500, '{"message":"Catalogue indisponible"}')
    const blog = fakeBlog(url.pathname.replace(/^\/api\/v2/, ''), url.searchParams)
    if (blog && label === 'slowblog') return void setTimeout(() => send(200, '{}'), 10_000).unref()
    if (blog) return send(blog.status, JSON.stringify(blog.body))
    const catalogue = fakeCatalogue(url)
    if (catalogue === undefined) return send(404, '{"message":"Route introuvable."}')
    if (label === 'slowhome' && url.pathname.startsWith('/api/v2/home'))
      return void setTimeout(() => send(200, JSON.stringify(catalogue)), 1500).unref()
    return send(200, JSON.stringify(catalogue))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls: (label, path = '/api/v2/store/shop-data') => calls.get(`${label} ${path}`) ?? 0,
    received,
    dispose: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
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

/**
 * A platform API that misbehaves on purpose, chosen by the shop's host label:
 *   forbidden → 403, missing → 404, broken → 500, teapot → 418, slow → never answers in time,
 *   garbled → 200 with invalid JSON, wrongshape → 200 with JSON of another shape.
 * Any other label gets a valid shop named after it ("Boutique <label>"), whose catalogue is
 * one category of one product, except:
 *   badcatalogue → every catalogue call answers 500; slowhome → GET /home/ answers after 1.5 s.
 * Content (fakeContent below): the labels promo (a pop-up and two texts), popupbroken (pop-up 500)
 * and textsbroken (texts 500); the answers of POST /subscribe and /contact are chosen by what
 * is sent (the email's local part, the contact's sujet), see SUBSCRIBE_ANSWERS and CONTACT_ANSWERS.
 * It counts the calls it receives per label, to observe caching, and keeps the bodies posted.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeApi {
  url: string
  calls: (label: string, path?: string) => number
  /** JSON bodies posted to `path` for that label, oldest first. */
  posted: (label: string, path: string) => unknown[]
  dispose(): Promise<void>
}

export async function startFakeApi(): Promise<FakeApi> {
  const calls = new Map<string, number>()
  const bodies = new Map<string, unknown[]>()
  const server: Server = createServer(async (req, res) => {
    const label = labelOf(req)
    const url = new URL(req.url ?? '/', 'http://x')
    const key = `${label} ${url.pathname}`
    calls.set(key, (calls.get(key) ?? 0) + 1)
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(body)
    }
    if (req.method === 'POST') {
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
    if (url.pathname.endsWith('/shop/settings'))
      return send(200, JSON.stringify({ themeName: 'default', themeFile: 'default.css' }))
    if (url.pathname.endsWith('/store/shop-data')) return send(200, JSON.stringify(fakeShop(label)))
    const content = fakeContent(label, url.pathname)
    if (content) return send(content.status, content.body)
    if (label === 'badcatalogue') return send(500, '{"message":"Catalogue indisponible"}')
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
    posted: (label, path) => bodies.get(`${label} ${path}`) ?? [],
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
    politiques: {},
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

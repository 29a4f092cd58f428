/**
 * A platform API that misbehaves on purpose, chosen by the shop's host label. Its success answers are
 * typed from the contract (app/api/contract.server.ts); the others are the platform's `{ message }`
 * errors (`fail`) and answers broken on purpose (`broken`).
 * - To every call (SHOP_FAULTS): forbidden → 403, missing → 404, broken → 500, teapot → 418,
 *   slow → too late, garbled → invalid JSON, wrongshape → JSON of another shape.
 * - Any other label gets a valid shop "Boutique <label>" (ROUTES): one category of one product, and the
 *   blog of tests/support/fake-blog.ts. Some labels change some calls (`labels` in ROUTES):
 *   badcatalogue → catalogue and blog 500; slowhome → the home and a category's products after 1.5 s;
 *   slowblog → blog too late; accountdown → the customer's orders 500; hostile → policies full of XSS
 *   vectors; promo → a pop-up and two texts; popupbroken, textsbroken → pop-up, texts 500.
 * - Some calls answer by what is sent: /login and /register by the email, /verify-email-token by the
 *   token, /subscribe by the email's local part, /contact by its sujet, the customer's orders by the bearer.
 * It logs every call, to count them (caching) and read what was posted.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { unescape } from 'node:querystring'
import type {
  CategorySchema,
  CustomerOrderDetailSchema,
  CustomerOrderSchema,
  CustomerSchema,
  EmailConfirmationSchema,
  HomeSchema,
  LoginAnswerSchema,
  MessageSchema,
  PopupSchema,
  ProductCardSchema,
  PromoTextListSchema,
  SearchSchema,
  Sent,
  SettingsSchema,
  ShopSchema,
} from '../../app/api/contract.server'
import { articleList, findArticle } from './fake-blog'
import { HTML_VECTORS } from './xss-vectors'

type Body = Record<string, unknown>

export interface FakeApi {
  url: string
  /** How many calls the shop `label` made to `path` (its shop data by default). */
  calls: (label: string, path?: string) => number
  /** JSON bodies posted to `path` for that label, oldest first. */
  posted: (label: string, path: string) => Body[]
  /** Every call received, in order, with its JSON body ({} without one) and Authorization header. */
  received: { label: string; method: string; path: string; body: Body; authorization: string }[]
  dispose(): Promise<void>
}

export async function startFakeApi(): Promise<FakeApi> {
  const received: FakeApi['received'] = []
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const authorization = String(req.headers.authorization ?? '')
    const call = {
      label: String(req.headers['x-shop-host'] ?? '').split('.')[0] ?? '',
      method: req.method ?? 'GET',
      path: url.pathname,
      body: await readBody(req),
      authorization,
    }
    received.push(call)
    send(res, answerTo({ ...call, query: url.searchParams, token: authorization.replace(/^Bearer /, '') }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const log = (label: string, path: string) => received.filter((call) => call.label === label && call.path === path)
  return {
    url: `http://127.0.0.1:${port}`,
    calls: (label, path = '/api/v2/store/shop-data') => log(label, path).length,
    posted: (label, path) => log(label, path).flatMap((call) => (call.method === 'POST' ? [call.body] : [])),
    received,
    dispose: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Answers

/** What the fake does with a call: answer, close the connection, or answer after `late` ms. */
type Answer = { status: number; body: string } | { cut: true } | { late: number; answer: Answer }

/** A success answer; its body is one of the contract's (`satisfies Sent<typeof …Schema>` where it is built). */
const ok = (body: object, status = 200): Answer => ({ status, body: JSON.stringify(body) })
/** The platform's error answer: `{ message }`, or `{}` without one. */
const fail = (status: number, message?: string): Answer => ({
  status,
  body: JSON.stringify(message ? { message } : {}),
})
/** An answer broken on purpose, sent as it is: invalid JSON, or JSON of a shape the contract does not know. */
const broken = (status: number, text: string): Answer => ({ status, body: text })
const CUT: Answer = { cut: true }
/** After the storefront's timeout in every test (API_TIMEOUT_MS is 5 s at most). */
const TOO_LATE_MS = 10_000
const late = (ms: number, answer: Answer): Answer => ({ late: ms, answer })

function send(res: ServerResponse, answer: Answer): void {
  if ('cut' in answer) return void res.socket?.destroy()
  if ('late' in answer) return void setTimeout(() => send(res, answer.answer), answer.late).unref()
  res.writeHead(answer.status, { 'Content-Type': 'application/json' })
  res.end(answer.body)
}

// Routing

/** A call received; `token` is its bearer: the shop's public key or a customer's token. */
type Call = { label: string; method: string; path: string; query: URLSearchParams; body: Body; token: string }
/** `param` is the value of the route's one `:parameter`, decoded ('' for a route without one). */
type Handler = (call: Call & { param: string }) => Answer
/** How each of these labels changes an answer, given the one any other label gets. */
type Labels = Record<string, (answer: Answer) => Answer>
/** A call under /api/v2, its answer, and the labels that change it. */
type Route = { method: 'GET' | 'POST'; path: string; answer: Handler; labels?: Labels }

const get = (path: string, answer: Handler, labels?: Labels): Route => ({ method: 'GET', path, answer, labels })
const post = (path: string, answer: Handler): Route => ({ method: 'POST', path, answer })

/** Labels whose every call fails: the shop itself cannot be read. */
const SHOP_FAULTS: Labels = {
  forbidden: () => fail(403, 'Forbidden'),
  missing: () => fail(404, 'Not found'),
  broken: () => fail(500, 'Database down'),
  teapot: () => fail(418, 'I am a teapot'),
  slow: (answer) => late(TOO_LATE_MS, answer),
  garbled: () => broken(200, '{"nom": "Boutique", oops'),
  wrongshape: () => broken(200, '["not", "a", "shop"]'),
}

const CATALOGUE_DOWN = { badcatalogue: () => fail(500, 'Catalogue indisponible') }
const SLOW_HOME = { ...CATALOGUE_DOWN, slowhome: (answer: Answer) => late(1500, answer) }
const BLOG = { ...CATALOGUE_DOWN, slowblog: (answer: Answer) => late(TOO_LATE_MS, answer) }
const ACCOUNT_DOWN = { accountdown: () => fail(500, 'Database down') }

/** The calls this fake answers; any other answers 404. */
const ROUTES: Route[] = [
  get('/store/shop-data', ({ label }) => ok(fakeShop(label)), {
    hostile: () => ok(fakeShop('hostile', HOSTILE_POLICIES)),
  }),
  get('/shop/settings', () =>
    ok({ themeName: 'default', themeFile: 'default.css' } satisfies Sent<typeof SettingsSchema>),
  ),
  get('/popup', () => fail(404, 'Aucun pop-up.'), {
    promo: () => ok(FAKE_POPUP),
    popupbroken: () => fail(500, 'Pop-up en panne'),
  }),
  get('/textplaceholder1', () => ok([] satisfies Sent<typeof PromoTextListSchema>), {
    promo: () => ok(FAKE_PROMO_TEXTS),
    textsbroken: () => fail(500, 'Textes en panne'),
  }),

  get('/home', () => ok(FAKE_HOME), SLOW_HOME),
  get('/categories', () => ok([FAKE_CATEGORY]), CATALOGUE_DOWN),
  get('/categories/slug/:slug', ({ param }) => inCategory(param, ok(FAKE_CATEGORY)), CATALOGUE_DOWN),
  get(
    '/categories/slug/:slug/products',
    ({ param, query }) => inCategory(param, ok(query.get('page') === '1' ? [FAKE_PRODUCT] : [])),
    SLOW_HOME,
  ),
  // No product page: the catalogue has product cards only.
  get('/produits/slug/:slug', () => fail(404, 'Produit introuvable.'), CATALOGUE_DOWN),
  get(
    '/products/search',
    () => ok({ items: [FAKE_PRODUCT], total: 1 } satisfies Sent<typeof SearchSchema>),
    CATALOGUE_DOWN,
  ),
  get(
    '/articles-blog',
    ({ query }) => answerOr(articleList(query), fail(400, 'Paramètres de pagination invalides.')),
    BLOG,
  ),
  get('/articles-blog/:idOrSlug', ({ param }) => answerOr(findArticle(param), fail(404, 'Article introuvable.')), BLOG),

  post('/login', login),
  post('/register', register),
  post('/verify-email-token', verifyEmail),
  get('/customer/orders', ({ token }) => ofBearer(token, (orders) => ok(orders.list)), ACCOUNT_DOWN),
  get(
    '/customer/orders/:id',
    ({ token, param }) => ofBearer(token, ({ details }) => answerOr(pick(details, param), ORDER_NOT_FOUND)),
    ACCOUNT_DOWN,
  ),

  post('/subscribe', ({ body }) => pick(SUBSCRIBE_ANSWERS, text(body.email).split('@')[0]!) ?? SUBSCRIBED),
  post('/contact', ({ body }) => pick(CONTACT_ANSWERS, text(body.sujet)) ?? CONTACT_SENT),
]

function answerTo(call: Call): Answer {
  const found = findRoute(call.method, call.path)
  const answer = found ? found.route.answer({ ...call, param: found.param }) : fail(404, 'Route introuvable.')
  const override = pick(SHOP_FAULTS, call.label) ?? pick(found?.route.labels, call.label)
  return override ? override(answer) : answer
}

/** The route of this method and path (`/home/` is `/home`), with its parameter. */
function findRoute(method: string, path: string): { route: Route; param: string } | undefined {
  const [api, version, ...segments] = path.split('/').filter(Boolean)
  if (api !== 'api' || version !== 'v2') return undefined
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean)
    if (route.method !== method || pattern.length !== segments.length) continue
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue
    const at = pattern.findIndex((part) => part.startsWith(':'))
    return { route, param: at < 0 ? '' : unescape(segments[at]!) }
  }
  return undefined
}

/** `record[key]` when it is its own (a label or an email may well be "constructor"). */
function pick<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}

const answerOr = (body: object | undefined, otherwise: Answer): Answer => (body ? ok(body) : otherwise)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The request's JSON object, or {} (no body, another JSON value, invalid JSON, a cut upload). */
async function readBody(req: IncomingMessage): Promise<Body> {
  try {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {}
  } catch {
    return {}
  }
}

// The shop and its catalogue

function fakeShop(label: string, politiques: Sent<typeof ShopSchema>['politiques'] = {}) {
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
    politiques,
    faqs: [],
    user_phone: null,
    gtag: null,
    facebook_pixel_id: null,
  } satisfies Sent<typeof ShopSchema>
}

/** The policies of the shop "hostile": readable text with XSS vectors inside. */
const HOSTILE_POLICIES = {
  apropos: `<h2>Qui sommes-nous ?</h2><p>Une boutique de test.</p>${HTML_VECTORS.map((v) => v.input).join('\n')}<p>Fin de la présentation.</p>`,
  remboursement: '<script>alert(1)</script><style>p{}</style>',
  retour: null,
} satisfies Sent<typeof ShopSchema>['politiques']

const FAKE_PRODUCT = {
  id: 1,
  nom: 'Produit témoin',
  slug: 'produit-temoin',
  prix: 1000,
  prix_original: null,
  image: null,
  image_url: null,
} satisfies Sent<typeof ProductCardSchema>

const FAKE_CATEGORY = {
  category_id: 1,
  slug: 'temoin',
  nom: 'Témoin',
  image: null,
} satisfies Sent<typeof CategorySchema>

/** The answer of the category `slug`, or 404 when it is not the shop's one. */
const inCategory = (slug: string, answer: Answer): Answer =>
  slug === FAKE_CATEGORY.slug ? answer : fail(404, 'Catégorie introuvable.')

const FAKE_HOME = {
  sliders: [],
  products_by_category: [
    { category_id: 1, category_nom: 'Témoin', category_slug: 'temoin', products: [FAKE_PRODUCT], total_products: 1 },
  ],
} satisfies Sent<typeof HomeSchema>

export const FAKE_POPUP = {
  id: 7,
  titre: 'Soldes de saison',
  contenu: 'Jusqu’à -30 % sur une sélection.',
  image: null,
  lien: '/categories',
  texte_lien: 'Voir les offres',
} satisfies Sent<typeof PopupSchema>

export const FAKE_PROMO_TEXTS = [
  { id: 1, texte: 'Livraison offerte dès 20 000 XAF', lien: '/categories' },
  { id: 2, texte: 'Nouveautés chaque semaine', lien: null },
] satisfies Sent<typeof PromoTextListSchema>

// Newsletter and contact, answered by what is sent

/** What both forms answer to: s400bare → 400 without message, s500, reset → the connection closed, slow → too late. */
const formAnswers = (sent: Answer): Record<string, Answer> => ({
  s400bare: fail(400),
  s500: fail(500, 'Database down'),
  reset: CUT,
  slow: late(TOO_LATE_MS, sent),
})

const SUBSCRIBED = ok({ message: 'Abonnement réussi !' } satisfies Sent<typeof MessageSchema>, 201)

/** POST /subscribe by the email's local part, e.g. "s409@exemple.cm"; any other address is subscribed (201). */
const SUBSCRIBE_ANSWERS: Record<string, Answer> = {
  ...formAnswers(SUBSCRIBED),
  s400: fail(400, 'Adresse email invalide.'),
  s404: fail(404, 'Shop not found'),
  s409: fail(409, 'Duplicate entry'),
  s418: fail(418, 'I am a teapot'),
  s200: ok({ message: 'OK' } satisfies Sent<typeof MessageSchema>),
  garbled: broken(201, '{"message": oops'),
}

const CONTACT_SENT = ok({ message: 'Message envoyé.' } satisfies Sent<typeof MessageSchema>, 201)

/** POST /contact by its sujet; any other sujet is taken (201). */
const CONTACT_ANSWERS: Record<string, Answer> = {
  ...formAnswers(CONTACT_SENT),
  s400: fail(400, 'Le champ sujet est trop long.'),
  s422: broken(422, '<html>Unprocessable</html>'),
  s200: ok({ message: 'Message envoyé.' } satisfies Sent<typeof MessageSchema>),
}

// Accounts, answered by what is sent

export const FAKE_CUSTOMER = {
  email: 'client@fake.test',
  password: 'Client-2026!',
  token: 'fake-login-token-0123456789abcdef',
  user: {
    prenom: 'Awa',
    nom: 'Ndiaye',
    email: 'client@fake.test',
    telephone: '699 00 00 00',
    adresse: '12 rue des Palmiers',
    ville: 'Douala',
    pays: 'Cameroun',
    codeZip: '00237',
  } satisfies Sent<typeof CustomerSchema>,
}

/** POST /login: FAKE_CUSTOMER signs in; other emails are answered by how they start, else 401. */
const LOGIN_BY_EMAIL: Record<string, Answer> = {
  falsy: ok({ token: null, user: null } satisfies Sent<typeof LoginAnswerSchema>),
  busy: fail(429, 'Too many attempts'),
  broken: fail(500),
  refused: fail(400, 'Compte suspendu.'),
}

function login({ body }: Call): Answer {
  if (body.email === FAKE_CUSTOMER.email && body.password === FAKE_CUSTOMER.password)
    return ok({ token: FAKE_CUSTOMER.token, user: FAKE_CUSTOMER.user } satisfies Sent<typeof LoginAnswerSchema>)
  return byPrefix(LOGIN_BY_EMAIL, text(body.email)) ?? fail(401, 'Email ou mot de passe incorrect.')
}

/** POST /register: by how the email starts, else 201 signed in as what was sent. */
const REGISTER_BY_EMAIL: Record<string, Answer> = {
  taken: fail(409, 'Un compte existe déjà avec cet email.'),
  broken: fail(500),
}

function register({ body }: Call): Answer {
  const email = text(body.email)
  const user = {
    prenom: text(body.prenom),
    nom: text(body.nom),
    email,
    telephone: text(body.telephone),
    adresse: text(body.adresse),
    ville: text(body.ville),
    pays: text(body.pays),
    codeZip: text(body.codeZip),
  } satisfies Sent<typeof CustomerSchema>
  const registered = { token: `fake-token-for-${email}`, user } satisfies Sent<typeof LoginAnswerSchema>
  return byPrefix(REGISTER_BY_EMAIL, email) ?? ok(registered, 201)
}

const byPrefix = <T>(record: Record<string, T>, value: string): T | undefined =>
  Object.entries(record).find(([prefix]) => value.startsWith(prefix))?.[1]

/** POST /verify-email-token: "good-token" is confirmed, "broken-token" fails, any other is refused. */
function verifyEmail({ body }: Call): Answer {
  if (body.token === 'good-token')
    return ok({
      message: 'Votre adresse e-mail a été confirmée avec succès !',
    } satisfies Sent<typeof EmailConfirmationSchema>)
  return body.token === 'broken-token' ? fail(500) : fail(400, 'Le lien de confirmation est invalide ou a expiré.')
}

// The customer's orders, by the bearer

/** Bearer tokens the fake platform knows: Awa has orders, Bob has one, Nouveau none; Revoked was refused. */
export const CUSTOMER_TOKENS = {
  awa: 'token-awa',
  bob: 'token-bob',
  newcomer: 'token-nouveau',
  revoked: 'token-revoked',
} as const

/** A line of a customer's order list. */
function orderLine(id: number, date_commande: string, statut: string, montant_total: number) {
  return {
    id,
    num_commande: `CMD-2026-${id}`,
    date_commande,
    statut,
    montant_total,
  } satisfies Sent<typeof CustomerOrderSchema>
}

export const AWA_ORDERS = [
  orderLine(104, '2026-04-02T09:30:00Z', 'En cours', 7500),
  orderLine(103, '2026-03-20T15:00:00Z', 'En attente', 12000),
  orderLine(102, '2026-02-11T08:00:00Z', 'Annuler', 4500),
  orderLine(101, '2026-01-05T10:00:00Z', 'Terminer', 23500),
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
} satisfies Sent<typeof CustomerOrderDetailSchema>

/** Awa's order 103: no discount. */
const AWA_ORDER_103 = {
  ...AWA_ORDER_101,
  num_commande: 'CMD-2026-103',
  statut: 'en attente',
  items: [{ cart_item_id: 7, product_name: 'Chapeau de paille', variant_name: null, quantity: 3, unit_price: 3000 }],
  pricing: { subtotal: 9000, shipping_fee: 3000, discount_amount: 0, promo_code: null, total: 12000 },
} satisfies Sent<typeof CustomerOrderDetailSchema>

/** Bob's order: Awa must never see it. */
export const BOB_ORDER_202 = {
  num_commande: 'CMD-2026-202',
  date_commande: '2026-03-01T12:00:00Z',
  statut: 'Terminer',
  items: [{ cart_item_id: 9, product_name: 'Montre de Bob', variant_name: null, quantity: 1, unit_price: 50000 }],
  pricing: { subtotal: 50000, shipping_fee: 2000, discount_amount: 0, promo_code: null, total: 52000 },
  shipping_address: { adresse: '99 avenue de Bob', ville: 'Yaoundé', pays: 'Cameroun', code_zip: null },
} satisfies Sent<typeof CustomerOrderDetailSchema>

interface CustomerOrders {
  list: Sent<typeof CustomerOrderSchema>[]
  details: Record<string, Sent<typeof CustomerOrderDetailSchema>>
}

const ORDERS_BY_TOKEN: Record<string, CustomerOrders> = {
  [CUSTOMER_TOKENS.awa]: { list: AWA_ORDERS, details: { '101': AWA_ORDER_101, '103': AWA_ORDER_103 } },
  [CUSTOMER_TOKENS.bob]: {
    list: [orderLine(202, '2026-03-01T12:00:00Z', 'Terminer', 52000)],
    details: { '202': BOB_ORDER_202 },
  },
  [CUSTOMER_TOKENS.newcomer]: { list: [], details: {} },
}

const ORDER_NOT_FOUND = fail(404, 'Commande introuvable.')

/** The answer for the bearer's orders; the public key or an unknown token gets the platform's 401. */
function ofBearer(token: string, answer: (orders: CustomerOrders) => Answer): Answer {
  const orders = pick(ORDERS_BY_TOKEN, token)
  if (orders) return answer(orders)
  const expired = token.startsWith('token-')
  return fail(401, expired ? 'Session expirée. Veuillez vous reconnecter.' : 'Authentification requise.')
}

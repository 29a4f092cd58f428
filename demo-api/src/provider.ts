import type { SiteApp, SiteContext } from './context'
import { HttpError, json } from './http'
import { ensureSeed } from './seed'
import { escapeHtml } from './text'

/**
 * A stand-in for the card and mobile payment provider (Notch Pay style),
 * outside /api/v2 and without the platform's bearer key:
 *
 * - POST /provider/payments, header `Authorization: <public key>` (the raw
 *   key of a shop's notchpay option): creates a pending payment for the
 *   order whose number is `reference` and answers its authorization_url.
 *   With an `Idempotency-Key` header, the payment this order already has
 *   under that key is answered again (200) instead; an order already paid
 *   gets 409.
 * - GET /provider/pay/{reference}: the payment page, three buttons
 *   (Payer, Échec, Annuler), each a form posting its outcome.
 * - POST /provider/pay/{reference}, form field `outcome`: stores it (once)
 *   and redirects 303 to the callback with trxref, status and
 *   notchpay_trxref.
 *
 * The platform's GET /orders/{trxref}/confirm-payment reads the stored
 * status (see orders.ts). JSON errors are in English, as the provider's.
 */

const PROVIDER_NAME = 'notchpay'
const OUTCOMES = ['complete', 'failed', 'canceled'] as const
type Outcome = (typeof OUTCOMES)[number]

const MAX_TEXT = 500
const MAX_CALLBACK = 2000
const MAX_IDEMPOTENCY_KEY = 100
const REFERENCE = /^trx_[a-z0-9]{8,64}$/

const PROVIDER_MESSAGES = {
  invalidKey: 'Invalid API key',
  invalidBody: 'The request body must be a JSON object.',
  amount: 'The amount must be a number greater than 0.',
  currency: 'The currency must be XAF.',
  customer: 'The customer must be an object with a name, an email or a phone.',
  description: `The description must be a text of ${MAX_TEXT} characters at most.`,
  callback: 'The callback must be an absolute http or https URL.',
  reference: 'The reference must be the number of an order of the shop owning this key.',
  idempotencyKey: 'The Idempotency-Key header must be 100 characters at most.',
  alreadyPaid: 'This order has already been paid.',
} as const

/** Anyone may call the payments endpoint from a browser, as the real provider allows. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, idempotency-key',
  'access-control-max-age': '600',
} as const

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Inline styles only; no form-action: the answer to a button redirects to the shop.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
} as const

interface PaymentRow {
  reference: string
  amount: number
  currency: string
  description: string
  callback: string
  status: string
  num_commande: string
  shop_nom: string | null
}

export function registerProviderRoutes(app: SiteApp): void {
  app.options('/provider/payments', () => new Response(null, { status: 204, headers: CORS_HEADERS }))
  app.post('/provider/payments', (ctx) => withCors(initializePayment(ctx)))
  app.get('/provider/pay/:reference', showPaymentPage)
  app.post('/provider/pay/:reference', choosePaymentOutcome)
}

/** The answer, errors included, with the CORS headers. */
async function withCors(answer: Promise<Response>): Promise<Response> {
  let response: Response
  try {
    response = await answer
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    response = json({ message: error.message }, { status: error.status })
  }
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value)
  return response
}

function randomReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `trx_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

function optionalString(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw new HttpError(422, PROVIDER_MESSAGES.customer)
  return value.trim() === '' ? null : value.trim()
}

/** POST /provider/payments → 201 with the transaction and its authorization_url. */
async function initializePayment({ req: { raw: request }, env }: SiteContext): Promise<Response> {
  await ensureSeed(env.DB)
  const key = request.headers.get('authorization')?.trim() ?? ''
  const shops =
    key === ''
      ? []
      : (
          await env.DB.prepare(
            `SELECT po.shop_id FROM payment_options po JOIN shops s ON s.id = po.shop_id
             WHERE po.name = ?1 AND po.public_key = ?2 AND po.public_key <> '' AND s.active = 1`,
          )
            .bind(PROVIDER_NAME, key)
            .all<{ shop_id: number }>()
        ).results
  if (shops.length === 0) throw new HttpError(401, PROVIDER_MESSAGES.invalidKey)

  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new HttpError(422, PROVIDER_MESSAGES.invalidBody)
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(422, PROVIDER_MESSAGES.invalidBody)
  const fields = body as Record<string, unknown>

  const amount = fields['amount']
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    throw new HttpError(422, PROVIDER_MESSAGES.amount)
  const currency = fields['currency']
  if (typeof currency !== 'string' || currency.trim().toUpperCase() !== 'XAF')
    throw new HttpError(422, PROVIDER_MESSAGES.currency)
  const customer = fields['customer']
  if (customer === null || typeof customer !== 'object' || Array.isArray(customer)) {
    throw new HttpError(422, PROVIDER_MESSAGES.customer)
  }
  const person = customer as Record<string, unknown>
  const name = optionalString(person['name'])
  const email = optionalString(person['email'])
  const phone = optionalString(person['phone'])
  if (email === null && phone === null) throw new HttpError(422, PROVIDER_MESSAGES.customer)
  const description = fields['description'] ?? ''
  if (typeof description !== 'string' || description.length > MAX_TEXT)
    throw new HttpError(422, PROVIDER_MESSAGES.description)
  const callback = readCallback(fields['callback'])
  const reference = fields['reference']
  if (typeof reference !== 'string' || reference.trim() === '' || reference.length > 50) {
    throw new HttpError(422, PROVIDER_MESSAGES.reference)
  }

  const placeholders = shops.map((_, i) => `?${i + 2}`).join(', ')
  const order = await env.DB.prepare(`SELECT id FROM orders WHERE num_commande = ?1 AND shop_id IN (${placeholders})`)
    .bind(reference.trim(), ...shops.map((s) => s.shop_id))
    .first<{ id: number }>()
  if (!order) throw new HttpError(422, PROVIDER_MESSAGES.reference)

  const idempotencyKey = readIdempotencyKey(request)
  if (idempotencyKey !== null) {
    const previous = await findPaymentByKey(env.DB, order.id, idempotencyKey)
    if (previous) return answerPayment(request, previous, 200)
  }
  const paid = await env.DB.prepare(
    "SELECT 1 AS paid FROM provider_payments WHERE order_id = ?1 AND status = 'complete'",
  )
    .bind(order.id)
    .first<{ paid: number }>()
  if (paid) throw new HttpError(409, PROVIDER_MESSAGES.alreadyPaid)

  // With a key, a concurrent request that stored the same key first wins: this insert then does
  // nothing and its payment is answered instead.
  const trx = randomReference()
  const inserted = await env.DB.prepare(
    `INSERT INTO provider_payments (reference, order_id, amount, currency, description, callback,
       customer_name, customer_email, customer_phone, status, idempotency_key)
     VALUES (?1, ?2, ?3, 'XAF', ?4, ?5, ?6, ?7, ?8, 'pending', ?9)
     ON CONFLICT (order_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING reference, amount`,
  )
    .bind(trx, order.id, amount, description.trim(), callback, name, email, phone, idempotencyKey)
    .first<{ reference: string; amount: number }>()
  if (inserted) return answerPayment(request, inserted, 201)
  const winner = idempotencyKey === null ? null : await findPaymentByKey(env.DB, order.id, idempotencyKey)
  if (!winner) throw new Error('demo-api: the payment insert returned no row')
  return answerPayment(request, winner, 200)
}

/**
 * Optional header Idempotency-Key (100 characters at most): one payment
 * session per order and key, as the provider keeps it.
 */
function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key')?.trim() ?? ''
  if (key === '') return null
  if (key.length > MAX_IDEMPOTENCY_KEY) throw new HttpError(422, PROVIDER_MESSAGES.idempotencyKey)
  return key
}

function findPaymentByKey(
  db: D1Database,
  orderId: number,
  key: string,
): Promise<{ reference: string; amount: number } | null> {
  return db
    .prepare('SELECT reference, amount FROM provider_payments WHERE order_id = ?1 AND idempotency_key = ?2')
    .bind(orderId, key)
    .first<{ reference: string; amount: number }>()
}

/** 201 for a new payment session, 200 for the one an idempotency key names. */
function answerPayment(request: Request, payment: { reference: string; amount: number }, status: 200 | 201) {
  const origin = new URL(request.url).origin
  return json(
    {
      status: 'Accepted',
      message: 'Payment initialized',
      code: status,
      transaction: { reference: payment.reference, amount: payment.amount, currency: 'XAF', status: 'pending' },
      authorization_url: `${origin}/provider/pay/${payment.reference}`,
    },
    { status },
  )
}

/** An absolute http(s) URL, serialised. */
function readCallback(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_CALLBACK) throw new HttpError(422, PROVIDER_MESSAGES.callback)
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new HttpError(422, PROVIDER_MESSAGES.callback)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(422, PROVIDER_MESSAGES.callback)
  return url.href
}

async function findPayment(db: D1Database, reference = ''): Promise<PaymentRow | null> {
  if (!REFERENCE.test(reference)) return null
  return db
    .prepare(
      `SELECT pp.reference, pp.amount, pp.currency, pp.description, pp.callback, pp.status,
         o.num_commande, s.nom AS shop_nom
       FROM provider_payments pp
       JOIN orders o ON o.id = pp.order_id
       LEFT JOIN shops s ON s.id = o.shop_id
       WHERE pp.reference = ?1`,
    )
    .bind(reference)
    .first<PaymentRow>()
}

/** GET /provider/pay/{reference} → the payment page (404 page when unknown). */
async function showPaymentPage({ req, env }: SiteContext): Promise<Response> {
  await ensureSeed(env.DB)
  const payment = await findPayment(env.DB, req.param('reference'))
  if (!payment) return notFoundPage()
  const action = `/provider/pay/${payment.reference}`
  const button = (outcome: Outcome, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${outcome}">${label}</button></form>`
  const decided = isOutcome(payment.status)
    ? `<p class="status">Ce paiement a déjà été traité : ${escapeHtml(OUTCOME_LABELS[payment.status])}.</p>`
    : ''
  const body = `<p class="brand">Notch Pay · paiement de test</p>
<h1>${escapeHtml(payment.shop_nom ?? 'Paiement')}</h1>
<p class="amount">${escapeHtml(formatAmount(payment.amount, payment.currency))}</p>
${payment.description ? `<p class="description">${escapeHtml(payment.description)}</p>` : ''}
<p class="reference">Référence : ${escapeHtml(payment.reference)} · Commande ${escapeHtml(payment.num_commande)}</p>
${decided}<div class="actions">
${button('complete', 'Payer')}
${button('failed', 'Échec')}
${button('canceled', 'Annuler')}
</div>
<p class="note">Page de démonstration : aucun débit réel n'est effectué.</p>`
  return page(200, `Paiement — ${payment.shop_nom ?? 'Notch Pay'}`, body)
}

/** POST /provider/pay/{reference} `outcome=…` → 303 to the callback. */
async function choosePaymentOutcome({ req, env }: SiteContext): Promise<Response> {
  await ensureSeed(env.DB)
  const payment = await findPayment(env.DB, req.param('reference'))
  if (!payment) return notFoundPage()
  const outcome = await readOutcome(req.raw)
  if (outcome === null) {
    return page(
      400,
      'Choix invalide',
      '<h1>Choix invalide</h1>\n<p>Choisissez « Payer », « Échec » ou « Annuler ».</p>',
    )
  }
  // Only the first choice counts: a payment already decided keeps its status.
  const stored = await env.DB.prepare(
    `UPDATE provider_payments SET status = CASE WHEN status = 'pending' THEN ?2 ELSE status END,
       decided_at = COALESCE(decided_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     WHERE reference = ?1 RETURNING status`,
  )
    .bind(payment.reference, outcome)
    .first<{ status: string }>()
  const status = stored?.status ?? outcome
  const location = appendQuery(payment.callback, {
    trxref: payment.num_commande,
    status,
    notchpay_trxref: payment.reference,
  })
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}

async function readOutcome(request: Request): Promise<Outcome | null> {
  let value: unknown = null
  try {
    const type = request.headers.get('content-type') ?? ''
    value = type.includes('multipart/form-data')
      ? (await request.formData()).get('outcome')
      : new URLSearchParams(await request.text()).get('outcome')
  } catch {
    return null
  }
  return isOutcome(value) ? value : null
}

function isOutcome(value: unknown): value is Outcome {
  return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value)
}

const OUTCOME_LABELS: Record<Outcome, string> = { complete: 'payé', failed: 'échoué', canceled: 'annulé' }

/** `callback` with the parameters added: after `?`, or `&` when it already has a query. */
function appendQuery(callback: string, params: Record<string, string>): string {
  const hashAt = callback.indexOf('#')
  const base = hashAt === -1 ? callback : callback.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : callback.slice(hashAt)
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${new URLSearchParams(params).toString()}${hash}`
}

/** `12 500 XAF`: French grouping, up to 2 decimals. */
function formatAmount(amount: number, currency: string): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(amount)} ${currency}`
}

function notFoundPage(): Response {
  return page(
    404,
    'Paiement introuvable',
    '<h1>Paiement introuvable</h1>\n<p>Ce lien de paiement n’existe pas ou a expiré.</p>',
  )
}

const STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1rem}
main{width:100%;max-width:26rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(15,23,42,.12);padding:2rem}
h1{font-size:1.25rem;margin:.25rem 0 1rem}
.brand{margin:0;color:#64748b;font-size:.8rem;text-transform:uppercase;letter-spacing:.08em}
.amount{font-size:2rem;font-weight:700;margin:0 0 .5rem}
.description{margin:0 0 .5rem}
.reference,.note{color:#64748b;font-size:.8rem}
.status{background:#fef3c7;border-radius:.5rem;padding:.5rem .75rem}
.actions{display:grid;gap:.5rem;margin:1.25rem 0}
.actions form{margin:0}
button{width:100%;border:0;border-radius:.5rem;padding:.8rem 1rem;font:inherit;font-weight:600;cursor:pointer}
button.complete{background:#16a34a;color:#fff}
button.failed{background:#dc2626;color:#fff}
button.canceled{background:#e2e8f0;color:#0f172a}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
  return new Response(html, { status, headers: PAGE_HEADERS })
}

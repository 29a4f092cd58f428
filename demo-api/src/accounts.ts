import type { CustomerSchema, EmailConfirmationSchema, LoginAnswerSchema, Sent } from '../../app/api/contract.server'
import { issueLoginToken } from './auth'
import type { ApiApp, ApiContext } from './context'
import { hashPassword, hasTokenShape, randomToken, spendPasswordCheck, tokenHash, verifyPassword } from './credentials'
import { EMAIL, optionalText, requiredText } from './fields'
import { HttpError, isUniqueViolation, json, readIdempotencyKey, readJsonObject } from './http'
import { sendConfirmationEmail } from './mail'

/**
 * Customer accounts: POST /login, POST /register, POST /verify-email-token.
 * A customer belongs to one shop; the same email may have an account in
 * several shops. Emails are compared trimmed and in lower case. Login
 * tokens are issued by auth.ts; passwords are hashed by credentials.ts and
 * never logged nor answered.
 */

const ACCOUNT_MESSAGES = {
  credentialsRequired: 'Email et mot de passe requis.',
  wrongCredentials: 'Email ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans une minute.',
  emailInvalid: 'Adresse email invalide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe doit contenir au plus 1024 caractères.',
  emailTaken: 'Un compte existe déjà avec cet email.',
  registered: 'Compte créé. Un email de confirmation vous a été envoyé.',
  emailConfirmed: 'Votre adresse e-mail a été confirmée avec succès !',
  confirmationInvalid: 'Le lien de confirmation est invalide ou a expiré.',
} as const

const MAX_EMAIL_LENGTH = 254
const MAX_PASSWORD_LENGTH = 1024
const MIN_PASSWORD_LENGTH = 8
/**
 * Wrong passwords in a row (per shop, client and email) after which login is refused for LOCK_MS, then twice
 * as long after each further one, MAX_LOCK_MS at most. A streak is forgotten FAILURE_STREAK_MS after its last
 * wrong password (longer than any lock).
 */
const MAX_LOGIN_FAILURES = 5
const LOCK_MS = 60 * 1000
const MAX_LOCK_MS = 15 * 60 * 1000
const FAILURE_STREAK_MS = 60 * 60 * 1000

/** How long a client waits after its last wrong password, having made `failures` in a row. */
function lockMs(failures: number): number {
  if (failures < MAX_LOGIN_FAILURES) return 0
  return Math.min(LOCK_MS * 2 ** (failures - MAX_LOGIN_FAILURES), MAX_LOCK_MS)
}
const VERIFICATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

/** The required fields of /register, in the order they are checked, with their longest value. */
const REGISTRATION_FIELDS = { nom: 100, prenom: 100, adresse: 500, ville: 100, telephone: 30 } as const
const OPTIONAL_FIELDS = { codeZip: 20, pays: 100 } as const

interface CustomerRow {
  id: number
  email: string
  password_hash: string
  prenom: string
  nom: string
  telephone: string
  adresse: string
  ville: string
  pays: string | null
  code_zip: string | null
}

export function registerAccountRoutes(api: ApiApp): void {
  api.post('/login', login)
  api.post('/register', register)
  api.post('/verify-email-token', verifyEmailToken)
}

function toCustomer(row: CustomerRow) {
  return {
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    adresse: row.adresse,
    ville: row.ville,
    pays: row.pays,
    codeZip: row.code_zip,
  } satisfies Sent<typeof CustomerSchema>
}

/** The answer of POST /login (and the start of POST /register's): the token and the customer, with its id. */
export type LoginAnswer = ReturnType<typeof toLoginAnswer>
/** The answer of POST /register. */
export type RegisterAnswer = LoginAnswer & { message: string }

function toLoginAnswer(token: string, row: CustomerRow) {
  const user = { id: row.id, ...toCustomer(row) }
  return { token, user } satisfies Sent<typeof LoginAnswerSchema>
}

function confirmation(message: string) {
  return { message } satisfies Sent<typeof EmailConfirmationSchema>
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

async function findCustomer(db: D1Database, shopId: number, email: string): Promise<CustomerRow | null> {
  return db
    .prepare(
      `SELECT id, email, password_hash, prenom, nom, telephone, adresse, ville, pays, code_zip
       FROM customers WHERE shop_id = ?1 AND email = ?2`,
    )
    .bind(shopId, email)
    .first<CustomerRow>()
}

/**
 * POST /login {email, password}. After MAX_LOGIN_FAILURES wrong passwords in a row for an email from one
 * client (the first address of X-Forwarded-For, as the storefront sends it), every attempt of that client
 * within lockMs of the last one answers 429 with `Retry-After` (the whole seconds left, rounded up); a
 * success resets the count, and so does an hour (FAILURE_STREAK_MS) without a wrong password. Another
 * client is not held up, so a stranger cannot lock the owner out. Unknown emails count too, and cost the
 * same hashing, so the answers do not tell which emails have an account.
 */
async function login({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const body = await readJsonObject(req.raw)
  const { email: emailValue, password } = body
  if (
    typeof emailValue !== 'string' ||
    typeof password !== 'string' ||
    emailValue.trim() === '' ||
    password === '' ||
    emailValue.length > MAX_EMAIL_LENGTH ||
    password.length > MAX_PASSWORD_LENGTH
  ) {
    throw new HttpError(400, ACCOUNT_MESSAGES.credentialsRequired)
  }
  const email = normalizeEmail(emailValue)
  const db = env.DB
  const now = Date.now()
  const client = (req.header('X-Forwarded-For') ?? '').split(',')[0]!.trim().slice(0, 64) || 'direct'
  const failures = await db
    .prepare('SELECT failures, last_failed_at FROM login_failures WHERE shop_id = ?1 AND client = ?2 AND email = ?3')
    .bind(shop.id, client, email)
    .first<{ failures: number; last_failed_at: number }>()
  const lockedUntil = failures ? failures.last_failed_at + lockMs(failures.failures) : 0
  if (now < lockedUntil) {
    const retryAfter = String(Math.ceil((lockedUntil - now) / 1000))
    return json({ message: ACCOUNT_MESSAGES.tooManyAttempts }, { status: 429, headers: { 'retry-after': retryAfter } })
  }

  const customer = await findCustomer(db, shop.id, email)
  const accepted = customer ? await verifyPassword(password, customer.password_hash) : false
  if (!customer) await spendPasswordCheck(password)
  if (!customer || !accepted) {
    await db
      .prepare(
        `INSERT INTO login_failures (shop_id, client, email, failures, last_failed_at) VALUES (?1, ?2, ?3, 1, ?4)
         ON CONFLICT (shop_id, client, email) DO UPDATE SET
           failures = CASE WHEN ?4 - last_failed_at >= ?5 THEN 1 ELSE failures + 1 END,
           last_failed_at = excluded.last_failed_at`,
      )
      .bind(shop.id, client, email, now, FAILURE_STREAK_MS)
      .run()
    throw new HttpError(401, ACCOUNT_MESSAGES.wrongCredentials)
  }

  await db
    .prepare('DELETE FROM login_failures WHERE shop_id = ?1 AND client = ?2 AND email = ?3')
    .bind(shop.id, client, email)
    .run()
  const token = await issueLoginToken(db, shop.id, customer.id)
  return json(toLoginAnswer(token, customer))
}

/** A registration that passed every check. */
interface Registration {
  email: string
  password: string
  fields: Record<keyof typeof REGISTRATION_FIELDS, string>
  codeZip: string | null
  pays: string | null
}

/** Checks POST /register's body in the order of the contract: required fields, email, password length. */
function readRegistration(body: Record<string, unknown>): Registration {
  const required = (field: string) => `Le champ ${field} est requis.`
  const emailValue = body['email']
  if (typeof emailValue !== 'string' || emailValue.trim() === '') throw new HttpError(400, required('email'))
  const password = body['password']
  if (typeof password !== 'string' || password.trim() === '') throw new HttpError(400, required('password'))
  const fields = {} as Registration['fields']
  for (const [field, max] of Object.entries(REGISTRATION_FIELDS)) {
    fields[field as keyof typeof REGISTRATION_FIELDS] = requiredText(body, field, required(field), max)
  }
  const codeZip = optionalText(body, 'codeZip', OPTIONAL_FIELDS.codeZip)
  const pays = optionalText(body, 'pays', OPTIONAL_FIELDS.pays)

  const email = normalizeEmail(emailValue)
  // Length first: the pattern is not run on very long texts.
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw new HttpError(400, ACCOUNT_MESSAGES.emailInvalid)
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) throw new HttpError(400, ACCOUNT_MESSAGES.passwordTooShort)
  if (password.length > MAX_PASSWORD_LENGTH) throw new HttpError(400, ACCOUNT_MESSAGES.passwordTooLong)
  return { email, password, fields, codeZip, pays }
}

/**
 * POST /register → 201 {token, user, message}. Sends the confirmation email
 * (outbox and log) with a single-use verification token valid 24 h.
 * Optional header Idempotency-Key (100 characters at most): a key this shop
 * already used, sent again with the same email and password, answers 201 with
 * a new token for the account it made and makes none (the first answer may
 * never have reached the customer); another registration under a used key is
 * answered as if it came without one. The key is stored with the account.
 */
async function register({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  let idempotencyKey = readIdempotencyKey(req.raw)
  const registration = readRegistration(await readJsonObject(req.raw))
  const db = env.DB
  if (idempotencyKey !== null) {
    const made = await madeWithKey(db, shop.id, idempotencyKey)
    if (made && (await isSameRegistration(made, registration))) return answerRegistered(db, shop.id, made)
    // Another registration under a used key: made as if it came without one.
    if (made) idempotencyKey = null
  }
  if (await findCustomer(db, shop.id, registration.email)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken)

  const { email, fields, codeZip, pays } = registration
  const insert = db
    .prepare(
      `INSERT INTO customers (shop_id, email, password_hash, prenom, nom, telephone, adresse, ville, pays, code_zip)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       RETURNING id, email, password_hash, prenom, nom, telephone, adresse, ville, pays, code_zip`,
    )
    .bind(
      shop.id,
      email,
      await hashPassword(registration.password),
      fields.prenom,
      fields.nom,
      fields.telephone,
      fields.adresse,
      fields.ville,
      pays,
      codeZip,
    )
  const storeKey = db
    .prepare(
      `INSERT INTO registration_idempotency_keys (shop_id, idempotency_key, customer_id)
       VALUES (?1, ?2, last_insert_rowid())`,
    )
    .bind(shop.id, idempotencyKey)
  let customer: CustomerRow | null
  try {
    const [inserted] = await db.batch<CustomerRow>(idempotencyKey === null ? [insert] : [insert, storeKey])
    customer = inserted?.results[0] ?? null
  } catch (error) {
    // Registered by a concurrent request since the checks above: with this key, its account; else the email's.
    const concurrent = idempotencyKey === null ? null : await madeWithKey(db, shop.id, idempotencyKey)
    if (concurrent && (await isSameRegistration(concurrent, registration))) {
      return answerRegistered(db, shop.id, concurrent)
    }
    if (isUniqueViolation(error, 'customers')) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken)
    throw error
  }
  if (!customer) throw new Error('demo-api: the customer insert returned no row')

  const verification = randomToken()
  await db
    .prepare('INSERT INTO email_verification_tokens (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)')
    .bind(await tokenHash(verification), customer.id, Date.now() + VERIFICATION_TOKEN_LIFETIME_MS)
    .run()
  const link = `${storefrontOrigin(req.header('x-shop-host') ?? '', shop.subdomain, env.STOREFRONT_PORT)}/confirm-email?token=${verification}`
  await sendConfirmationEmail(db, shop, email, link)
  return answerRegistered(db, shop.id, customer)
}

async function answerRegistered(db: D1Database, shopId: number, customer: CustomerRow): Promise<Response> {
  const token = await issueLoginToken(db, shopId, customer.id)
  const answer: RegisterAnswer = { ...toLoginAnswer(token, customer), message: ACCOUNT_MESSAGES.registered }
  return json(answer, { status: 201 })
}

/** The account this key made in this shop, if any. */
function madeWithKey(db: D1Database, shopId: number, key: string): Promise<CustomerRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.email, c.password_hash, c.prenom, c.nom, c.telephone, c.adresse, c.ville, c.pays, c.code_zip
       FROM registration_idempotency_keys k JOIN customers c ON c.id = k.customer_id
       WHERE k.shop_id = ?1 AND k.idempotency_key = ?2`,
    )
    .bind(shopId, key)
    .first<CustomerRow>()
}

/** Whether a registration names the account's email and password: the same one, sent again. */
async function isSameRegistration(customer: CustomerRow, registration: Registration): Promise<boolean> {
  return customer.email === registration.email && (await verifyPassword(registration.password, customer.password_hash))
}

/**
 * The origin of the storefront the customer registered on: http://{X-Shop-Host}, with STOREFRONT_PORT when
 * the host comes without a port (the storefront sends its host name only). Only a host whose first label
 * is the shop's, without user info, is used; anything else gives the shop's local name, {shop}.localhost.
 */
function storefrontOrigin(host: string, subdomain: string, port: string | undefined): string {
  const withPort = (url: URL) => (url.port || !/^\d{1,5}$/.test(port ?? '') ? url.origin : `${url.origin}:${port}`)
  try {
    const url = new URL(`http://${host.trim()}`)
    if (!url.username && !url.password && url.hostname.split('.')[0] === subdomain) return withPort(url)
  } catch {
    // Not a host: the shop's local name.
  }
  return withPort(new URL(`http://${subdomain}.localhost`))
}

/** POST /verify-email-token {token}: a verification token of this shop, unused and unexpired, once. */
async function verifyEmailToken({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  const { token } = await readJsonObject(req.raw)
  if (typeof token !== 'string' || !hasTokenShape(token.trim())) {
    throw new HttpError(400, ACCOUNT_MESSAGES.confirmationInvalid)
  }
  const now = Date.now()
  const used = await env.DB.prepare(
    `UPDATE email_verification_tokens SET used_at = ?3
     WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?3
       AND customer_id IN (SELECT id FROM customers WHERE shop_id = ?2)
     RETURNING customer_id`,
  )
    .bind(await tokenHash(token.trim()), shop.id, now)
    .first<{ customer_id: number }>()
  if (!used) throw new HttpError(400, ACCOUNT_MESSAGES.confirmationInvalid)
  await env.DB.prepare(
    "UPDATE customers SET email_confirmed_at = COALESCE(email_confirmed_at, datetime('now')) WHERE id = ?1",
  )
    .bind(used.customer_id)
    .run()
  return json(confirmation(ACCOUNT_MESSAGES.emailConfirmed))
}

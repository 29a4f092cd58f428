import { createCookie, createSession, type Session } from '@remix-run/cloudflare'
import type { Customer } from '~/api/contract.server'
import { fromBase64Url, toBase64Url } from '~/server/base64url.server'
import { cookieName } from '~/server/cookies.server'
import { memoisedKey } from '~/server/crypto-keys.server'
import type { FormAnswer } from '~/lib/form-answer'

/**
 * One sealed cookie per visitor, and what it holds. Each feature reads and writes its own part with
 * `session.get`/`set` (typed by `SessionData`): the cart in app/cart/cart-session.server.ts, checkouts, orders
 * and payments in app/checkout/checkout-session.server.ts, the login in app/account/login-session.server.ts,
 * the newsletter's answer in app/content/newsletter.server.ts. No Domain attribute: shops never share it.
 * Over https it is `__Host-session` (app/server/cookies.server.ts).
 */

export const SESSION_COOKIE = '__session'
/** The cart survives closing the browser for this long. */
const SESSION_MAX_AGE = 60 * 60 * 24 * 30

export interface Toast {
  type: 'success' | 'error' | 'info'
  message: string
}

/** An order placed from this browser: only those are shown on the confirmation pages. */
interface PlacedOrder {
  id: string
  numCommande: string
}

export interface SessionData {
  cartId: string
  /** Items in the cart, for the header's count on every page without asking the platform. */
  cartCount: number
  /** The promo code applied to the cart, and its discount. */
  promo: { code: string; discountAmount: number }
  /** Where the last checkouts ended, by their one-time key, so a second submission lands there too. */
  checkouts: { key: string; redirectTo: string }[]
  /**
   * The checkout as last sent without an order, which the page renders again (app/checkout/checkout-session.server.ts):
   * the lists' choices, and the typed texts while they are short.
   */
  checkoutDraft: { choices: Partial<Record<string, string>>; typed?: Partial<Record<string, string>> }
  orders: PlacedOrder[]
  /** The order whose card payment failed or was cancelled last: /payment-failure offers to pay it again. */
  failedPayment: PlacedOrder
  token: string
  /** The contract's customer; a field the platform did not give is missing. */
  customer: Partial<Customer>
  tokenExpiration: number
}

/** Messages shown once, on the next page read. */
interface FlashData {
  toast: Toast
  /** The reason a payment failed, shown once on /payment-failure. */
  paymentError: string
  /** The footer newsletter's answer to a form posted without JavaScript, shown once. */
  newsletter: FormAnswer<'email'>
  /** What 'Commander à nouveau' could not put in the cart, shown once on /cart (app/account/order-again.server.ts). */
  cartNotice: string
}

export type AppSession = Session<SessionData, FlashData>

/**
 * The session belongs to one shop, and nobody can read it but the storefront: its data is sealed with
 * AES-GCM (Web Crypto) under a key derived (HKDF) from SESSION_SECRET and the shop's host. A cookie made for
 * another shop, changed by a single bit, or sealed with a secret no longer listed opens as no session at all
 * (no cart, no login, no orders); the first secret seals, every listed one opens, so secrets can rotate.
 * Remix's cookie session only signed it: the platform token and the customer's details were readable in it.
 */
export function createSessionStorage(secrets: string[], secure: boolean, shopHost: string) {
  const cookie = createCookie(cookieName(SESSION_COOKIE, secure), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE,
  })
  const keys = secrets.map((secret) => sealingKey(secret, shopHost))
  /** The session, and whether a session cookie was sent that does not open (tampered, another shop's…). */
  async function open(cookieHeader?: string | null): Promise<{ session: AppSession; refused: boolean }> {
    // null: no such cookie; '': an empty one; anything else was sent (a string, or {} for one that is not
    // even the cookie's encoding).
    const sealed: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null
    const sent = sealed !== null && sealed !== ''
    const data = typeof sealed === 'string' && sent ? await openSealed(sealed, keys) : null
    return { session: createSession<SessionData, FlashData>((data ?? {}) as SessionData), refused: sent && !data }
  }
  return {
    open,
    async getSession(cookieHeader?: string | null): Promise<AppSession> {
      return (await open(cookieHeader)).session
    },
    async commitSession(session: AppSession): Promise<string> {
      const header = await cookie.serialize(await seal(session.data, await keys[0]!))
      // Browsers drop a larger cookie: said as Remix's cookie session says it (see commitWithinLimit).
      if (header.length > 4096) throw new Error(`Cookie length will exceed browser maximum. Length: ${header.length}`)
      return header
    },
    async destroySession(): Promise<string> {
      return cookie.serialize('', { maxAge: undefined, expires: new Date(0) })
    },
  }
}

const encoder = new TextEncoder()

function sealingKey(secret: string, shopHost: string): Promise<CryptoKey> {
  return memoisedKey(`session ${shopHost}`, secret, async () => {
    const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
    return crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(`shop:${shopHost}`), info: encoder.encode('session') },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
  })
}

async function seal(data: unknown, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(data)))
  return toBase64Url(new Uint8Array([...iv, ...new Uint8Array(sealed)]))
}

async function openSealed(value: string, keys: Promise<CryptoKey>[]): Promise<unknown> {
  const bytes = fromBase64Url(value)
  if (!bytes || bytes.length < 12 + 16) return null
  for (const key of keys) {
    try {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await key, bytes.slice(12))
      const data: unknown = JSON.parse(new TextDecoder().decode(plain))
      return data !== null && typeof data === 'object' ? data : null
    } catch {
      // Not sealed with this key: the next one, or no session.
    }
  }
  return null
}

type SessionStorage = ReturnType<typeof createSessionStorage>

/**
 * Forgets the login (the platform token, the customer, the expiry) and keeps the cart: a sign-out, or a login
 * expired or ended elsewhere. Signing in is the account's (app/account/login-session.server.ts).
 */
export function forgetLogin(session: AppSession): void {
  session.unset('token')
  session.unset('customer')
  session.unset('tokenExpiration')
}

/**
 * The session's Set-Cookie, within what a browser keeps (4 KB: Remix refuses to write more). When it would be
 * larger, the flash messages go first, then the checkout draft's typed texts (a browser gives them back by itself;
 * its choices stay), then the customer's details but a short first name (they only prefill forms, which the
 * shopper can fill in). The cart, the orders and the login itself always stay.
 */
export async function commitWithinLimit(storage: SessionStorage, session: AppSession): Promise<string> {
  const lighter = [
    () => {
      for (const name of ['toast', 'paymentError', 'newsletter', 'cartNotice'] satisfies (keyof FlashData)[])
        session.unset(`__flash_${name}__` as keyof SessionData)
    },
    () => {
      const draft = session.get('checkoutDraft')
      if (draft) session.set('checkoutDraft', { choices: draft.choices })
    },
    () => {
      const customer = session.get('customer')
      if (customer) session.set('customer', { prenom: customer.prenom?.slice(0, 40) ?? null })
    },
  ]
  for (let step = 0; ; step++) {
    try {
      return await storage.commitSession(session)
    } catch (error) {
      const tooLarge = error instanceof Error && error.message.includes('Cookie length will exceed browser maximum')
      if (!tooLarge || step >= lighter.length) throw error
      lighter[step]!()
    }
  }
}

/** Reads the cookie; a tampered or unreadable one gives an anonymous session, and says it was refused. */
export async function readSession(
  storage: SessionStorage,
  cookieHeader: string | null,
): Promise<{ session: AppSession; refused: boolean }> {
  try {
    return await storage.open(cookieHeader)
  } catch {
    return { session: await storage.getSession(), refused: true }
  }
}

export function setToast(session: AppSession, toast: Toast): void {
  session.flash('toast', toast)
}

export function takeToast(session: AppSession): Toast | null {
  return session.get('toast') ?? null
}

/** The flash messages waiting in the session, read without using them up. */
export function peekFlashes(session: AppSession): Partial<FlashData> {
  const toast = session.get('toast')
  const paymentError = session.get('paymentError')
  if (toast) session.flash('toast', toast)
  if (paymentError) session.flash('paymentError', paymentError)
  return { ...(toast ? { toast } : {}), ...(paymentError ? { paymentError } : {}) }
}

/** Puts back the flash messages of `pending` that were read meanwhile: a redirect shows none of them. */
export function keepFlashes(session: AppSession, pending: Partial<FlashData>): void {
  if (pending.toast && !session.has('toast')) session.flash('toast', pending.toast)
  if (pending.paymentError && !session.has('paymentError')) session.flash('paymentError', pending.paymentError)
}

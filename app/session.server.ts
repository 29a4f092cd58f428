import { createCookieSessionStorage, type Session } from '@remix-run/cloudflare'

/**
 * One signed cookie per visitor: cart id, login token, customer, token expiry
 * and flash messages. No Domain attribute: shops never share it.
 */

export const SESSION_COOKIE = '__session'
/** The cart survives closing the browser for this long. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30
/** A login lasts one hour. */
export const LOGIN_LIFETIME_MS = 60 * 60 * 1000

export interface Customer {
  prenom?: string | null
  nom?: string | null
  email?: string | null
  telephone?: string | null
  adresse?: string | null
  ville?: string | null
  pays?: string | null
  codeZip?: string | null
}

export interface Toast {
  type: 'success' | 'error' | 'info'
  message: string
}

interface SessionData {
  cartId: string
  token: string
  customer: Customer
  tokenExpiration: number
}

interface FlashData {
  toast: Toast
}

export type AppSession = Session<SessionData, FlashData>

export function createSessionStorage(secrets: string[], secure: boolean) {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      secrets,
      maxAge: SESSION_MAX_AGE,
    },
  })
}

export type SessionStorage = ReturnType<typeof createSessionStorage>

/** Reads the cookie; a tampered or unreadable one gives an anonymous session. */
export async function readSession(storage: SessionStorage, cookieHeader: string | null): Promise<AppSession> {
  try {
    return await storage.getSession(cookieHeader)
  } catch {
    return storage.getSession()
  }
}

export function getCartId(session: AppSession): string | null {
  return session.get('cartId') ?? null
}

export function setCartId(session: AppSession, cartId: string | null): void {
  if (cartId) session.set('cartId', cartId)
  else session.unset('cartId')
}

/** The logged-in customer and token, or null; an expired login is cleared. */
export function getLogin(session: AppSession, now = Date.now()): { token: string; customer: Customer } | null {
  const token = session.get('token')
  const customer = session.get('customer')
  const expires = session.get('tokenExpiration')
  if (token && customer && typeof expires === 'number' && expires > now) return { token, customer }
  if (token || customer || expires) logout(session)
  return null
}

export function login(session: AppSession, token: string, customer: Customer, now = Date.now()): void {
  session.set('token', token)
  session.set('customer', customer)
  session.set('tokenExpiration', now + LOGIN_LIFETIME_MS)
}

export function logout(session: AppSession): void {
  session.unset('token')
  session.unset('customer')
  session.unset('tokenExpiration')
}

export function setToast(session: AppSession, toast: Toast): void {
  session.flash('toast', toast)
}

export function takeToast(session: AppSession): Toast | null {
  return session.get('toast') ?? null
}

/** Local paths only: anything else (other hosts, `//host`, `/\host`) becomes the fallback. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f]/.test(to)) return fallback
  return to
}

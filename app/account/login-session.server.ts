/** The customer's login as the session cookie keeps it: the platform token, the customer, the expiry. */
import { CustomerSchema, type Customer } from '~/api/contract.server'
import { localPath, pathLanguage } from '~/lib/languages'
import { forgetLogin, type AppSession } from '~/server/session.server'

/** A login lasts one hour. */
export const LOGIN_LIFETIME_MS = 60 * 60 * 1000

/** The logged-in customer and token, or null; an expired login, or a stored customer that does not read as one, is cleared. */
export function getLogin(session: AppSession, now = Date.now()): { token: string; customer: Partial<Customer> } | null {
  const token = session.get('token')
  const customer = session.get('customer')
  const expires = session.get('tokenExpiration')
  const readable = CustomerSchema.safeParse(customer).success
  if (typeof token === 'string' && token && customer && readable && typeof expires === 'number' && expires > now)
    return { token, customer }
  if (token || customer || expires) forgetLogin(session)
  return null
}

/** The signed-in customer's token for the platform's calls made in their name, or null. */
export function loginToken(session: AppSession): string | null {
  return getLogin(session)?.token ?? null
}

export function login(session: AppSession, token: string, customer: Partial<Customer>, now = Date.now()): void {
  session.set('token', token)
  session.set('customer', customer)
  session.set('tokenExpiration', now + LOGIN_LIFETIME_MS)
}

/** Query parameters that Remix adds to its own data requests, not part of the page's address. */
const REMIX_PARAMS = ['_routes', 'index']

/** The login page, sent back to this request's page (path and query) once signed in. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url)
  for (const name of REMIX_PARAMS) url.searchParams.delete(name)
  const back = `${url.pathname}${url.search}`
  const login = localPath(pathLanguage(url.pathname), '/login')
  return new Response(null, { status: 302, headers: { Location: `${login}?redirectTo=${encodeURIComponent(back)}` } })
}

/**
 * The signed-in customer and token; anyone else is sent to /login (thrown
 * redirect), which brings them back here (redirectTarget, app/server/redirect.server.ts).
 */
export function requireCustomer(
  context: { session: AppSession },
  request: Request,
): { token: string; customer: Partial<Customer> } {
  const signedIn = getLogin(context.session)
  if (!signedIn) throw loginRedirect(request)
  return signedIn
}

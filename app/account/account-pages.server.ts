import { redirect, type HeadersFunction } from '@remix-run/cloudflare'
import type { RequestContext } from '~/server/load-context'
import { getLogin } from '~/server/session.server'

/** Account pages echo what was typed (email, address) or show the customer: never stored by a cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const noStoreHeaders: HeadersFunction = () => NO_STORE

/** A signed-in visitor has nothing to do on /login or /register: sent on. */
export function redirectSignedIn(context: RequestContext, to: string): void {
  if (getLogin(context.session)) throw redirect(to, { headers: NO_STORE })
}

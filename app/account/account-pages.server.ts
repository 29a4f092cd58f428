import { redirect } from '@remix-run/cloudflare'
import type { RequestContext } from '~/server/load-context'
import { NO_STORE } from '~/server/security.server'
import { getLogin } from '~/server/session.server'

/** A signed-in visitor has nothing to do on /login or /register: sent on. */
export function redirectSignedIn(context: RequestContext, to: string): void {
  if (getLogin(context.session)) throw redirect(to, { headers: NO_STORE })
}

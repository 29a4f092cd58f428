import { localPath } from '~/lib/languages'
import { redirect } from '@remix-run/cloudflare'
import type { RequestContext } from '~/server/load-context'
import { NO_STORE } from '~/lib/page-headers'
import { getLogin } from '~/account/login-session.server'

/** A signed-in visitor has nothing to do on /login or /register: sent on. */
export function redirectSignedIn(context: RequestContext, to: string): void {
  if (getLogin(context.session)) throw redirect(localPath(context.language, to), { headers: NO_STORE })
}

/**
 * A request's session, opened from its cookie: by the render of a page (render.server.ts) and by the fill of a
 * page from the edge cache (app/visitor/edge-fill.server.ts) alike. A cookie that does not open is logged and is no
 * session; a login ended by 'Déconnexion' elsewhere is ended here too.
 */
import type { Tenant } from '~/lib/host'
import { endedLogins, type EndedLogins } from '~/server/ended-logins.server'
import type { Env } from '~/server/env.server'
import { logSecurityEvent } from '~/server/security-log.server'
import {
  commitWithinLimit,
  createSessionStorage,
  forgetLogin,
  readSession,
  type AppSession,
} from '~/server/session.server'

export interface RequestSession {
  session: AppSession
  endedLogins: EndedLogins
  /** The session's data as it is now counts as unchanged (it was only read). */
  unchangedFromHere(): void
  /** The session's Set-Cookie when its data changed since it was opened, else null. */
  changedCookie(): Promise<string | null>
}

export async function openRequestSession(
  request: Request,
  url: URL,
  env: Env,
  tenant: Tenant,
): Promise<RequestSession> {
  const storage = createSessionStorage(env.SESSION_SECRET, url.protocol === 'https:', tenant.host)
  const { session, refused } = await readSession(storage, request.headers.get('Cookie'))
  if (refused) await logSecurityEvent('cookie-refused', { request, shop: tenant.host })
  const ended = endedLogins(env.DB)
  if (await wasLoggedOut(session, ended)) forgetLogin(session)
  let before = JSON.stringify(session.data)
  return {
    session,
    endedLogins: ended,
    unchangedFromHere() {
      before = JSON.stringify(session.data)
    },
    async changedCookie() {
      return JSON.stringify(session.data) === before ? null : commitWithinLimit(storage, session)
    },
  }
}

/**
 * A login ended by 'Déconnexion' in another copy of this cookie (app/server/ended-logins.server.ts). When the
 * store cannot answer, the login is not trusted: the visitor signs in again, the cart stays.
 */
async function wasLoggedOut(session: AppSession, ended: EndedLogins): Promise<boolean> {
  const token = session.get('token')
  if (!token) return false
  try {
    return await ended.isEnded(token)
  } catch (error) {
    console.error(`ended logins: ${String(error)}`)
    return true
  }
}

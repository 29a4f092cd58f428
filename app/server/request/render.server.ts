/**
 * A page rendered by Remix for one request: the session opened from its cookie (and ended if its login was
 * ended elsewhere), the load context every loader and action reads, the session cookie written back when it
 * changed, and the answer's cache policy.
 */
import type { AppLoadContext } from '@remix-run/cloudflare'
import type { Tenant } from '~/lib/host'
import { isPersonalPath } from '~/lib/personal-paths'
import { cacheGenerations } from '~/server/edge-cache/generations.server'
import { endedLogins, type EndedLogins } from '~/server/ended-logins.server'
import type { Env } from '~/server/env.server'
import type { PageRequest } from '~/server/edge-cache/pages.server'
import type { PlatformCalls } from '~/server/request-log.server'
import { scriptsAfterPaint } from '~/server/scripts-after-paint.server'
import { createNonce, isWrite } from '~/server/security.server'
import { clientAddress, logSecurityEvent } from '~/server/security-log.server'
import {
  commitWithinLimit,
  createSessionStorage,
  keepFlashes,
  peekFlashes,
  readSession,
  type AppSession,
} from '~/server/session.server'
import { logout } from '~/account/login-session.server'

export type RemixHandler = (request: Request, context: AppLoadContext) => Promise<Response>

export interface Rendering {
  remix: RemixHandler
  env: Env
  tenant: Tenant
  /** The id of the request's visitor cookie when it verified (app/server/visitor.server.ts). */
  visitor: string | null
  waitUntil: (promise: Promise<unknown>) => void
  platform: PlatformCalls
}

export async function renderPage(page: PageRequest, { remix, env, tenant, visitor, waitUntil, platform }: Rendering) {
  const { request, url } = page
  const storage = createSessionStorage(env.SESSION_SECRET, url.protocol === 'https:', tenant.host)
  const { session, refused } = await readSession(storage, request.headers.get('Cookie'))
  if (refused) await logSecurityEvent('cookie-refused', { request, shop: tenant.host })
  const ended = endedLogins(env.DB)
  if (await wasLoggedOut(session, ended)) logout(session)
  const context: AppLoadContext = {
    env,
    tenant,
    origin: url.origin,
    client: clientAddress(request),
    visitor,
    session,
    language: page.language,
    cspNonce: createNonce(),
    saveData: page.saveData,
    noScript: page.noScript,
    dataRequest: url.pathname.endsWith('.data'),
    waitUntil,
    cacheGeneration: page.generation,
    cacheGenerations: cacheGenerations(env.DB),
    endedLogins: ended,
    // A form's action and the page rendered with its answer share one API_TIMEOUT_MS for all their platform
    // calls: checkout, login or contact never wait longer than the cart does.
    perRequest: isWrite(request) ? { apiBudget: AbortSignal.timeout(env.API_TIMEOUT_MS), platform } : { platform },
  }

  const flashes = peekFlashes(session)
  const before = JSON.stringify(session.data)
  const signedIn = session.has('token')
  const remixResponse = await remix(request, context)
  // A flash message is for the page the visitor lands on: the root loader may read it while another
  // loader of the same request redirects (a .data request after a form: /customer → /customer/orders).
  if (isRedirect(remixResponse, url)) keepFlashes(session, flashes)
  // A document with scripts starts them once it has painted (data-saver documents carry none).
  const rendered = isDocument(remixResponse) && !context.saveData ? scriptsAfterPaint(remixResponse) : remixResponse
  const response = new Response(rendered.body, rendered)
  if (JSON.stringify(session.data) !== before) {
    response.headers.append('Set-Cookie', await commitWithinLimit(storage, session))
  }
  // Every page of a signed-in visitor shows them (the header, the checkout), and the data of a visitor's own
  // pages (cart, orders, payments, forms) is read once: no cache keeps them. Any other answer without a
  // policy of its own is checked again each time (the service worker keeps a copy of a page read unless its
  // data is no-store: app/offline/service-worker.js).
  if (signedIn || session.has('token') || (context.dataRequest && isPersonalPath(url.pathname)))
    response.headers.set('Cache-Control', 'private, no-store')
  else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache')
  response.headers.append('Vary', 'Save-Data')
  return response
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

export function isDocument(response: Response): boolean {
  return response.headers.get('Content-Type')?.startsWith('text/html') ?? false
}

/** A redirect, for a document or (single fetch: 202 with the target in its body) for a .data request. */
function isRedirect(response: Response, url: URL): boolean {
  if (response.status >= 300 && response.status < 400 && response.status !== 304) return true
  return response.status === 202 && url.pathname.endsWith('.data')
}

/**
 * A page rendered by Remix for one request: the session opened from its cookie (and ended if its login was
 * ended elsewhere), the load context every loader and action reads, the session cookie written back when it
 * changed, and the answer's cache policy.
 */
import type { AppLoadContext } from '@remix-run/cloudflare'
import type { Tenant } from '~/lib/host'
import { isPersonalPath } from '~/lib/personal-paths'
import { cacheGenerations } from '~/server/edge-cache/generations.server'
import type { Env } from '~/server/env.server'
import type { PageRequest } from '~/server/edge-cache/pages.server'
import type { PlatformCalls } from '~/server/request-log.server'
import { scriptsAfterPaint } from '~/server/scripts-after-paint.server'
import { createNonce, isWrite } from '~/server/security.server'
import { clientAddress } from '~/server/security-log.server'
import { keepFlashes, peekFlashes } from '~/server/session.server'
import { openRequestSession } from './request-session.server'

export type RemixHandler = (request: Request, context: AppLoadContext) => Promise<Response>

interface Rendering {
  remix: RemixHandler
  env: Env
  tenant: Tenant
  /** The id of the request's visitor cookie when it verified (app/server/visitor-id.server.ts). */
  visitor: string | null
  waitUntil: (promise: Promise<unknown>) => void
  platform: PlatformCalls
}

export async function renderPage(page: PageRequest, { remix, env, tenant, visitor, waitUntil, platform }: Rendering) {
  const { request, url } = page
  const opened = await openRequestSession(request, url, env, tenant)
  const { session, endedLogins: ended } = opened
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
  opened.unchangedFromHere()
  const signedIn = session.has('token')
  const remixResponse = await remix(request, context)
  // A flash message is for the page the visitor lands on: the root loader may read it while another
  // loader of the same request redirects (a .data request after a form: /customer → /customer/orders).
  if (isRedirect(remixResponse, url)) keepFlashes(session, flashes)
  // A document with scripts starts them once it has painted (data-saver documents carry none).
  const rendered =
    isDocument(remixResponse) && !context.saveData
      ? scriptsAfterPaint(remixResponse, env.FIELD_SPEED_SAMPLE)
      : remixResponse
  const response = new Response(rendered.body, rendered)
  const cookie = await opened.changedCookie()
  if (cookie) response.headers.append('Set-Cookie', cookie)
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

export function isDocument(response: Response): boolean {
  return response.headers.get('Content-Type')?.startsWith('text/html') ?? false
}

/** A redirect, for a document or (single fetch: 202 with the target in its body) for a .data request. */
function isRedirect(response: Response, url: URL): boolean {
  if (response.status >= 300 && response.status < 400 && response.status !== 304) return true
  return response.status === 202 && url.pathname.endsWith('.data')
}

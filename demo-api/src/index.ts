/**
 * The stand-in platform API: the calls of the storefront spec under /api/v2,
 * plus GET /health, generated images under /images/ and a stand-in payment
 * provider under /provider/.
 * Each domain module registers its routes on the /api/v2 router.
 */
import { authenticate, shopLabelFromHost } from './auth'
import { registerCartRoutes } from './cart'
import { registerCatalogueRoutes } from './catalogue'
import type { ApiContext, SiteContext } from './context'
import { latencyMs, type Env } from './env'
import { registerHomeRoutes } from './home'
import { HttpError, MESSAGES, errorResponse, json } from './http'
import { serveImage } from './images'
import { registerOrderRoutes } from './orders'
import { registerPaymentRoutes } from './payments'
import { registerPromoRoutes } from './promo'
import { registerProviderRoutes } from './provider'
import { Router } from './router'
import { ensureSeed } from './seed'
import { registerShippingRoutes } from './shipping'
import { findActiveShop, registerShopRoutes } from './shops'
import { registerVisitRoutes } from './visits'

const API_PREFIX = '/api/v2'

const api = new Router<ApiContext>()
registerShopRoutes(api)
registerVisitRoutes(api)
registerHomeRoutes(api)
registerCatalogueRoutes(api)
registerCartRoutes(api)
registerPromoRoutes(api)
registerShippingRoutes(api)
registerPaymentRoutes(api)
registerOrderRoutes(api)

const site = new Router<SiteContext>()
  .get('/health', async ({ env }) => {
    await ensureSeed(env.DB, { force: true })
    return json({ ok: true })
  })
  .get('/images/*', ({ request }, params) => serveImage(request, params))

registerProviderRoutes(site)

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const delay = latencyMs(env)
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    let response: Response
    try {
      response = await dispatch(request, env)
    } catch (error) {
      response = toErrorResponse(error)
    }
    if (request.method === 'HEAD') {
      return new Response(null, { status: response.status, headers: response.headers })
    }
    return response
  },
} satisfies ExportedHandler<Env>

async function dispatch(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const { pathname } = url

  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
    const match = api.match(request.method, pathname.slice(API_PREFIX.length))
    if (!match) return errorResponse(404, MESSAGES.routeNotFound)
    await ensureSeed(env.DB)
    const caller = await authenticate(request, env)
    const label = shopLabelFromHost(request.headers.get('x-shop-host'))
    const shop = caller && label ? await findActiveShop(env.DB, label) : null
    if (!caller || !shop) return errorResponse(401, MESSAGES.shopNotFound)
    return match.handler({ request, url, env, caller, shop }, match.params)
  }

  const match = site.match(request.method, pathname)
  if (!match) return errorResponse(404, MESSAGES.routeNotFound)
  return match.handler({ request, env }, match.params)
}

function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message)
  const text = error instanceof Error ? error.message : String(error)
  if (/no such table/i.test(text)) {
    console.error(`demo-api: ${text}`)
    return errorResponse(503, MESSAGES.databaseNotReady)
  }
  console.error('demo-api: unexpected error', error)
  return errorResponse(500, MESSAGES.internal)
}

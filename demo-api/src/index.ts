/**
 * The stand-in platform API: the calls of the storefront spec under /api/v2,
 * plus GET /health, generated images under /images/, a stand-in payment
 * provider under /provider/, the development mail catcher GET /mail and,
 * for tests only, /__faults and /__sent.
 * Each domain module registers its routes on the /api/v2 app (Hono).
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { registerAccountRoutes } from './accounts'
import { authenticate, bearerToken, shopLabelFromHost } from './auth'
import { registerCartRoutes } from './cart'
import { registerCatalogueRoutes } from './catalogue'
import { registerBlogRoutes } from './blog'
import { registerContactRoutes } from './contact'
import { registerContentRoutes } from './content'
import { registerNewsletterRoutes } from './newsletter'
import type { ApiEnv, SiteEnv } from './context'
import { CUSTOMER_AREA, CUSTOMER_MESSAGES, registerCustomerOrderRoutes } from './customer-orders'
import { latencyMs, type Env } from './env'
import { faultInjection, registerFaultRoutes } from './faults'
import { registerHomeRoutes } from './home'
import { HttpError, MESSAGES, errorResponse, json } from './http'
import { servePicture } from './images'
import { registerMailRoutes } from './mail'
import { registerOrderRoutes } from './orders'
import { registerPaymentRoutes } from './payments'
import { registerPromoRoutes } from './promo'
import { registerProviderRoutes } from './provider'
import { shopAnswers } from './quirks'
import { ensureSeed } from './seed'
import { registerSentRoutes } from './sent'
import { registerShippingRoutes } from './shipping'
import { findActiveShop, registerShopRoutes } from './shops'
import { registerVisitRoutes } from './visits'

const API_PREFIX = '/api/v2'

/**
 * The path the routes see: still percent-encoded, without empty segments, so
 * `/home/` and `//home` are `/home`. Parameters are decoded when read.
 */
function routingPath(request: Request): string {
  const segments = new URL(request.url).pathname.split('/').filter((segment) => segment !== '')
  return `/${segments.join('/')}`
}

/**
 * Runs first, for every path: a path that only middleware matches, or a path
 * parameter that is not valid percent-encoding, is an unknown route (404),
 * before the caller is checked.
 */
const knownRoute: MiddlewareHandler = async (c, next) => {
  // Middleware is registered with `use`, under the method ALL; endpoints have a method.
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL')
  if (!endpoint || !parametersDecode(endpoint.path, c.req.path)) return errorResponse(404, MESSAGES.routeNotFound)
  await next()
}

function parametersDecode(pattern: string, path: string): boolean {
  const names = pattern.split('/')
  const values = path.split('/')
  return names.every((name, i) => !name.startsWith(':') || decodes(values[i] ?? ''))
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/**
 * Every /api/v2 call: seeded database, active shop named by X-Shop-Host,
 * accepted bearer (the public key or a login token of that shop). Under
 * /customer, a bearer of an active shop that is neither answers that the
 * session expired.
 */
const activeShop: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { req, env } = c
  await ensureSeed(env.DB)
  const label = shopLabelFromHost(req.header('x-shop-host') ?? null)
  const shop = label ? await findActiveShop(env.DB, label) : null
  const caller = shop ? await authenticate(req.raw, env, shop.id) : null
  if (!shop || !caller) {
    const customerArea = isUnder(req.path, `${API_PREFIX}${CUSTOMER_AREA}`)
    if (shop && customerArea && bearerToken(req.raw) !== null) {
      return errorResponse(401, CUSTOMER_MESSAGES.sessionExpired)
    }
    if (shop && customerArea) return errorResponse(401, CUSTOMER_MESSAGES.authenticationRequired)
    return errorResponse(401, MESSAGES.shopNotFound)
  }
  c.set('caller', caller)
  c.set('shop', shop)
  c.set('url', new URL(req.url))
  await next()
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

const api = new Hono<ApiEnv>()
api.use('*', activeShop)
api.use('*', faultInjection)
api.use('*', shopAnswers)
registerShopRoutes(api)
registerVisitRoutes(api)
registerHomeRoutes(api)
registerCatalogueRoutes(api)
registerBlogRoutes(api)
registerContentRoutes(api)
registerNewsletterRoutes(api)
registerContactRoutes(api)
registerCartRoutes(api)
registerPromoRoutes(api)
registerShippingRoutes(api)
registerPaymentRoutes(api)
registerOrderRoutes(api)
registerAccountRoutes(api)
registerCustomerOrderRoutes(api)

const app = new Hono<SiteEnv>({ getPath: routingPath })
app.use('*', knownRoute)
app.get('/health', async (c) => {
  await ensureSeed(c.env.DB, { force: true })
  return json({ ok: true })
})
app.get('/images/*', (c) => servePicture(c.req.path.slice('/images/'.length), c.env))
registerProviderRoutes(app)
registerMailRoutes(app)
registerSentRoutes(app)
// The calls a fault may name: every /api/v2 endpoint, e.g. `GET /produits/slug/:slug`.
registerFaultRoutes(
  app,
  api.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
)
app.route(API_PREFIX, api)
app.notFound(() => errorResponse(404, MESSAGES.routeNotFound))
app.onError((error) => toErrorResponse(error))

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const delay = latencyMs(env)
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    // HEAD is answered as GET without a body (Hono does it).
    return app.fetch(request, env, context)
  },
} satisfies ExportedHandler<Env>

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

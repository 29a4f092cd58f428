import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { ApiContext, ApiEnv } from './context'
import { MESSAGES, errorResponse } from './http'
import { SEED_SHOPS } from './seed'
import { SPEC_FIELDS, leaveOut, project } from './spec-fields'

/**
 * How a shop's answers differ from what the handlers build, so that one stand-in plays platforms that send
 * less, or fail more, than the others. Set per shop in the seed (`SeedShop.answers`):
 * - `minimal`: every successful answer has exactly the fields the spec names (`spec-fields.ts`);
 * - `extreme`: some calls always answer 500, some optional fields are never sent.
 */
export interface ShopAnswers {
  /** Every successful answer cut down to the fields the spec names for it. */
  specOnly?: true
  /** Fields left out of every answer, at any depth: absent, not null. */
  leftOut?: readonly string[]
  /** Calls (`'GET /shop/settings'`) that answer 500 for this shop. */
  failing?: readonly string[]
}

const API_PREFIX = '/api/v2'

const ANSWERS = new Map(SEED_SHOPS.flatMap((shop) => (shop.answers ? [[shop.subdomain, shop.answers]] : [])))

/** After the shop is known: a failing call answers 500 at once, other answers are cut down once built. */
export const shopAnswers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const answers = ANSWERS.get(c.var.shop.subdomain)
  if (!answers) return next()
  const call = callOf(c)
  if (answers.failing?.includes(call)) return errorResponse(500, MESSAGES.internal)
  await next()
  const response = c.res
  const text = response.ok ? await response.clone().text() : ''
  if (text === '' || !response.headers.get('content-type')?.startsWith('application/json')) return
  let body: unknown = JSON.parse(text)
  if (answers.specOnly) {
    const shape = SPEC_FIELDS[call]
    if (shape === undefined) throw new Error(`demo-api: no spec fields for ${call} (src/spec-fields.ts)`)
    body = project(body, shape)
  }
  if (answers.leftOut) body = leaveOut(body, new Set(answers.leftOut))
  c.res = new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
}

/** The call as the spec's table and `SPEC_FIELDS` name it: the route's method and pattern, without /api/v2. */
export function callOf(c: ApiContext): string {
  const route = matchedRoutes(c).find((candidate) => candidate.method !== 'ALL')
  const path = route?.path.startsWith(API_PREFIX) ? route.path.slice(API_PREFIX.length) : (route?.path ?? '')
  return `${route?.method ?? c.req.method} ${path}`
}

import type { RequestContext } from '~/server/load-context'
import { limitReached, overLimit } from '~/server/rate-limits/limits.server'
import { isShopHost } from '~/server/security.server'
import { logSecurityEvent } from '~/server/security-log.server'

/**
 * `POST /__cache/purge` on the shop's host, with `Authorization: Bearer <CACHE_PURGE_SECRET>`: the host's
 * generation goes up by one, so that every page and platform answer stored for it before is never read again.
 * A host that names no active shop is 404 whatever the secret (made-up names included: the answer tells no right
 * guess from a wrong one); a wrong secret is 401. Both are refused purges, counted per address whatever the host
 * (`purgeRefused`): past them, 429 before the shop is looked up or the next secret compared. `shopLookup` is the
 * shop's own lookup (`requireShop` of app/layout/shop.server.ts, handed in by the route).
 */
export async function purgeAction(
  request: Request,
  context: RequestContext,
  shopLookup: () => Promise<unknown>,
): Promise<Response> {
  const { env, tenant } = context
  if (!env.CACHE_PURGE_SECRET || !tenant.shop || !isShopHost(tenant.host)) return json(404, { ok: false })
  const limited = await limitReached(context, 'purgeRefused')
  if (limited) return tooMany(limited.retryAfter)
  const status = await shopLookup().then(
    () => 200,
    (failure: unknown) => (failure instanceof Response || isDataFailure(failure) ? failureStatus(failure) : 502),
  )
  if (status === 404) return (await refusedPurge(request, context, 404)) ?? json(404, { ok: false })
  if (status !== 200) return json(status, { ok: false })
  const given = request.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? ''
  if (!(await sameSecret(given, env.CACHE_PURGE_SECRET)))
    return (await refusedPurge(request, context, 401)) ?? json(401, { ok: false }, { 'WWW-Authenticate': 'Bearer' })
  const generation = await context.cacheGenerations.purge(tenant.host)
  return json(200, { ok: true, host: tenant.host, generation })
}

/** A refused purge, logged and counted: the 429 it meets when it is one too many, else null. */
async function refusedPurge(request: Request, context: RequestContext, status: number): Promise<Response | null> {
  await logSecurityEvent('purge-refused', { request, shop: context.tenant.host, status })
  const refused = await overLimit(context, 'purgeRefused', { request })
  return refused ? tooMany(refused.retryAfter) : null
}

const tooMany = (retryAfter: number) => json(429, { ok: false }, { 'Retry-After': String(retryAfter) })

/** The shop lookup's failure: a shop the platform does not know or has closed (401, 404) is none; else the platform's. */
function failureStatus(failure: { status?: number; init?: ResponseInit | null }): number {
  const status = failure instanceof Response ? failure.status : (failure.init?.status ?? 500)
  return status === 401 || status === 404 ? 404 : status >= 500 ? status : 502
}

function isDataFailure(value: unknown): value is { init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'init' in value
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
}

/** Compares two secrets in a time that does not depend on where they differ (their SHA-256 digests). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

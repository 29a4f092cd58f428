import { publicApi } from '~/api/client.server'
import { recordVisit } from '~/api/shop.server'
import { requireShop } from '~/layout/shop.server'
import { parseVisit } from '~/server/forms.server'
import type { RequestContext } from '~/server/load-context'
import { overLimit } from '~/server/rate-limits/limits.server'

/** POST /visit (routes/visit.tsx): the browser's beacon is forwarded to the platform after the answer is sent. */
export async function recordVisitBeacon(request: Request, context: RequestContext): Promise<Response> {
  const direction = parseVisit(await request.formData())
  if (!direction) return new Response(null, { status: 400 })
  const limited = await overLimit(context, 'visit', { request })
  if (limited) return new Response(null, { status: 429, headers: { 'Retry-After': String(limited.retryAfter) } })
  const { shop } = await requireShop(context)
  context.waitUntil(recordVisit(publicApi(context), shop.id, direction).catch(() => undefined))
  return new Response(null, { status: 204 })
}

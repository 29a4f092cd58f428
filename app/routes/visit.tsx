import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { publicApi } from '~/api/client.server'
import { recordVisit } from '~/api/shop.server'
import { parseVisit } from '~/server/forms.server'
import { requireShop } from '~/layout/shop.server'
import { overLimit } from '~/server/rate-limits.server'

/** Visit counter: the browser's beacon is forwarded to the platform after the answer is sent. */
export async function action({ request, context }: ActionFunctionArgs) {
  const direction = parseVisit(await request.formData())
  if (!direction) return new Response(null, { status: 400 })
  const limited = await overLimit(context, 'visit', request)
  if (limited) return new Response(null, { status: 429, headers: { 'Retry-After': String(limited.retryAfter) } })
  const { shop } = await requireShop(context)
  context.waitUntil(recordVisit(publicApi(context), shop.id, direction).catch(() => undefined))
  return new Response(null, { status: 204 })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { requireShop } from '~/layout/shop.server'
import { purgeAction } from '~/server/edge-cache/purge.server'

/** The platform's call to forget one shop's cached pages (app/server/edge-cache/purge.server.ts, docs/operations.md). */
export function action({ request, context }: ActionFunctionArgs) {
  return purgeAction(request, context, () => requireShop(context))
}

export function loader() {
  return new Response(JSON.stringify({ ok: false }), {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { recordVisitBeacon } from '~/analytics/visits.server'

/** Visit counter: the browser's beacon is forwarded to the platform after the answer is sent. */
export function action({ request, context }: ActionFunctionArgs) {
  return recordVisitBeacon(request, context)
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

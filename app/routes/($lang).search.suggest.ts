import { pageLoader } from '~/i18n/route-strings.server'
import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { suggestionsAnswer } from '~/catalogue/suggestions.server'

/**
 * GET /search/suggest?q=: the header's suggestions as you type, as JSON (a resource route: no page, and no
 * other loader runs or revalidates for it). See app/catalogue/suggestions.server.ts.
 */
function load({ request, context }: LoaderFunctionArgs) {
  return suggestionsAnswer(request, context)
}
export const loader = pageLoader({}, load)

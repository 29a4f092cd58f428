import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { noScriptRedirect } from '~/layout/no-script.server'

/**
 * Reached only by browsers that run no script (a <noscript> refresh in streamed
 * pages): remembers it for a year, then goes back to the page, which is now
 * sent whole.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return noScriptRedirect(request)
}

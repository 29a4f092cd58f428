import { redirect } from '@remix-run/cloudflare'
import { popupCookieValue, POPUP_COOKIE } from '~/content/layout-content.server'
import { serializeCookie } from '~/server/cookies.server'
import { NO_SCRIPT_COOKIE } from '~/server/document.server'
import { redirectTarget } from '~/server/redirect.server'

/**
 * GET /no-js?to= (routes/no-js.tsx), reached only by browsers that run no script (a <noscript> refresh in
 * streamed pages): remembers it for a year, then goes back to the page, which is now sent whole.
 */
export function noScriptRedirect(request: Request): Response {
  const url = new URL(request.url)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', serializeCookie(url, NO_SCRIPT_COOKIE, '1', 31536000))
  // The streamed page this browser left at once carried the pop-up: it was not seen.
  if (popupCookieValue(request) === 's') headers.append('Set-Cookie', serializeCookie(url, POPUP_COOKIE, '', 0))
  return redirect(redirectTarget(url.searchParams.get('to'), url.origin), { status: 303, headers })
}

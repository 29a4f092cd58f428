import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { NO_SCRIPT_COOKIE } from '~/document.server'
import { popupCookieValue, POPUP_COOKIE } from '~/layout-content.server'
import { safeRedirect } from '~/session.server'

/**
 * Reached only by browsers that run no script (a <noscript> refresh in streamed
 * pages): remembers it for a year, then goes back to the page, which is now
 * sent whole.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', `${NO_SCRIPT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`)
  // The streamed page this browser left at once carried the pop-up: it was not seen.
  if (popupCookieValue(request.headers.get('Cookie')) === 's')
    headers.append('Set-Cookie', `${POPUP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`)
  return redirect(safeRedirect(url.searchParams.get('to'), url.origin), { status: 303, headers })
}

import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { languageChoiceCookie } from '~/i18n/language.server'
import { isLanguage } from '~/i18n/languages'
import { redirectTarget } from '~/server/redirect.server'

/**
 * GET /language?to=en&path=/products/x: the header's and the footer's language link (LanguageSwitch of
 * app/i18n/links.tsx). Remembers the choice for a year (`__lang`, which a first visit to `/` follows), then opens
 * the page in that language: only a path of this shop, else the home page. A plain link, so it works without
 * JavaScript; not under a language prefix, since it serves them all. An unknown language is a 400.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  if (!isLanguage(to)) return new Response(null, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  return redirect(redirectTarget(url.searchParams.get('path'), url.origin, { language: to }), {
    status: 303,
    headers: { 'Set-Cookie': languageChoiceCookie(url, to), 'Cache-Control': 'private, no-store' },
  })
}

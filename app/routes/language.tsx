import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { languageSwitch } from '~/i18n/language.server'

/**
 * GET /language?to=en&path=/products/x: the header's and the footer's language link (LanguageSwitch of
 * app/i18n/links.tsx). Remembers the choice for a year (`__lang`, which a first visit to `/` follows), then opens
 * the page in that language: only a path of this shop, else the home page. A plain link, so it works without
 * JavaScript; not under a language prefix, since it serves them all. An unknown language is a 400.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return languageSwitch(request)
}

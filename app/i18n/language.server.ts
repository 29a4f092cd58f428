import { redirect } from '@remix-run/cloudflare'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, localPath, pathLanguage, type Language } from '~/lib/languages'
import { readCookie, serializeCookie } from '~/server/cookies.server'
import { redirectTarget } from '~/server/redirect.server'
import { sameOriginReferer } from '~/server/security.server'

/**
 * Which language a request is in, resolved by remix-i18next among the catalogue's languages
 * (docs/decisions/052-english.md):
 * - a page's language is its URL's (`/en/…` English, any other path French): one URL never serves two
 *   languages, so the edge cache keeps one page per URL;
 * - a visitor's language, which a first visit to `/` follows, is the one they chose with the language link
 *   (the `__lang` cookie), else the first of their browser's languages (`Accept-Language`) the shop has, else
 *   French.
 */
const detection = { supportedLanguages: LANGUAGE_CODES, fallbackLanguage: DEFAULT_LANGUAGE }

const pages = new RemixI18Next({
  detection: {
    ...detection,
    order: ['custom'],
    findLocale: async (request) => pathLanguage(new URL(request.url).pathname),
  },
})

const visitors = new RemixI18Next({
  detection: { ...detection, order: ['custom', 'header'], findLocale: async (request) => chosenLanguage(request) },
})

/** The cookie that remembers the language a visitor chose (`__Host-lang` over https). */
export const LANGUAGE_COOKIE = '__lang'

/** A year, in seconds: how long the choice is remembered. */
const CHOICE_MAX_AGE = 31536000

/** The language of a request's page: its URL's. */
export async function requestLanguage(request: Request): Promise<Language> {
  return (await pages.getLocale(request)) as Language
}

/**
 * The language a visitor chose with the language link, if it is one of the shop's. Read here rather than by
 * remix-i18next's `cookie` option, which reads a Remix cookie (encoded JSON under one name): `__lang` holds the bare
 * code under its scheme's name (docs/decisions/060-strings-interpolation.md).
 */
function chosenLanguage(request: Request): string | null {
  const value = readCookie(request, LANGUAGE_COOKIE)
  return value && /^[a-z]{2,3}$/.test(value) ? value : null
}

/** The visitor's language: their remembered choice, else their browser's languages, else French. */
async function visitorLanguage(request: Request): Promise<Language> {
  return (await visitors.getLocale(request)) as Language
}

/** The Set-Cookie of a language choice: HttpOnly, SameSite=Lax, Path=/, a year, no Domain. */
function languageChoiceCookie(url: URL, language: Language): string {
  return serializeCookie(url, LANGUAGE_COOKIE, language, CHOICE_MAX_AGE)
}

/**
 * Where a first visit to the home page is sent: the home page in the visitor's language when that is not
 * French, else nowhere (null). A visitor who came from a page of this shop (a same-origin `Referer`: they
 * followed the shop's own link to `/`) stays. Decided before the page cache is read, so that the French home
 * page stored there is never given to a visitor who should have been sent on, and its key needs neither
 * `Accept-Language` nor the cookie.
 */
export async function homeRedirect(request: Request, url: URL): Promise<string | null> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.pathname !== '/') return null
  if (sameOriginReferer(request, url)) return null
  const language = await visitorLanguage(request)
  return language === DEFAULT_LANGUAGE ? null : localPath(language, '/') + url.search
}

/**
 * GET /language?to=en&path=/products/x (routes/language.tsx): remembers the choice for a year, then opens the page
 * in that language: only a path of this shop, else the home page. An unknown language is a 400.
 */
export function languageSwitch(request: Request): Response {
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  if (!isLanguage(to)) return new Response(null, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  return redirect(redirectTarget(url.searchParams.get('path'), url.origin, { language: to }), {
    status: 303,
    headers: { 'Set-Cookie': languageChoiceCookie(url, to), 'Cache-Control': 'private, no-store' },
  })
}

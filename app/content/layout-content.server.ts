import { publicApi, platformFailure } from '~/api/client.server'
import { getPopup, getPromoTexts, type Popup, type PromoText } from '~/api/content.server'
import { readCookie, serializeCookie } from '~/server/cookies.server'
import type { RequestContext } from '~/server/load-context'
import type { PictureSet } from '~/lib/images'
import { serverSetPicture } from '~/pictures/server-set.server'
import { pictureHosts } from '~/server/env.server'
import { requireShop } from '~/layout/shop.server'

/**
 * What the layout shows around every page besides the shop: the announcement bar's
 * texts and the pop-up. Both are in the first HTML (no shift after first paint, no
 * script needed). The pop-up is shown at most once a day to a browser: the page that
 * shows it sets a cookie, and while it lasts the platform is not asked again. A shop's
 * answers, its 404 ("no pop-up") included, are cached per tenant.
 */

/** Cookie of a browser that was shown the pop-up in the last day. */
export const POPUP_COOKIE = '__popup'
export const POPUP_MAX_AGE = 60 * 60 * 24

export interface Announcement {
  id: string
  text: string
  href: string | null
}

export interface PopupView {
  id: string
  title: string | null
  text: string | null
  /**
   * Its picture as the pop-up draws it, through the shop's image path, fetched first: shown over the page on a first
   * visit of the day, it is then the largest picture of the first view (its LCP). `fetchpriority` in lower case:
   * React 18 passes it through as is (it does not know `fetchPriority`).
   */
  image: (PictureSet & { fetchpriority: 'high' }) | null
  href: string | null
  linkText: string | null
}

interface LayoutContent {
  /** The announcement bar's list; null when the shop has no texts. */
  announcements: Announcement[] | null
  /** The pop-up; null when there is none to show. */
  popup: PopupView | null
  /** Set-Cookie value to send with the page, once the pop-up was asked for. */
  popupCookie: string | null
}

const NOTHING: LayoutContent = { announcements: null, popup: null, popupCookie: null }

/**
 * Its value: `1` when the pop-up came in a whole document, `s` when it came in a streamed one,
 * which a browser without scripts leaves at once for /no-js (that route clears `s`).
 */
export function popupCookieValue(request: Request): '1' | 's' | null {
  const value = readCookie(request, POPUP_COOKIE)
  return value === '1' || value === 's' ? value : null
}

export function hasSeenPopup(request: Request): boolean {
  return popupCookieValue(request) !== null
}

/**
 * Never rejects: a failure shows nothing. Promotional texts fail quietly; the pop-up's
 * 404 means the shop has none, its other failures are logged. Asked for alongside the
 * shop (requireShop), never for a host that names no shop.
 */
export async function loadLayoutContent(
  request: Request,
  context: RequestContext,
  /** The page is streamed (sendsWholeDocument false): a browser without scripts leaves it for /no-js. */
  streamed: boolean,
): Promise<LayoutContent> {
  if (!context.tenant.shop) return NOTHING
  const api = publicApi(context)
  const seen = hasSeenPopup(request)
  const [texts, popup] = await Promise.all([
    getPromoTexts(api).catch(() => []),
    seen ? null : getPopup(api).catch((error: unknown) => logPopupFailure(context, error)),
  ])
  const view = popup ? popupView(popup, context) : null
  return {
    announcements: announcementsView(texts, context.origin),
    popup: view,
    popupCookie: view ? serializeCookie(request.url, POPUP_COOKIE, streamed ? 's' : '1', POPUP_MAX_AGE) : null,
  }
}

function announcementsView(texts: PromoText[], origin: string): Announcement[] | null {
  const announcements = texts
    .filter((t) => t.texte.trim())
    .map((t) => ({ id: String(t.id), text: t.texte.trim(), href: safeLink(t.lien, origin) }))
  return announcements.length > 0 ? announcements : null
}

/** Logged for a shop that loaded: a shop that fails has its own error screen. */
async function logPopupFailure(context: RequestContext, error: unknown): Promise<null> {
  const shopLoaded = await requireShop(context).then(
    () => true,
    () => false,
  )
  if (shopLoaded) console.error(`pop-up: ${platformFailure(error).message}`)
  return null
}

function pictureOf(src: string | null, context: RequestContext): PopupView['image'] {
  return src ? { ...serverSetPicture(src, 'popup', pictureHosts(context.env)), fetchpriority: 'high' } : null
}

function popupView(popup: Popup, context: RequestContext): PopupView | null {
  const title = popup.titre?.trim() || null
  const text = popup.contenu?.trim() || null
  if (!title && !text) return null
  return {
    id: String(popup.id),
    title,
    text,
    // Data-saver pages skip the pop-up's picture.
    image: context.saveData ? null : pictureOf(safeLink(popup.image, context.origin, true), context),
    href: safeLink(popup.lien, context.origin),
    linkText: popup.texte_lien?.trim() || null,
  }
}

/** An http(s) URL, or (unless `absoluteOnly`) a path of this shop; anything else is dropped. */
function safeLink(value: string | null | undefined, origin: string, absoluteOnly = false): string | null {
  const raw = value?.trim()
  if (!raw || /[\u0000-\u001f\u007f\\]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const local = raw.startsWith('/') && !raw.startsWith('//')
  if (local) return absoluteOnly ? null : `${url.pathname}${url.search}${url.hash}`
  return /^https?:\/\//i.test(raw) ? url.href : null
}

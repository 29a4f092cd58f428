import { RECENT } from '~/visitor/recently-viewed'
import { hasSeenPopup, POPUP_COOKIE, POPUP_MAX_AGE } from '~/content/layout-content.server'
import type { SharedCookie } from '~/server/edge-cache/pages.server'

/**
 * The cookies a page shared by every visitor may set (app/server/edge-cache/pages.server.ts), with the values it may
 * set: the same for every visitor who gets that page. The pop-up's depends on the key's pop-up part, which it
 * decides; the viewed list's on the product's URL, the page being rendered without the visitor's list (a visitor
 * with a list of their own gets theirs instead: ./edge-fill.server.ts).
 */
export const SHARED_COOKIES: SharedCookie[] = [
  {
    name: POPUP_COOKIE,
    maxAge: POPUP_MAX_AGE,
    value: /^[A-Za-z0-9]{1,16}$/,
    keyPart: (request) => (hasSeenPopup(request) ? 'seen' : 'popup'),
  },
  { name: RECENT.cookie, maxAge: RECENT.maxAge, value: /^[A-Za-z0-9_~!*'()%-]{1,120}$/ },
]

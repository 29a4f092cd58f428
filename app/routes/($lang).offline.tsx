import { pageLoader } from '~/i18n/route-strings.server'
import { loadOfflinePage } from '~/offline/offline-page.server'

/** The service worker's offline page: plain HTML in the shop's look (app/offline/offline-page.server.ts). */
export const loader = /* @__PURE__ */ pageLoader({}, loadOfflinePage)

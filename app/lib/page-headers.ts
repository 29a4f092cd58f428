import type { HeadersFunction } from '@remix-run/cloudflare'

/**
 * The headers of the routes whose pages are one visitor's. A module of its own, not a `.server` one: a route
 * imports it for its `headers` export, which the browser build drops, and then drops the module with it (a
 * `.server` module would stay in the page's scripts as an empty chunk).
 */

/**
 * A page of one visitor (cart, checkout, order and payment pages, account pages that echo what was typed or
 * show the customer) and its route data: never stored by any cache, the browser's included.
 */
export const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** NO_STORE, and an action's `Retry-After` (a form past its rate limit, app/server/rate-limits/). */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders }) => ({ ...NO_STORE, ...retryAfter(actionHeaders) })

/**
 * An action's `Retry-After` (or a loader's, thrown with a 429: a cart link past its lookups), for a page a browser must be able to go back to after posting it without
 * JavaScript (the cart's checkout, the contact form): `no-store` would make Back ask to send the form again.
 * Its route data is `no-store` all the same (app/server/request/render.server.ts).
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) =>
  retryAfter(errorHeaders ?? actionHeaders)

/** The loader's `Link` header: the page's largest picture preloaded (app/pictures/preload.server.ts). */
export const preloadHeaders: HeadersFunction = ({ loaderHeaders }): Record<string, string> => {
  const link = loaderHeaders.get('Link')
  return link ? { Link: link } : {}
}

function retryAfter(actionHeaders: Headers): Record<string, string> {
  const seconds = actionHeaders.get('Retry-After')
  return seconds ? { 'Retry-After': seconds } : {}
}

import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import { newsletterAction } from '~/content/newsletter.server'
import { retryAfterHeaders } from '~/lib/page-headers'

/** A refusal's Retry-After reaches the browser (its data is no-store, as all route data). */
export const headers = retryAfterHeaders

/** The footer's newsletter form posts here (app/content/newsletter.server.ts); there is no page to show. */
export const action = /* @__PURE__ */ pageAction({}, newsletterAction)

function load() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
export const loader = /* @__PURE__ */ pageLoader({}, load)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction } from '~/sending/keep-form'

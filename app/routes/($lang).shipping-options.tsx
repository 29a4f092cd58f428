import { pageLoader } from '~/i18n/route-strings.server'
import type { HeadersFunction } from '@remix-run/cloudflare'
import { loadShippingOptions } from '~/checkout/order-pages.server'

export const loader = /* @__PURE__ */ pageLoader({}, loadShippingOptions)

/** The checkout's fetcher asks for /shipping-options.data: single fetch sends only the headers this passes on. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

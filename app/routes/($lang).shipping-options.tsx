import { pageLoader } from '~/i18n/route-strings.server'
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { shippingLists } from '~/checkout/checkout.server'

/** Cities of a country and zones of a city, for the checkout form with JavaScript. */
async function load({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const country = params.get('country')?.slice(0, 10) || undefined
  const city = params.get('city')?.slice(0, 100) || undefined
  // A resource route answers with a Response of its own, whether asked directly or through single fetch.
  return Response.json(await shippingLists(context, country, city), {
    headers: { 'Cache-Control': 'private, max-age=60' },
  })
}
export const loader = /* @__PURE__ */ pageLoader({}, load)

/** The checkout's fetcher asks for /shipping-options.data: single fetch sends only the headers this passes on. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

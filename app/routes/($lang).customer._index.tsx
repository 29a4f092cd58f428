import { localPath } from '~/i18n/languages'
import { pageLoader } from '~/i18n/route-strings.server'
import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireCustomer } from '~/account/login-session.server'

/** The customer area opens on the orders. */
function load({ request, context }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  return redirect(localPath(context.language, '/customer/orders'))
}
export const loader = /* @__PURE__ */ pageLoader({}, load)

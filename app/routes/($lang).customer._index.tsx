import { pageLoader } from '~/i18n/route-strings.server'
import { loadCustomerHome } from '~/account/customer-pages.server'

/** The customer area opens on the orders. */
export const loader = /* @__PURE__ */ pageLoader({}, loadCustomerHome)

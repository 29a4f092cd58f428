import { pageLoader } from '~/i18n/route-strings.server'
import { shareCart } from '~/cart/share-cart.server'

/**
 * GET /cart/share, the cart page's 'Partager ce panier': the visitor's cart as its cart link, opened in its sharing
 * view (a redirect; a resource route: no page of its own). See app/cart/share-cart.server.ts.
 */
export const loader = pageLoader({}, shareCart)

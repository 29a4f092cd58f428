import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '~/lib/languages'

/**
 * The pages whose answers are one visitor's own: a cart, an account, an order or a payment, or a form that echoes
 * what was typed. In every language (`/cart`, `/en/cart`), for documents and their route data (`/en/cart.data`).
 * The one list: the entry makes their data `no-store` (app/server/request/render.server.ts), the service worker keeps none of
 * them for offline reading (app/offline/service-worker.js).
 */
const PERSONAL_PAGES = [
  'cart',
  'customer',
  'login',
  'logout',
  'register',
  'confirm-email',
  'order-confirmation',
  'order-placed',
  'payment-[a-z-]+',
  'newsletter',
  'contact',
  'shipping-options',
]

const PREFIXES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)

const PERSONAL_PATH = new RegExp(`^/(?:(?:${PREFIXES.join('|')})/)?(?:${PERSONAL_PAGES.join('|')})(?:[./]|$)`)

/** Whether a URL's path is one of a visitor's own pages, or its data, in any language. */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PATH.test(pathname)
}

/**
 * The server code of the cart page (app/routes/cart.tsx), reached through this one module. The browser
 * build replaces each `.server` module a route imports by an empty stub that stays in the route's code;
 * a stub that several routes import becomes a file of its own (about 0.1 KB gzip each, four on the cart
 * page, the heaviest first load), while the stub of a module only this route imports is inlined in its
 * chunk (docs/decisions/031-page-strings-with-their-route.md).
 */
export { getCountries, getPaymentConfig } from '~/api/orders.server'
export { ApiError, publicApi, settle } from '~/api/client.server'
export { cartAction, currentPromo, loadCart, statusOf } from '~/cart/shopper-cart.server'
export { checkoutAction, customerShipping, paymentMethods, refreshCheckout } from '~/checkout/checkout.server'
export { getLogin } from '~/server/session.server'

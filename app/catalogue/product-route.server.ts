/**
 * The server code of the product page (app/routes/products.$slug.tsx), reached through this one module,
 * so that its stub in the browser build is inlined in the route's chunk instead of being one more file
 * per shared server module (see app/cart/cart-route.server.ts).
 */
export { getProduct } from '~/api/catalogue.server'
export { ApiError, publicApi } from '~/api/client.server'
export { productDescription } from '~/layout/views.server'

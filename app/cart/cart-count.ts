/**
 * The item count of the cart a page was rendered with, when one of its loaders returned a cart
 * (the innermost wins); null when the page has no cart. The header shows it instead of the count
 * kept in the session, which the root loader read before that cart was fetched (and perhaps
 * dropped by the platform).
 */
export function renderedCartCount(matches: readonly { data: unknown }[]): number | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data
    if (typeof data !== 'object' || data === null || !('cart' in data)) continue
    const cart = data.cart
    if (typeof cart === 'object' && cart !== null && 'totalItems' in cart && typeof cart.totalItems === 'number')
      return cart.totalItems
  }
  return null
}

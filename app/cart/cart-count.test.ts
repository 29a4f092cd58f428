import { describe, expect, it } from 'vitest'
import { renderedCartCount } from './cart-count'

describe('the cart count of a rendered page', () => {
  it('is the count of the cart a loader returned, the innermost one first', () => {
    const root = { data: { cartCount: 3 } }
    expect(renderedCartCount([root, { data: { ok: true, cart: { totalItems: 0 } } }])).toBe(0)
    expect(
      renderedCartCount([root, { data: { cart: { totalItems: 2 } } }, { data: { cart: { totalItems: 5 } } }]),
    ).toBe(5)
  })

  it('is null on a page without a cart, or whose cart failed to load', () => {
    expect(renderedCartCount([{ data: { cartCount: 3 } }, { data: { products: [] } }])).toBeNull()
    expect(renderedCartCount([{ data: undefined }, { data: { ok: false } }, { data: null }])).toBeNull()
    expect(renderedCartCount([{ data: { cart: null } }, { data: { cart: { totalItems: '2' } } }])).toBeNull()
  })
})

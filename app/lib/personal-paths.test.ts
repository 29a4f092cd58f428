import { describe, expect, it } from 'vitest'
import { isPersonalPath } from './personal-paths'

describe('isPersonalPath', () => {
  it.each([
    '/cart',
    '/cart.data',
    '/en/cart',
    '/en/cart.data',
    '/customer',
    '/customer.data',
    '/customer/orders.data',
    '/en/customer/orders/12',
    '/en/customer/orders.data',
    '/en/customer.data',
    '/login',
    '/en/register.data',
    '/order-confirmation/42',
    '/en/payment-status.data',
    '/payment-confirmation/7',
    '/en/contact.data',
    '/shipping-options.data',
  ])('%s is personal', (path) => expect(isPersonalPath(path)).toBe(true))

  it.each([
    '/',
    '/en',
    '/en.data',
    '/products/cart',
    '/categories',
    '/en/blog',
    '/carte',
    '/customers-guide',
    '/de/cart',
  ])('%s is not', (path) => expect(isPersonalPath(path)).toBe(false))
})

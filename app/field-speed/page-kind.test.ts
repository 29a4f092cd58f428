import { describe, expect, it } from 'vitest'
import { pageOf } from './page-kind'

describe('pageOf', () => {
  it('names the kind of page of each route, in French and in English', () => {
    const cases: [string, string, string][] = [
      ['/', 'home', 'fr'],
      ['/en', 'home', 'en'],
      ['/products/pagne-wax', 'product', 'fr'],
      ['/en/products/pagne-wax', 'product', 'en'],
      ['/categories', 'categories', 'fr'],
      ['/categories/electromenager', 'category', 'fr'],
      ['/category/mode', 'category', 'fr'],
      ['/en/cart', 'cart', 'en'],
      ['/search', 'search', 'fr'],
      ['/blog', 'blog', 'fr'],
      ['/en/blog/mon-article', 'article', 'en'],
      ['/customer/orders/42', 'account', 'fr'],
      ['/order-confirmation/42', 'order', 'fr'],
      ['/politique-de-confidentialite', 'policy', 'fr'],
      ['/en/policy/livraison', 'policy', 'en'],
      ['/contact', 'contact', 'fr'],
      ['/nowhere/at/all', 'other', 'fr'],
      ['/de/products/x', 'other', 'fr'],
    ]
    for (const [path, kind, language] of cases) expect(pageOf(path), path).toEqual({ kind, language })
  })
})

import type { frProductStrings } from '~/i18n/fr/pages/product'
import type { Shape } from '~/i18n/parts'

/** The product page: the English of `frProductStrings` (../../fr/pages/product.ts). */
export const enProductStrings = {
  product: {
    loadError: 'Loading error',
    notFound: 'Product not found',
    cannotLoad: 'We could not load this product.',
    variants: 'Choose an option',
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    reference: 'Reference: {{reference}}',
    inStock: 'In stock ({{count}})',
    outOfStock: 'Out of stock',
    description: 'Description',
    reviews: 'Customer reviews',
    noReviews: 'No reviews yet.',
    reviewCount: '{{count}} review(s)',
    rating: '{{note}} out of 5',
    verified: 'Verified purchase',
    recentlyViewed: 'Recently viewed',
  },
  cart: {
    adding: 'Adding…',
  },
} as const satisfies Shape<typeof frProductStrings>

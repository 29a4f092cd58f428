import type { catalogueStrings } from '~/i18n/pages/catalogue'
import type { SameShape } from '../shape'

/** The collections and a category's products: the English of `catalogueStrings.fr` (../../pages/catalogue.ts). */
export const enCatalogueStrings = {
  catalogue: {
    collectionsTitle: 'All our collections',
    noCollections: 'No collections found',
    collectionsError: 'Unable to fetch the categories.',
    categoryError: 'Unable to load the category.',
    productsError: 'Unable to load the products of this category.',
    noProducts: 'No products yet',
    loadMore: 'Load more',
    showEarlier: 'Show earlier products',
  },
} as const satisfies SameShape<(typeof catalogueStrings)['fr']>

import type { frCatalogueStrings } from '~/i18n/fr/pages/catalogue'
import type { Shape } from '~/i18n/parts'

/** The collections and a category's products: the English of `frCatalogueStrings` (../../fr/pages/catalogue.ts). */
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
} as const satisfies Shape<typeof frCatalogueStrings>

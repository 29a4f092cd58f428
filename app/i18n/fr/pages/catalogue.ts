/** The collections and a category's products: strings that only its route(s) send to browsers (routes/categories._index, routes/categories.$slug (and /category/:slug)). See ../index.ts. */
export const frCatalogueStrings = {
  catalogue: {
    collectionsTitle: 'Toutes nos collections',
    noCollections: 'Aucune collection trouvée',
    collectionsError: 'Impossible de récupérer les catégories.',
    categoryError: 'Impossible de charger la catégorie.',
    productsError: 'Impossible de charger les produits pour cette catégorie.',
    noProducts: 'Aucun produit pour le moment',
    loadMore: 'Charger plus',
    showEarlier: 'Voir les produits précédents',
  },
} as const

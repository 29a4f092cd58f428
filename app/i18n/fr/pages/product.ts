/** The product page: strings that only its route(s) send to browsers (routes/products.$slug). See ../index.ts. */
export const frProductStrings = {
  product: {
    loadError: 'Erreur de chargement',
    notFound: 'Produit introuvable',
    cannotLoad: "Nous n'avons pas pu charger ce produit.",
    variants: 'Choisissez une option',
    quantity: 'Quantité',
    addToCart: 'Ajouter au panier',
    reference: 'Référence : {{reference}}',
    inStock: 'En stock ({{count}})',
    outOfStock: 'Rupture de stock',
    description: 'Description',
    reviews: 'Avis clients',
    noReviews: 'Aucun avis pour le moment.',
    reviewCount: '{{count}} avis',
    rating: '{{note}} sur 5',
    verified: 'Achat vérifié',
    recentlyViewed: 'Vus récemment',
  },
  cart: {
    adding: 'Ajout…',
  },
} as const

/** The home page: strings that only its route(s) send to browsers (routes/_index). See ../index.ts. */
export const frHomeStrings = {
  home: {
    faqTitle: 'Questions fréquentes',
    loadError: 'Erreur de chargement',
    noContent: 'Contenu non disponible',
    seeMore: 'Voir plus',
    recentlyViewed: 'Vus récemment',
    slidesLabel: 'À la une',
    slide: 'Diapositive {{n}}',
    allCategories: 'Voir toutes les catégories',
    categoriesTitle: 'Nos catégories',
    previous: 'Précédent',
    next: 'Suivant',
    badges: {
      delivery: 'Livraison',
      deliveryText: 'Pays desservis : {{countries}}',
      payment: 'Paiement',
      paymentBoth: 'À la livraison, Mobile Money ou carte',
      paymentCash: 'À la livraison',
      paymentProvider: 'Mobile Money ou carte',
      returns: 'Retours',
      returnsText: 'Notre politique de retour',
      support: 'Service client',
      supportText: 'Par téléphone au {{phone}}',
    },
  },
} as const

import type { PageStrings } from '~/i18n/translate'

/** The home page: strings that only its route(s) send to browsers (routes/_index). See ../fr.ts. */
export const homeStrings = {
  fr: {
    home: {
      faqTitle: 'Questions fréquentes',
      loadError: 'Erreur de chargement',
      noContent: 'Contenu non disponible',
      seeMore: 'Voir plus',
      slidesLabel: 'À la une',
      slide: 'Diapositive {{n}}',
      allCategories: 'Voir toutes les catégories',
      categoriesTitle: 'Nos catégories',
      previous: 'Précédent',
      next: 'Suivant',
      badges: {
        delivery: 'Livraison rapide',
        deliveryText: 'Partout au Cameroun, suivie de bout en bout',
        payment: 'Paiement sécurisé',
        paymentText: 'À la livraison, Mobile Money ou carte',
        returns: 'Retours faciles',
        returnsText: 'Échange ou remboursement sans tracas',
        support: 'Service client dédié',
        supportText: 'Une équipe à votre écoute, par téléphone ou WhatsApp',
      },
    },
  },
} as const satisfies PageStrings

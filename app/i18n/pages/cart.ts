import type { PageStrings } from '~/i18n/page-strings'

/** The cart page: its lines, the promo code and the checkout form: strings that only its route(s) send to browsers (routes/cart). See ../fr.ts. */
export const cartStrings = {
  fr: {
    cart: {
      unitPrice: 'Prix unitaire',
      quantity: 'Quantité de {{name}}',
      decrease: 'Diminuer la quantité',
      increase: 'Augmenter la quantité',
      remove: 'Retirer',
      removeItem: 'Retirer {{name}} du panier',
      whatsapp: 'Commander via WhatsApp',
    },
    promo: {
      label: 'Code promo',
      apply: 'Appliquer',
      remove: 'Retirer le code',
      applied: 'Code promo {{code}} appliqué : -{{amount}}',
    },
    checkout: {
      title: 'Livraison et paiement',
      clientName: 'Nom complet',
      clientTel: 'Téléphone',
      clientEmail: 'Email',
      emailLocked: 'L’email de votre compte est utilisé.',
      shippingAddress: 'Adresse de livraison',
      country: 'Pays',
      city: 'Ville',
      zone: 'Zone de livraison',
      choose: 'Choisir…',
      zipCode: 'Code postal (facultatif)',
      orderNote: 'Note pour la commande (facultatif)',
      paymentMethod: 'Moyen de paiement',
      refresh: 'Mettre à jour',
      refreshHint: 'Après avoir choisi le pays ou la ville, mettez à jour la liste.',
      submit: 'Passer la commande',
      submitting: 'Commande en cours…',
      loginOffer: 'Déjà client ? Connectez-vous',
      countriesError: 'Impossible de charger les pays de livraison.',
      paymentError: 'Impossible de charger les moyens de paiement.',
      retryList: 'Réessayer',
    },
  },
} as const satisfies PageStrings

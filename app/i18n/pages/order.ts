import type { PageStrings } from '~/i18n/page-strings'

/** The pages after an order: placed, confirmed, paid or not: strings that only its route(s) send to browsers (routes/order-placed, routes/order-confirmation.$id, routes/payment-*). See ../fr.ts. */
export const orderStrings = {
  fr: {
    order: {
      confirmedTitle: 'Commande Confirmée !',
      number: 'Numéro de commande : {{numCommande}}',
      total: 'Montant total : {{amount}}',
      delivery: 'Livraison',
      contact: 'Contact',
      note: 'Note',
      follow: 'Suivre ma commande',
      login: 'Me connecter pour suivre ma commande',
      placedTitle: 'Commande bien enregistrée !',
      placedText:
        'Merci pour votre commande. Notre service client vous appellera très bientôt pour confirmer les détails de la livraison.',
      myOrders: 'Voir mes commandes',
      home: "Retour à l'accueil",
      view: 'Voir le détail de la commande',
      amounts: 'Montants de la commande',
      amountsUnavailable: 'Le montant de la commande n’a pas pu être chargé. Le service client vous le confirmera.',
    },
    payment: {
      finalizing: 'Finalisation de votre commande...',
      redirectSoon: 'Vous allez être redirigé dans quelques secondes…',
      continue: 'Continuer',
      failureTitle: 'Échec du Paiement',
      failureDefault: 'Une erreur inconnue est survenue lors du paiement.',
      backToCart: 'Retour au panier',
      successTitle: 'Paiement réussi !',
      successText: 'Merci ! Votre commande est confirmée et sera préparée très vite.',
      statusSuccessTitle: 'Paiement Réussi !',
      statusFailedTitle: 'Paiement Échoué',
      statusFailedDefault: 'Une erreur est survenue lors du traitement de votre paiement.',
      statusFailedAdvice: 'Vous pouvez réessayer ou contacter notre support.',
      noOrderNumber: 'Numéro de commande non fourni.',
      follow: 'Suivez votre commande',
      followText: 'Retrouvez l’avancement de votre commande dans votre espace client.',
      recap: 'Récapitulatif',
      reassurance: {
        secure: 'Paiement 100 % sécurisé',
        delivery: 'Livraison rapide et suivie',
        returns: 'Retours et échanges faciles',
        support: 'Support client dédié',
      },
      retry: 'Réessayer le paiement',
      retryText: 'Votre commande {{numCommande}} est bien enregistrée : vous pouvez en relancer le paiement.',
    },
  },
} as const satisfies PageStrings

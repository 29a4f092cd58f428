/** The customer area: strings that only its route(s) send to browsers (routes/customer and its pages). See ../index.ts. */
export const frCustomerStrings = {
  customer: {
    title: 'Mon compte',
    pageTitle: '{{title}} - {{shop}}',
    greeting: 'Bonjour {{name}}',
    menu: 'Espace client',
    sections: {
      orders: 'Mes commandes',
      order: 'Détails de la commande',
      settings: 'Paramètres',
      invoices: 'Factures',
      disputes: 'Litiges',
      support: 'Support',
    },
    notAvailable: "Cette page n'est pas encore disponible.",
    notAvailableHint: 'Vous pouvez suivre vos commandes en attendant.',
    backToOrders: 'Retour à mes commandes',
    retry: 'Réessayer',
    empty: "Vous n'avez pas encore passé de commande.",
    orderNumber: 'Commande n° {{numCommande}}',
    orderedOn: 'Passée le {{date}}',
    items: 'Articles',
    quantityPrice: '{{quantity}} × {{price}}',
    summary: 'Récapitulatif',
    address: 'Adresse de livraison',
    orderAgain: 'Commander à nouveau',
    orderAgainBusy: 'Ajout au panier…',
    orderAgainHint: 'Les articles encore en vente, au prix d’aujourd’hui.',
    /**
     * An order's status by its tone (app/account/customer-sections.ts), as the platform words it in the list
     * and in the detail; a status of no known tone is shown as the platform gives it.
     */
    status: {
      list: { success: 'Terminer', danger: 'Annuler', warning: 'En attente' },
      detail: { success: 'terminée', danger: 'annulée', warning: 'en attente' },
    },
  },
} as const

/**
 * English for French texts shoppers see that are in no part of the catalogue yet (see ./NOT-IN-CATALOGUE.md for
 * where each stands), with the French beside each, under keys the catalogue can adopt as they are.
 */
export const enExtra = {
  customer: {
    /**
     * An order's status, which the customer area shows as the platform words it (app/account/OrderStatus.tsx), one
     * key a tone of app/account/customer-sections.ts: the list's label and the detail's other spelling.
     */
    status: {
      done: 'Completed', // 'Terminer' (list), 'terminée' (detail)
      cancelled: 'Cancelled', // 'Annuler' (list), 'annulée' (detail)
      pending: 'Pending', // 'En attente' (list), 'en attente' (detail)
    },
    /** The order detail's button (issue 26, “Order again”). */
    orderAgain: 'Order again', // 'Commander à nouveau'
  },
  cart: {
    /** The cart page's WhatsApp link (issue 26, “Order by WhatsApp”). */
    whatsappOrder: 'Order via WhatsApp', // 'Commander via WhatsApp'
  },
  recent: {
    /** The home and product pages' section (issue 26, “Recently viewed”). */
    title: 'Recently viewed', // 'Vus récemment'
  },
  language: {
    /** The header's and footer's language links: each language named in its own words, the same in both catalogues. */
    en: 'English', // 'English'
    fr: 'Français', // 'Français'
  },
} as const

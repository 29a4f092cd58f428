import type { frCustomerStrings } from '~/i18n/fr/pages/customer'
import type { Shape } from '~/i18n/parts'

/** The customer area: the English of `frCustomerStrings` (../../fr/pages/customer.ts). */
export const enCustomerStrings = {
  customer: {
    title: 'My account',
    pageTitle: '{{title}} - {{shop}}',
    greeting: 'Hello {{name}}',
    menu: 'Customer area',
    sections: {
      orders: 'My orders',
      order: 'Order details',
      settings: 'Settings',
      invoices: 'Invoices',
      disputes: 'Disputes',
      support: 'Support',
    },
    notAvailable: 'This page is not available yet.',
    notAvailableHint: 'Meanwhile, you can follow your orders.',
    backToOrders: 'Back to my orders',
    retry: 'Try again',
    empty: 'You have not placed an order yet.',
    orderNumber: 'Order no. {{numCommande}}',
    orderedOn: 'Placed on {{date}}',
    items: 'Items',
    quantityPrice: '{{quantity}} × {{price}}',
    summary: 'Summary',
    address: 'Delivery address',
    orderAgain: 'Order again',
    orderAgainBusy: 'Adding to the cart…',
    orderAgainHint: 'The items still on sale, at today’s price.',
    status: {
      list: { success: 'Completed', danger: 'Cancelled', warning: 'Pending' },
      detail: { success: 'Completed', danger: 'Cancelled', warning: 'Pending' },
    },
  },
} as const satisfies Shape<typeof frCustomerStrings>

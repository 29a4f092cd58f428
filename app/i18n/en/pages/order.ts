import type { frOrderStrings } from '~/i18n/fr/pages/order'
import type { Shape } from '~/i18n/parts'

/** The pages after an order: placed, confirmed, paid or not: the English of `frOrderStrings` (../../fr/pages/order.ts). */
export const enOrderStrings = {
  order: {
    confirmedTitle: 'Order confirmed!',
    number: 'Order number: {{numCommande}}',
    total: 'Total amount: {{amount}}',
    delivery: 'Delivery',
    contact: 'Contact',
    note: 'Note',
    follow: 'Track my order',
    login: 'Log in to track my order',
    placedTitle: 'Order placed!',
    placedText:
      'Thank you for your order. Our customer service will call you very soon to confirm the delivery details.',
    myOrders: 'See my orders',
    home: 'Back to home',
    view: 'See the order details',
    amounts: 'Order amounts',
    amountsUnavailable: 'The order amount could not be loaded. Customer service will confirm it with you.',
  },
  payment: {
    finalizing: 'Finalising your order...',
    redirectSoon: 'You will be redirected in a few seconds…',
    continue: 'Continue',
    failureTitle: 'Payment failed',
    failureDefault: 'An unknown error occurred during the payment.',
    backToCart: 'Back to the cart',
    successTitle: 'Payment successful!',
    successText: 'Thank you! Your order is confirmed and will be prepared very soon.',
    statusSuccessTitle: 'Payment successful!',
    statusFailedTitle: 'Payment failed',
    statusFailedDefault: 'An error occurred while processing your payment.',
    statusFailedAdvice: 'You can try again or contact our support.',
    noOrderNumber: 'No order number given.',
    follow: 'Track your order',
    followText: 'Follow your order’s progress in your customer area.',
    recap: 'Summary',
    reassurance: {
      secure: '100% secure payment',
      delivery: 'Fast, tracked delivery',
      returns: 'Easy returns and exchanges',
      support: 'Dedicated customer support',
    },
    retry: 'Retry the payment',
    retryText: 'Your order {{numCommande}} is recorded: you can retry its payment.',
  },
} as const satisfies Shape<typeof frOrderStrings>

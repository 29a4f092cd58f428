import type { frLayout } from '~/i18n/fr/layout'
import type { Shape } from '~/i18n/parts'

/**
 * The layout's English strings, under the keys of `frLayout` (../fr/layout.ts): the header (with its login
 * dialog and search), the footer, the cart drawer, the product cards, the breadcrumb and the error screens.
 */
export const enLayout = {
  shop: {
    logoAlt: '{{name}} logo',
    loading: 'Loading {{name}}…',
  },
  failure: {
    unauthorizedTitle: 'Unauthorised access',
    unauthorizedDefault: 'You are not allowed to access this resource.',
    unauthorizedMessage: 'Shop not found or not active for the given host.',
    unauthorizedDetails: 'Server details',
    unauthorizedHint: 'Check the shop’s configuration or contact the administrator.',
    /** The code comes first in English: “404 error”, “Unknown error”, “Network error”. */
    title: '{{code}} error',
    unknownTitle: 'Unknown error',
    unknownCode: 'Unknown',
    defaultBody: 'Something went wrong while loading the page.',
    hint: 'Please try again later or contact support.',
    status403: 'Access denied. You do not have the permissions needed.',
    status404: 'Not found. The page you are looking for does not exist.',
    status500: 'Internal server error. Please try again later.',
    statusOther: 'An unexpected error occurred.',
    networkCode: 'Network',
    network: 'Unable to connect to the server.',
    retry: 'Try again',
  },
  catalogue: {
    loading: 'Loading…',
    sale: 'Sale',
    was: 'Original price',
  },
  search: {
    label: 'Search for a product',
    placeholder: 'Search…',
    submit: 'Search',
    explore: 'Browse the categories',
  },
  cart: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    emptyCta: 'Discover our collections',
    close: 'Close the cart',
    count: '{{count}} item(s)',
    seeCart: 'View cart',
    variant: 'Option: {{name}}',
    subtotal: 'Subtotal',
    discount: 'Discount ({{code}})',
    discountPlain: 'Discount',
    shipping: 'Delivery',
    shippingToChoose: 'Depends on the area',
    total: 'Total',
    loadError: 'Unable to load your cart. Please try again.',
  },
  breadcrumb: {
    label: 'Breadcrumb',
  },
  notFound: {
    title: 'Page not found',
    message: 'Oops! The page you are looking for does not exist.',
    home: 'Back to home',
  },
  account: {
    loginTitle: 'Login',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    loggingIn: 'Logging in…',
    toRegister: 'No account yet? Sign up',
    close: 'Close',
    loginSuccess: 'Logged in!',
  },
  nav: {
    home: 'Home',
    categories: 'Collections',
    blog: 'Blog',
    contact: 'Contact',
    faq: 'FAQ',
    cart: 'Cart',
    account: 'My account',
    menu: 'Menu',
    skip: 'Skip to content',
  },
  footer: {
    shop: 'Shop',
    policies: 'Information',
    about: 'About us',
    refund: 'Refund policy',
    return: 'Returns policy',
    follow: 'Follow us',
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  newsletter: {
    title: 'Newsletter',
    text: 'Get our new arrivals and offers.',
    /** Neither “email” nor “address”: the pages' other fields are found by those labels. */
    label: 'Your e-mail',
    placeholder: 'you@email.com',
    submit: 'Subscribe',
  },
  theme: {
    loadError: 'Unable to load the base theme.',
  },
  social: {
    facebook: 'Facebook',
    x: 'X',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
  },
  whatsapp: {
    label: 'Chat with us on WhatsApp',
  },
  pwa: {
    install: 'Install the app',
  },
  header: {
    /** The phone header's buttons: their names for screen readers (the icons say it for the eye). */
    openMenu: 'Menu',
    openSearch: 'Search',
  },
  popup: {
    close: 'Close',
    more: 'Learn more',
  },
  announcement: {
    label: 'Announcements',
  },
  sending: {
    unsent: 'Not sent: the connection is down. What you typed is kept here.',
    unknown: 'The connection broke before the shop answered: what you sent may have reached it.',
    unknownOnce:
      'The connection broke before the shop answered: what you sent may have reached it. Sending it again will not do it twice.',
    asking:
      'The shop’s answer was lost on the way: we are asking it what it did with what you sent, without doing it twice…',
    offline: 'You are offline: send it again once the connection is back.',
    online: 'The connection is back: you can send it again.',
    again: 'Send again',
    slow: 'The network is slow: what you sent is still on its way. Keep this page open.',
  },
} as const satisfies Shape<typeof frLayout>

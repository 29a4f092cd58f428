import type { frServer } from '~/i18n/fr/server'
import type { Shape } from '~/i18n/parts'

/**
 * The server-only English strings, under the keys of `frServer` (../fr/server.ts): loader and action
 * messages, form errors, toasts, refusals and the configuration page. Browsers never get this file.
 */
export const enServer = {
  shop: {
    defaultName: 'My Shop',
    /** The loading overlay's name when neither the shop nor the host gives one. */
    loadingName: 'the shop',
    defaultDescription: 'Online shop built with {{platform}}.',
  },
  cart: {
    added: '{{quantity}} x {{name}} added to the cart!',
    addError: 'Could not add to the cart. Please try again.',
    updated: 'Quantity updated.',
    updateError: 'Could not update the quantity.',
    removed: 'Item removed from the cart.',
    removeError: 'Could not remove the item.',
    invalidQuantity: 'The quantity must be a whole number from 1 to 999.',
    invalidRequest: 'This request is not valid.',
  },
  promo: {
    required: 'Please enter a promo code.',
    invalid: 'Promo code not valid or expired.',
    removed: 'Promo code removed.',
  },
  checkout: {
    cashOnDelivery: 'Cash on delivery',
    cardOrMobile: 'Bank card or Mobile Money',
    errors: {
      clientName: 'Your name is required.',
      clientTel: 'Your phone number is required.',
      clientTelFormat: 'The phone number is not valid.',
      clientEmail: 'Your email is required.',
      clientEmailFormat: 'The email is not valid.',
      shippingAddress: 'The address is required.',
      selectedCountry: 'The country is required.',
      selectedCity: 'The town or city is required.',
      selectedZone: 'The area is required.',
      selectedPaymentMethod: 'The payment method is required.',
      tooLong: 'This field is too long.',
    },
    fixErrors: 'Please correct the errors in the form.',
    emptyCart: 'Your cart is empty.',
    citiesError: 'Unable to load the delivery towns.',
    zonesError: 'Unable to load the delivery areas.',
    orderError: 'Could not place the order. Please try again.',
    missingKey: 'The payment provider’s API key is not configured. Please choose another payment method.',
    missingUrl: 'Payment setup failed: authorisation URL missing.',
    providerFailed: 'The payment could not be started. Please try again.',
    unsupported: 'This payment method is not supported yet. Our customer service will call you to complete the order.',
    description: 'Order {{numCommande}} - {{shop}}',
  },
  order: {
    missingId: 'Order ID missing.',
    loadError: 'Unable to load the order details.',
    notFound: 'Order not found.',
  },
  payment: {
    missingReference: 'Order reference missing for the confirmation.',
    confirmError: 'Something went wrong while confirming the payment.',
    retryUnavailable: 'This order has no payment to retry from this browser.',
  },
  security: {
    crossOrigin: 'Request refused: it does not come from this shop.',
    tooLarge: 'Request refused: the form sent is too large.',
    notAForm: 'Request refused: only the shop’s forms are accepted.',
    unreadableForm: 'Request refused: the form sent cannot be read.',
    noShop: 'Request refused: this address is not a shop.',
    oldDataRequest: 'Request refused: this address does not serve data.',
    rateLimited: 'Too many requests from your connection: try again in {{minutes}} min.',
  },
  config: {
    title: 'Invalid server configuration',
    intro: 'The shop cannot start. Correct these environment variables:',
    missing: '{{name}} is missing.',
    invalid: '{{name}} is invalid: {{reason}}',
    noDatabase:
      'The D1 database “DB” is not bound: a logout only counts in the instance that received it. See wrangler.toml.',
    reasons: {
      required: 'a value is expected',
      url: 'an http(s) URL is expected',
      apiSuffix: 'must end with /api/v2',
      secretCount: 'at least one secret',
      secretLength: 'each secret must be at least 16 characters long',
      domain: 'a domain name is expected, for example boutiques.example.cm',
      milliseconds: 'a number of milliseconds is expected',
      imageResize:
        'a URL template with {width} and {url} is expected, a site path or an https URL, for example /cdn-cgi/image/width={width}/{url}',
    },
  },
  account: {
    registered: 'Your account has been created. We have sent you a confirmation email.',
    wrongCredentials: 'Wrong email or password.',
    loginRefused: 'Login failed. Please check your details.',
    loginError: 'Something went wrong while logging in.',
    registerError: 'Something went wrong while signing up.',
    throttled: 'Too many attempts for this email from your connection: try again in {{seconds}} s.',
    platformThrottled: 'Too many login attempts. Try again in a minute.',
    errors: {
      email: 'Your email is required.',
      emailFormat: 'The email is not valid.',
      password: 'The password is required.',
      passwordLength: 'The password must be at least {{count}} characters long.',
      passwordCommon: 'This password is too common: choose one that is harder to guess.',
      nom: 'Your last name is required.',
      prenom: 'Your first name is required.',
      adresse: 'The address is required.',
      ville: 'The town or city is required.',
      telephone: 'Your phone number is required.',
    },
    loggedOut: 'You are logged out.',
    confirmError: 'Something went wrong while confirming the email. The token may be invalid or may have expired.',
  },
  suggest: {
    tooLong: 'A search has at most {{max}} characters.',
  },
  customer: {
    ordersError: 'Unable to load your orders. Please try again.',
  },
  contact: {
    sent: 'Your message has been sent!',
    error: 'Something went wrong. Please try again.',
    required: 'This field is required.',
  },
  whatsappOrder: {
    intro: 'Hello, I would like to order:',
    line: '{{quantity}} × {{name}}: {{amount}}',
    lineVariant: '{{quantity}} × {{name}} ({{variant}}): {{amount}}',
    amountLine: '{{label}}: {{amount}}',
    shop: 'Shop: {{url}}',
  },
  orderAgain: {
    added: '{{count}} item(s) of the order added to the cart!',
    unavailable: 'No longer on sale, not added to the cart: {{names}}.',
    quoted: '“{{name}}”',
    andMore: 'and {{count}} more',
  },
  newsletter: {
    empty: 'Please enter an email address',
    invalid: 'Please enter a valid email address',
    success: 'Subscribed!',
    required: 'Email required',
    shopNotFound: 'Shop not found',
    already: 'This email is already subscribed',
    failed: 'Could not subscribe',
    network: 'Unable to connect to the server',
    unknown: 'Something went wrong',
  },
} as const satisfies Shape<typeof frServer>

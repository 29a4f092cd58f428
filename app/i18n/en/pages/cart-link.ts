import type { frCartLinkStrings } from '~/i18n/fr/pages/cart-link'
import type { Shape } from '~/i18n/parts'

/** The cart link page: the English of `frCartLinkStrings` (../../fr/pages/cart-link.ts). */
export const enCartLinkStrings = {
  cartLink: {
    title: 'Shared cart',
    intro:
      'Here are the items of this link at today’s prices. One tap adds them to your cart, beside what it already holds.',
    quantity: 'Quantity: {{count}}',
    unitPrice: '{{price}} each',
    total: 'Total',
    count: '{{count}} item(s)',
    add: 'Add to cart',
    adding: 'Adding…',
    nothing: 'None of the items of this link can be added today.',
    capped: 'Only {{stock}} left in stock: {{stock}} will be added instead of {{asked}}.',
    soldOut: 'Out of stock: will not be added.',
    gone: 'No longer sold: will not be added.',
    variantGone: 'The option “{{variant}}” is no longer offered: will not be added.',
    chooseVariant: 'An option to choose on the product’s page: will not be added.',
    added: '{{count}} item(s) added to the cart!',
    notAdded: 'Not added to the cart: {{names}}.',
    addedFewer: '“{{name}}”, {{added}} of {{asked}} added: only {{stock}} left in stock.',
    invalidForm: 'This request is not valid. Reload the page and try again.',
    metaTitle: 'Cart of {{count}} items — {{total}}',
    metaTitleOne: 'Cart of one item — {{total}}',
    metaTitleNone: 'Shared cart — {{shop}}',
    metaDescription: '{{items}} — {{shop}}',
    problemTitle: 'This cart link cannot be read',
    empty: 'The link names no item.',
    tooLong: 'The link is too long for a cart.',
    tooManyLines: 'The link has {{count}} lines: {{max}} at most.',
    lineProduct: 'Line {{line}}, “{{text}}”: the product’s name is not valid.',
    lineVariant: 'Line {{line}}, “{{text}}”: the option is not valid.',
    lineQuantity: 'Line {{line}}, “{{text}}”: the quantity must be a whole number from 1 to {{max}}.',
    format:
      'A cart link is written {{path}}?items= followed by the items separated by commas, each as product.option:quantity (the option and the quantity may be left out). Example: {{example}}',
    loadError: 'Unable to load this cart. Please try again.',
  },
} as const satisfies Shape<typeof frCartLinkStrings>

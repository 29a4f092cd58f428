import type { frShareStrings } from '~/i18n/fr/pages/share'
import type { Shape } from '~/i18n/parts'

/** Sharing a cart or a product: the English of `frShareStrings` (../../fr/pages/share.ts). */
export const enShareStrings = {
  share: {
    cartTitle: 'Share this cart',
    cartHint:
      'The link carries the items, their options and their quantities, nothing else: whoever opens it adds them all to their own cart in one tap.',
    cartLink: 'Link to the cart',
    share: 'Share the link',
    copy: 'Copy the link',
    copied: 'Link copied.',
    copyFailed: 'Could not copy: select the link to copy it.',
    whatsapp: 'Send on WhatsApp',
    cartText: 'My cart at {{shop}}',
    cartMessage: 'My cart at {{shop}}: {{url}}',
    notInLink: 'Not found in the catalogue, not in the link: {{names}}.',
    nothing: 'None of the items of your cart can be put in a link.',
    failed: 'Unable to prepare the cart’s link. Please try again.',
    preview: 'What whoever opens the link will see',
    product: 'Share',
    productLabel: 'Share on WhatsApp: {{name}}',
    productMessage: '{{name}} — {{price}}\n{{url}}',
    ask: 'Hello, I am interested in {{product}} {{url}}',
  },
} as const satisfies Shape<typeof frShareStrings>

import type { frContactStrings } from '~/i18n/fr/pages/contact'
import type { Shape } from '~/i18n/parts'

/** The contact page: the English of `frContactStrings` (../../fr/pages/contact.ts). */
export const enContactStrings = {
  contact: {
    title: 'Contact - {{shop}}',
    heading: 'Contact us',
    nom: 'Name',
    email: 'Email',
    sujet: 'Subject',
    message: 'Message',
    send: 'Send',
    sending: 'Sending...',
  },
} as const satisfies Shape<typeof frContactStrings>

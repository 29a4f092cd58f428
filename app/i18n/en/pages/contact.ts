import type { contactStrings } from '~/i18n/pages/contact'
import type { SameShape } from '../shape'

/** The contact page: the English of `contactStrings.fr` (../../pages/contact.ts). */
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
} as const satisfies SameShape<(typeof contactStrings)['fr']>

import type { PageStrings } from '~/i18n/page-strings'

/** The contact page: strings that only its route(s) send to browsers (routes/contact). See ../fr.ts. */
export const contactStrings = {
  fr: {
    contact: {
      title: 'Contact - {{shop}}',
      heading: 'Nous contacter',
      nom: 'Nom',
      email: 'Email',
      sujet: 'Sujet',
      message: 'Message',
      send: 'Envoyer',
      sending: 'Envoi en cours...',
    },
  },
} as const satisfies PageStrings

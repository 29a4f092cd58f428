/** The contact page: strings that only its route(s) send to browsers (routes/contact). See ../index.ts. */
export const frContactStrings = {
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
} as const

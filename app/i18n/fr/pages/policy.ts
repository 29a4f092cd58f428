/** The shop's policies and the privacy page: strings that only its route(s) send to browsers (routes/policy.$type, routes/politique-de-confidentialite). See ../index.ts. */
export const frPolicyStrings = {
  policy: {
    about: 'À Propos de Nous',
    refund: 'Politique de Remboursement',
    return: 'Politique de Retour',
    privacy: 'Politique de confidentialité',
    metaTitle: '{{title}} - {{shop}}',
    noContent: 'Contenu non disponible',
    aboutMissing: 'Aucune information disponible à propos de nous.',
    refundMissing: 'Politique de remboursement non disponible.',
    returnMissing: 'Politique de retour non disponible.',
    notFound: 'Page non trouvée',
  },
} as const

/**
 * Sharing: 'Partager ce panier' on the cart page and the cart link's sharing view, 'Partager' on the product page,
 * and the messages their links carry (the loaders write them). See ../index.ts.
 */
export const frShareStrings = {
  share: {
    cartTitle: 'Partager ce panier',
    cartHint:
      'Le lien porte les articles, leurs options et leurs quantités, rien d’autre : la personne qui l’ouvre ajoute tout à son propre panier en un appui.',
    cartLink: 'Lien du panier',
    share: 'Partager le lien',
    copy: 'Copier le lien',
    copied: 'Lien copié.',
    copyFailed: 'Copie impossible : sélectionnez le lien pour le copier.',
    whatsapp: 'Envoyer sur WhatsApp',
    cartText: 'Mon panier chez {{shop}}',
    cartMessage: 'Mon panier chez {{shop}} : {{url}}',
    notInLink: 'Introuvable au catalogue, pas dans le lien : {{names}}.',
    nothing: 'Aucun article de votre panier ne peut être mis dans un lien.',
    failed: 'Impossible de préparer le lien du panier. Veuillez réessayer.',
    preview: 'Ce que verra la personne qui ouvre le lien',
    product: 'Partager',
    productLabel: 'Partager sur WhatsApp : {{name}}',
    productMessage: '{{name}} — {{price}}\n{{url}}',
    ask: 'Bonjour, je suis intéressé(e) par {{product}} {{url}}',
  },
} as const

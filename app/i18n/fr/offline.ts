/**
 * The offline page (/offline), which the service worker shows for a page not read before on this
 * device, for a visitor's own page (`personal`: never kept), and for a form sent offline (`unsent`). The server's catalogue has it under `offline.`: only that page's loader reads it, no page's script
 * needs it.
 */
export const frOfflinePage = {
  title: 'Vous êtes hors ligne',
  text: "Cette page n'a pas encore été consultée sur cet appareil. Elle s'affichera dès le retour de la connexion.",
  hint: 'Les pages que vous avez déjà visitées restent lisibles sans connexion.',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
  /** A visitor's own page (the cart, the account, a form's page): the worker never keeps one. */
  personalText:
    "Votre panier, votre compte et les formulaires ne s'affichent qu'en ligne, pour être à jour. Ils s'afficheront dès le retour de la connexion.",
  unsentTitle: 'Pas envoyé : vous êtes hors ligne',
  unsentText:
    "Votre formulaire n'est pas parti : la connexion est coupée. Le voici tel que vous l'avez rempli ; renvoyez-le dès le retour de la connexion, il ne sera fait qu'une fois.",
  unsentSend: 'Renvoyer',
} as const

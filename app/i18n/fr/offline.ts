/**
 * The offline page (/offline), which the service worker shows for a page not read before on this
 * device. The server's catalogue has it under `offline.`: only that page's loader reads it, no page's script
 * needs it.
 */
export const frOfflinePage = {
  title: 'Vous êtes hors ligne',
  text: "Cette page n'a pas encore été consultée sur cet appareil. Elle s'affichera dès le retour de la connexion.",
  hint: 'Les pages que vous avez déjà visitées restent lisibles sans connexion.',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
} as const

/** The search results: strings that only its route(s) send to browsers (routes/search). See ../index.ts. */
export const frSearchStrings = {
  search: {
    title: 'Recherche : {{q}} - {{shop}}',
    heading: 'Résultats pour « {{q}} »',
    prompt: 'Que recherchez-vous ?',
    count: '{{count}} résultat(s) trouvé(s).',
    empty: 'Aucun résultat trouvé pour « {{q}} »',
    error: 'Impossible de charger les résultats de recherche. Veuillez réessayer.',
  },
} as const

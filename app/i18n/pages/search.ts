import type { PageStrings } from '~/i18n/page-strings'

/** The search results: strings that only its route(s) send to browsers (routes/search). See ../fr.ts. */
export const searchStrings = {
  fr: {
    search: {
      title: 'Recherche : {{q}} - {{shop}}',
      heading: 'Résultats pour « {{q}} »',
      prompt: 'Que recherchez-vous ?',
      count: '{{count}} résultat(s) trouvé(s).',
      empty: 'Aucun résultat trouvé pour « {{q}} »',
      error: 'Impossible de charger les résultats de recherche. Veuillez réessayer.',
    },
  },
} as const satisfies PageStrings

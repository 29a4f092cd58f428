import type { PageStrings } from '~/i18n/page-strings'

/**
 * The header's suggestions as you type: strings that travel with their module, which the browser loads when
 * the search field is first focused (app/catalogue/suggest/SearchSuggestions.tsx), never with a page. See ../fr.ts.
 */
export const suggestionStrings = {
  fr: {
    suggest: {
      label: 'Suggestions',
      products: 'Produits',
      categories: 'Catégories',
      all: 'Voir tous les résultats pour « {{q}} »',
      count: '{{count}} suggestion(s) : flèches haut et bas pour les parcourir, Entrée pour ouvrir.',
      none: 'Aucune suggestion pour « {{q}} ».',
    },
  },
} as const satisfies PageStrings

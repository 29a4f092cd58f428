/**
 * The header's suggestions as you type: strings that travel with their module, which the browser loads when
 * the search field is first focused (app/catalogue/suggest/SearchSuggestions.tsx), never with a page. See ../index.ts.
 */
export const frSuggestionStrings = {
  suggest: {
    label: 'Suggestions',
    products: 'Produits',
    categories: 'Catégories',
    all: 'Voir tous les résultats pour « {{q}} »',
    count: '{{count}} suggestion(s) : flèches haut et bas pour les parcourir, Entrée pour ouvrir.',
    none: 'Aucune suggestion pour « {{q}} ».',
  },
} as const

import type { frSearchStrings } from '~/i18n/fr/pages/search'
import type { Shape } from '~/i18n/parts'

/** The search results: the English of `frSearchStrings` (../../fr/pages/search.ts). */
export const enSearchStrings = {
  search: {
    title: 'Search: {{q}} - {{shop}}',
    heading: 'Results for “{{q}}”',
    prompt: 'What are you looking for?',
    count: '{{count}} result(s) found.',
    empty: 'No results found for “{{q}}”',
    error: 'Unable to load the search results. Please try again.',
  },
} as const satisfies Shape<typeof frSearchStrings>

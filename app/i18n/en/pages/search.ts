import type { searchStrings } from '~/i18n/pages/search'
import type { SameShape } from '../shape'

/** The search results: the English of `searchStrings.fr` (../../pages/search.ts). */
export const enSearchStrings = {
  search: {
    title: 'Search: {{q}} - {{shop}}',
    heading: 'Results for “{{q}}”',
    prompt: 'What are you looking for?',
    count: '{{count}} result(s) found.',
    empty: 'No results found for “{{q}}”',
    error: 'Unable to load the search results. Please try again.',
  },
} as const satisfies SameShape<(typeof searchStrings)['fr']>

import type { suggestionStrings } from '~/i18n/pages/suggestions'
import type { SameShape } from '../shape'

/** The header's suggestions as you type: the English of `suggestionStrings.fr` (../../pages/suggestions.ts). */
export const enSuggestionStrings = {
  suggest: {
    label: 'Suggestions',
    products: 'Products',
    categories: 'Categories',
    all: 'See all results for “{{q}}”',
    count: '{{count}} suggestion(s): up and down arrows to browse, Enter to open.',
    none: 'No suggestions for “{{q}}”.',
  },
} as const satisfies SameShape<(typeof suggestionStrings)['fr']>

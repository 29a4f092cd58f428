import type { frSuggestionStrings } from '~/i18n/fr/pages/suggestions'
import type { Shape } from '~/i18n/parts'

/** The header's suggestions as you type: the English of `frSuggestionStrings` (../../fr/pages/suggestions.ts). */
export const enSuggestionStrings = {
  suggest: {
    label: 'Suggestions',
    products: 'Products',
    categories: 'Categories',
    all: 'See all results for “{{q}}”',
    count: '{{count}} suggestion(s): up and down arrows to browse, Enter to open.',
    none: 'No suggestions for “{{q}}”.',
  },
} as const satisfies Shape<typeof frSuggestionStrings>

import type { offlinePage } from '~/i18n/fr'
import type { SameShape } from './shape'

/**
 * The offline page's English (/offline), under the keys of `offlinePage` (../fr.ts): the service worker shows it
 * for a page not read before on this device. Apart from the catalogue, like the French.
 */
export const enOfflinePage = {
  title: 'You are offline',
  text: 'This page has not been opened on this device yet. It will show as soon as the connection is back.',
  hint: 'The pages you have already visited can still be read without a connection.',
  retry: 'Try again',
  home: 'Back to home',
} as const satisfies SameShape<typeof offlinePage>

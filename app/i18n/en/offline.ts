import type { frOfflinePage } from '~/i18n/fr/offline'
import type { Shape } from '~/i18n/parts'

/**
 * The offline page's English (/offline), under the keys of `frOfflinePage` (../fr/offline.ts): the service worker
 * shows it for a page not read before on this device.
 */
export const enOfflinePage = {
  title: 'You are offline',
  text: 'This page has not been opened on this device yet. It will show as soon as the connection is back.',
  hint: 'The pages you have already visited can still be read without a connection.',
  retry: 'Try again',
  home: 'Back to home',
  personalText:
    'Your cart, your account and the forms show only online, to be up to date. They will show as soon as the connection is back.',
  unsentTitle: 'Not sent: you are offline',
  unsentText:
    'Your form did not leave: the connection is down. Here it is as you filled it in; send it again once the connection is back, and it will be done once.',
  unsentSend: 'Send again',
} as const satisfies Shape<typeof frOfflinePage>

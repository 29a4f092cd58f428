import { RemixBrowser } from '@remix-run/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TranslateProvider } from '~/lib/i18n'
import { translate } from '~/lib/text'

// Any service worker left by an earlier version of the site is removed at start.
navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch((error: unknown) => console.warn('service worker', error))

startTransition(() => {
  hydrateRoot(
    document,
    <TranslateProvider value={translate}>
      <RemixBrowser />
    </TranslateProvider>,
  )
})

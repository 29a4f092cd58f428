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

// Scripts run once the head's stylesheets have loaded or failed: a theme stylesheet without a
// sheet failed. app.css holds the default theme and the theme file only overrides it, so the
// page already shows the default theme; the failure is logged.
const theme = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/themes/"]')
if (theme && !theme.sheet) console.error(translate('theme.loadError'))

startTransition(() => {
  hydrateRoot(
    document,
    <TranslateProvider value={translate}>
      <RemixBrowser />
    </TranslateProvider>,
  )
})

import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nOptions } from '~/i18n'

// Any service worker left by an earlier version of the site is removed at start.
navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch((error: unknown) => console.warn('service worker', error))

void i18next.use(initReactI18next).init(i18nOptions)

// Scripts run once the head's stylesheets have loaded or failed: a theme stylesheet without a
// sheet failed. app.css holds the default theme and the theme file only overrides it, so the
// page already shows the default theme; the failure is logged.
const theme = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/themes/"]')
if (theme && !theme.sheet) console.error(i18next.t('theme.loadError'))

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <RemixBrowser />
    </I18nextProvider>,
  )
})

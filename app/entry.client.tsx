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

// app.css holds the default theme and the theme file only overrides it, so when the theme file fails
// the page already shows the default theme; the failure is logged. Once the window has loaded, every
// stylesheet has loaded or failed; Chromium gives a failed one an empty, unreadable sheet.
const theme = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/themes/"]')
const themeFailed = (link: HTMLLinkElement) => {
  try {
    return !link.sheet || link.sheet.cssRules.length === 0
  } catch {
    return true
  }
}
const checkTheme = () => {
  if (theme && themeFailed(theme)) console.error(translate('theme.loadError'))
}
if (document.readyState === 'complete') checkTheme()
else window.addEventListener('load', checkTheme, { once: true })

startTransition(() => {
  hydrateRoot(
    document,
    <TranslateProvider value={translate}>
      <RemixBrowser />
    </TranslateProvider>,
  )
})

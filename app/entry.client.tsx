import { RemixBrowser } from '@remix-run/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TranslateProvider } from '~/i18n/use-translation'
import { translate } from '~/i18n/translate'

// Offline reading (docs/decisions/027-offline-reading-with-a-service-worker.md), once the page has loaded:
// the worker of this build (its caches carry the version) replaces any earlier one; a worker left at
// another scope is removed. Errors are only logged. Data-saver pages run no script, so register nothing.
const registerWorker = () => {
  const sw = navigator.serviceWorker
  const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? ''
  sw?.getRegistrations()
    .then((all) => Promise.all(all.filter((r) => r.scope !== `${location.origin}/`).map((r) => r.unregister())))
    .then(() => sw.register(`/service-worker.js?v=${encodeURIComponent(version)}`))
    .catch((error: unknown) => console.warn('service worker', error))
}
if (document.readyState === 'complete') registerWorker()
else window.addEventListener('load', registerWorker, { once: true })

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

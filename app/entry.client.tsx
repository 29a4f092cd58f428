import { RemixBrowser } from '@remix-run/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { nativeEventsUntilHydrated } from '~/lib/hydrated'

// Offline reading, once the page has loaded: the worker of this build (its caches carry the version)
// replaces any earlier one; a worker left at another scope is removed. Errors are only logged.
// Data-saver pages run no script, so register nothing.
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

nativeEventsUntilHydrated()
startTransition(() => {
  hydrateRoot(document, <RemixBrowser />)
})

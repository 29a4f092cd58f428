import { RemixBrowser } from '@remix-run/react'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

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

/**
 * The events that make React 18 hydrate the whole page at once, synchronously, when they reach a page it has not
 * hydrated yet. Remix's browser entry suspends (outside any Suspense boundary) until the page's data is decoded:
 * hydrated synchronously in that moment, the page fails with React error #345 and stays without scripts.
 */
const EVENTS_THAT_FORCE_HYDRATION = [
  'auxclick',
  'change',
  'click',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'dragend',
  'dragstart',
  'drop',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'textInput',
  'touchcancel',
  'touchend',
  'touchstart',
]

/**
 * Until the takeover, the shopper's events stay the browser's own: they never reach React's listeners (on the
 * document), so a link opens, a form is posted as without JavaScript (and answered as such), a field keeps what
 * is typed in it, and none of them makes React hydrate in the middle of its work. Call it just before
 * `hydrateRoot`; it ends by itself once `<html data-hydrated>` is there.
 */
function nativeEventsUntilHydrated(root: HTMLElement = document.documentElement): void {
  const hold = (event: Event) => {
    if (!root.hasAttribute('data-hydrated')) {
      event.stopPropagation()
      return
    }
    for (const type of EVENTS_THAT_FORCE_HYDRATION) window.removeEventListener(type, hold, true)
  }
  for (const type of EVENTS_THAT_FORCE_HYDRATION) window.addEventListener(type, hold, true)
}

nativeEventsUntilHydrated()

startTransition(() => {
  hydrateRoot(document, <RemixBrowser />)
})

import { useEffect, useState } from 'react'

/**
 * The takeover: the moment the page's scripts have hydrated it. Until then the page is the no-JavaScript page,
 * which a shopper on a slow phone may already be using: fields typed in, a country chosen, a form submitted.
 */

/**
 * False on the server and until the page has hydrated; true from the commit that marks the page
 * `<html data-hydrated>` (app/root.tsx), the same for every component. Forms use it to send `redirectTo` only
 * when posted by the browser itself (JavaScript off or not loaded yet): those need a redirect, fetchers do not.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Runs `start` once, just after the takeover, so that a component begins from what the page holds then (what
 * was typed or chosen before it) rather than from what the server rendered.
 */
export function useAfterTakeover(start: () => void): void {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) start()
  }, [hydrated]) // eslint-disable-line react-hooks/exhaustive-deps -- once, with that render's values
}

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
export function nativeEventsUntilHydrated(root: HTMLElement = document.documentElement): void {
  const hold = (event: Event) => {
    if (!root.hasAttribute('data-hydrated')) {
      event.stopPropagation()
      return
    }
    for (const type of EVENTS_THAT_FORCE_HYDRATION) window.removeEventListener(type, hold, true)
  }
  for (const type of EVENTS_THAT_FORCE_HYDRATION) window.addEventListener(type, hold, true)
}

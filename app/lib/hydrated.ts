import { useEffect, useState } from 'react'

/**
 * The takeover: the moment the page's scripts have hydrated it (app/entry.client.tsx). Until then the page is the
 * no-JavaScript page,
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

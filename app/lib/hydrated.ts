import { useEffect, useState } from 'react'

/**
 * False on the server and until the page has hydrated. Forms use it to send
 * `redirectTo` only when posted by the browser itself (JavaScript off or not
 * loaded yet): those need a redirect, fetchers do not.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

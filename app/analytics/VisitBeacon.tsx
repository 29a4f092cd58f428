import { useEffect } from 'react'

/** Counts a visit once per page load of the app, and its end when the page is hidden for good. */
export function VisitBeacon() {
  useEffect(() => {
    const body = (direction: 'increment' | 'decrement') => new URLSearchParams({ direction })
    void fetch('/visit', { method: 'POST', body: body('increment'), keepalive: true }).catch(() => undefined)
    const leave = (event: PageTransitionEvent) => {
      if (!event.persisted) navigator.sendBeacon('/visit', body('decrement'))
    }
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [])
  return null
}

import { useNavigate } from '@remix-run/react'
import { useEffect, type AnchorHTMLAttributes } from 'react'
import { useLocalPath } from '~/i18n/links'

/**
 * A link to a page of the shop where a page shows many of them (product cards, category rows): a plain
 * anchor, so that rendering and hydrating it costs no more than its markup, and so that it works inside
 * content the browser does not hydrate (NotHydrated). Once the scripts run, `usePageLinks` makes a click on
 * it a client-side navigation, as Remix's `Link` does. Without scripts it is an ordinary link.
 */
export function PageLink({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a {...props} href={useLocalPath()(to)} data-page-link="" />
}

/**
 * One click listener for every PageLink of the document: a plain left click on a same-origin link to a
 * page navigates on the client. A click with a modifier key, on a link with a target or a download, or
 * already handled (Remix's own links handle theirs first) is left to the browser.
 */
export function usePageLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[data-page-link]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      event.preventDefault()
      navigate(url.pathname + url.search + url.hash)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}

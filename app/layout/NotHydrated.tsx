import { useState, type ReactNode } from 'react'

/**
 * Content the server renders and the browser does not hydrate (docs/decisions/041-content-not-hydrated.md):
 * the one way for a page to keep a long list of plain links and pictures (the home page's products) out of
 * React's work in the browser. In the first document, React keeps the server's markup of this element as it
 * is (it is told nothing about the element's content); once the page has hydrated (the root sets
 * `data-hydrated`), a page shown by a client-side navigation renders its children like any other element.
 * Only for content without state or event handlers of its own: its links work as links (`PageLink`).
 */
export function NotHydrated({ className, children }: { className?: string; children: ReactNode }) {
  const [keepServerMarkup] = useState(
    () => typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated'),
  )
  if (keepServerMarkup) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
  return <div className={className}>{children}</div>
}

const EMPTY = { __html: '' }

import { createContext, useContext, useState, type ReactNode } from 'react'

/**
 * What a `NotHydrated` part is rendered from, as its loader returns it (`notHydratedData`,
 * app/layout/not-hydrated.server.ts): the value itself in route data fetched for a client-side navigation; in a
 * document, only where the server keeps it for its own render, since the browser never renders that part again
 * and the document's route data need not carry it.
 */
export type NotHydratedData<T> = { value: T } | { documentOnly: number }

/**
 * On the server, what a document's `NotHydrated` parts render (`context.perRequest.documentOnly`), given by
 * app/entry.server.tsx. Never provided in the browser.
 */
const DocumentOnlyValues = createContext<readonly unknown[]>([])
export const DocumentOnlyValuesProvider = DocumentOnlyValues.Provider

/**
 * Content the server renders and the browser does not hydrate: the one way for a page to keep a long list of
 * plain links and pictures (the home page's products) out of React's work in the browser and out of its
 * document's route data. In the first document, React keeps the server's markup of this element as it is (it is
 * told nothing about the element's content); once the page has hydrated (the root sets `data-hydrated`), a page
 * shown by a client-side navigation renders its children from the value its route data carries. Only for
 * content without state or event handlers of its own: its links work as links (`PageLink`).
 */
export function NotHydrated<T>({
  className,
  data,
  children,
}: {
  className?: string
  data: NotHydratedData<T>
  children: (value: T) => ReactNode
}) {
  const documentOnly = useContext(DocumentOnlyValues)
  const [keepServerMarkup] = useState(
    () => typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated'),
  )
  const value = 'value' in data ? data.value : (documentOnly[data.documentOnly] as T | undefined)
  if (keepServerMarkup || value === undefined) {
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
  }
  return <div className={className}>{children(value)}</div>
}

const EMPTY = { __html: '' }

import { createContext, useContext } from 'react'

/** Per-request facts the document needs while rendering: the CSP nonce and data-saver mode. */
export interface DocumentInfo {
  nonce: string
  saveData: boolean
  /** On the server: the inline script that starts the browser scripts after paint (app/server/scripts-after-paint.server.ts). */
  scriptsAfterPaint?: string
  /** On the server: markup a loader placed in the page only, by its key (app/layout/page-markup.server.ts). */
  pageMarkup?: (key: string) => string | undefined
}

const DocumentContext = createContext<DocumentInfo>({ nonce: '', saveData: false })

export const DocumentProvider = DocumentContext.Provider

export function useDocumentInfo(): DocumentInfo {
  return useContext(DocumentContext)
}

/** Server-rendered markup: the HTML itself, or, in a document's route data, the key of HTML already in the page. */
export type Markup = string | { inPage: string }

/**
 * The HTML of markup from a loader (app/layout/page-markup.server.ts): on the server, the page's own copy for a key;
 * in the browser, the HTML route data carried, or '' for markup already in the page, which an element with
 * `dangerouslySetInnerHTML` then hydrates as the server sent it (React does not compare or replace it).
 */
export function useMarkup(markup: Markup): string {
  const { pageMarkup } = useDocumentInfo()
  return typeof markup === 'string' ? markup : (pageMarkup?.(markup.inPage) ?? '')
}

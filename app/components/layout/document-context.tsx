import { createContext, useContext } from 'react'

/** Per-request facts the document needs while rendering: the CSP nonce and data-saver mode. */
export interface DocumentInfo {
  nonce: string
  saveData: boolean
  /** On the server: the inline script that starts the browser scripts after paint (app/scripts-after-paint.server.ts). */
  scriptsAfterPaint?: string
  /** On the server: markup a loader placed in the page only, by its key (app/page-markup.server.ts). */
  pageMarkup?: (key: string) => string | undefined
}

const DocumentContext = createContext<DocumentInfo>({ nonce: '', saveData: false })

export const DocumentProvider = DocumentContext.Provider

export function useDocumentInfo(): DocumentInfo {
  return useContext(DocumentContext)
}

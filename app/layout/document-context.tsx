import { createContext, useContext } from 'react'

/** Per-request facts the document needs while rendering: the CSP nonce and data-saver mode. */
interface DocumentInfo {
  nonce: string
  saveData: boolean
}

const DocumentContext = createContext<DocumentInfo>({ nonce: '', saveData: false })

export const DocumentProvider = DocumentContext.Provider

export function useDocumentInfo(): DocumentInfo {
  return useContext(DocumentContext)
}

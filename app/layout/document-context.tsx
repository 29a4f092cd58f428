import { createContext, useContext } from 'react'

/**
 * Per-request facts the document needs while rendering: the CSP nonce, data-saver mode, and on the server the
 * values its `NotHydrated` parts render, which its route data does not carry (app/layout/NotHydrated.tsx).
 */
export interface DocumentInfo {
  nonce: string
  saveData: boolean
  documentOnly: (index: number) => { found: true; value: unknown } | { found: false }
}

const NOT_FOUND = { found: false } as const

const DocumentContext = createContext<DocumentInfo>({ nonce: '', saveData: false, documentOnly: () => NOT_FOUND })

export const DocumentProvider = DocumentContext.Provider

export function useDocumentInfo(): DocumentInfo {
  return useContext(DocumentContext)
}

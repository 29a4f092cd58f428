import { useEffect, useState } from 'react'
import type { Toast as ToastData } from '~/server/session.server'

/** Toasts last 5 s: a CSS animation hides them without JavaScript, the effect removes them with it. */
const TOAST_DURATION_MS = 5000

export function Toast({ toast }: { toast: ToastData }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast])
  if (!visible) return null
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  )
}

/** The page's toast, at its place right after the footer, where the edge puts one into a page from the cache. */
export function ToastPlace({ toast }: { toast: ToastData | null }) {
  return <div data-part="toast">{toast ? <Toast toast={toast} /> : null}</div>
}

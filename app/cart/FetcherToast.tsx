import { useEffect, useState } from 'react'
import { Toast } from '~/visitor/Toast'

/** The message a fetcher's action answered with, as a toast (error toasts for failures). */
export function FetcherToast({ data }: { data: { ok: boolean; message: string | null } | undefined }) {
  const [shown, setShown] = useState(data)
  useEffect(() => setShown(data), [data])
  if (!shown?.message) return null
  return <Toast toast={{ type: shown.ok ? 'success' : 'error', message: shown.message }} />
}

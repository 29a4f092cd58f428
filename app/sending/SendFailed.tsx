import { lazy, Suspense, type ReactElement } from 'react'
import type { SendFailedProps } from './SendFailedNotice'

/**
 * What a form shows about its send when the network fails it or is slow (./SendFailedNotice.tsx). Its code is not
 * part of a page's first load: the page loads it once it has loaded (`preloadSendFailed`, the root layout), so that
 * it shows offline too; had that not happened yet, nothing is shown, and the form is still as typed.
 */
const notice = () => import('./SendFailedNotice').catch(() => ({ default: (): ReactElement | null => null }))
const Notice = lazy(notice)

export function SendFailed(props: SendFailedProps) {
  return props.failure || props.sending ? (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  ) : null
}

export function preloadSendFailed(): void {
  void notice()
}

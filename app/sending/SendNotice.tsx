import { useEffect, useRef, useState, type ReactElement } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { SendPhase } from './keep-form'

/** How long after a lost answer a keyed form is sent again by itself, once: the shop answers what it did with that key. */
const ASK_AGAIN_MS = 1_500

/** Whether the browser says it is online, kept up to date by its `online` and `offline` events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

interface Props {
  phase: SendPhase | null
  /** A send has been on its way for a while. */
  slow: boolean
  /** The form carries a one-time key: sent again, it is done once. */
  once: boolean
  /** Sends the same form again, as it stands; `asking`: by itself, to learn what the shop did. */
  sendAgain: (asking: boolean) => void
}

/**
 * What a send the network failed or slowed did (./SendWatch.tsx), in the page's language: not sent, or the answer
 * lost on the way back; whether the connection is back; and a button that sends the form again. A keyed form whose
 * answer was lost is sent again by itself, once, when the connection is there: its one-time key makes the shop answer
 * what it did with it (the order placed, the line added) rather than do it twice.
 */
export function SendNotice({ phase, slow, once, sendAgain }: Props): ReactElement | null {
  const { t } = useTranslation()
  const online = useOnline()
  const [asked, setAsked] = useState(false)
  const again = useRef(sendAgain)
  again.current = sendAgain
  const askNow = phase === 'unknown' && once && !asked && online
  useEffect(() => {
    if (!askNow) return
    const timer = setTimeout(() => {
      setAsked(true)
      again.current(true)
    }, ASK_AGAIN_MS)
    return () => clearTimeout(timer)
  }, [askNow])

  if (!phase || phase === 'asking' || askNow)
    return (
      <p className="send-notice" role="status">
        {phase ? t('sending.asking') : slow ? t('sending.slow') : null}
      </p>
    )
  return (
    <div className="send-notice send-notice--failed" role="alert">
      <p>{t(phase === 'unsent' ? 'sending.unsent' : once ? 'sending.unknownOnce' : 'sending.unknown')}</p>
      <p>{t(online ? 'sending.online' : 'sending.offline')}</p>
      <button type="button" className="button" onClick={() => sendAgain(false)}>
        {t('sending.again')}
      </button>
    </div>
  )
}

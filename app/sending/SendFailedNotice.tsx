import { useEffect, useRef, useState, type ReactElement } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { SendFailure } from '~/lib/form-answer'

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

export interface SendFailedProps {
  /** How the send failed; none: a send under way, said to be slow after SLOW_MS. */
  failure?: SendFailure
  /** Sent again, the form is done once (a one-time key, or a change that is the same however often it is made), and
   * the notice says so; false for a form without one (a message). */
  once?: boolean
  /** The `intent` the form's own button sends, for the button that sends it again; false: no such button. */
  resend?: string | boolean
  /**
   * An order whose answer was lost (`unknown`): the shop is asked, once the connection is there, with the same form
   * and one-time key (its button's `intent: checkout`); it answers the order it placed with that key, or places it
   * now, once. `sending`: that asking is under way. The form's own button sends it again.
   */
  askAgain?: boolean
  sending?: boolean
}

/** The forms whose order this page has asked about already: once a page, then the shopper sends it again. */
const asked = new WeakSet<HTMLFormElement>()

/**
 * Inside a form whose send the network failed (app/sending/SendFailed.tsx): what happened, whether the connection is
 * back, and a button that sends the form again as it stands (what was typed, the same one-time key).
 */
export default function SendFailedNotice(props: SendFailedProps): ReactElement | null {
  return props.failure ? <Failed {...props} failure={props.failure} /> : <Slow sending={props.sending === true} />
}

function Failed({
  failure,
  once = true,
  resend = true,
  askAgain = false,
  sending = false,
}: SendFailedProps & { failure: SendFailure }) {
  const { t } = useTranslation()
  const online = useOnline()
  const self = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const form = self.current?.closest('form')
    if (!askAgain || failure !== 'unknown' || !online || !form || asked.has(form)) return
    asked.add(form)
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="intent"][value="checkout"]'))
  }, [askAgain, failure, online])
  if (sending && askAgain && failure === 'unknown')
    return (
      <p ref={self} className="notice" role="status">
        {t('sending.asking')}
      </p>
    )
  return (
    <div ref={self} className="notice notice--error send-failed" role="alert">
      <p>{failure === 'unsent' ? t('sending.unsent') : t(once ? 'sending.unknownOnce' : 'sending.unknown')}</p>
      <p aria-live="polite">{t(online ? 'sending.online' : 'sending.offline')}</p>
      {resend && !askAgain ? (
        <button
          type="submit"
          className="button"
          name={resend === true ? undefined : 'intent'}
          value={resend === true ? undefined : resend}
        >
          {t('sending.again')}
        </button>
      ) : null}
      {sending ? <Slow sending /> : null}
    </div>
  )
}

/** After SLOW_MS of a send under way, that the network is slow and the send still on its way. */
function Slow({ sending }: { sending: boolean }) {
  const { t } = useTranslation()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    setSlow(false)
    if (!sending) return
    const timer = setTimeout(() => setSlow(true), SLOW_MS)
    return () => clearTimeout(timer)
  }, [sending])
  return slow ? (
    <p className="notice" role="status">
      {t('sending.slow')}
    </p>
  ) : null
}

const SLOW_MS = 10_000

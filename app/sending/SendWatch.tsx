import { useFetchers, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { SEND_FAILED, type SendFailure, type SendPhase } from './keep-form'
import { SendNotice } from './SendNotice'

/** Fields holding a form's one-time key: such a form, sent again, is done once (app/server/forms.server.ts). */
const ONE_TIME_KEY =
  'input[name="checkoutKey"],input[name="idempotencyKey"],input[name="orderAgainKey"],input[name="paymentKey"]'

/** After this long a send under way is said to be slow, and still on its way. */
const SLOW_SEND_MS = 10_000

/** The form last sent, the button that sent it, and whether it carries a one-time key. */
interface SentForm {
  form: HTMLFormElement
  submitter: HTMLButtonElement | null
  once: boolean
  /** Its address and fields as sent, to find it again when the page has drawn it anew (a cart line back). */
  action: string
  fields: string
}

function fieldsOf(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])
  return JSON.stringify(fields)
}

/** The form as it stands on the page now, with the button that sent it: the same element, or its twin. */
function formNow(sent: SentForm): { form: HTMLFormElement; submitter: HTMLButtonElement | null } | null {
  const form = sent.form.isConnected
    ? sent.form
    : [...document.forms].find((f) => f.action === sent.action && fieldsOf(f) === sent.fields)
  if (!form) return null
  const { submitter } = sent
  if (submitter?.form === form) return { form, submitter }
  const twin = [...form.elements].find(
    (e): e is HTMLButtonElement =>
      e instanceof HTMLButtonElement &&
      e.type === 'submit' &&
      e.name === submitter?.name &&
      e.value === submitter.value,
  )
  return { form, submitter: twin ?? null }
}

/**
 * Every form's send with JavaScript, watched in one place. A press while the browser is offline sends nothing and
 * leaves the page and its form as they are; a keyed form pressed again while its send is on its way is not sent a
 * second time; a send whose answer is lost (app/sending/keep-form.ts) is said so. The notice (./SendNotice.tsx) says
 * what happened and whether the connection is back, and sends the same form again, as typed.
 * Not part of a page's first load: the root layout loads it once the page has, so that it is there offline too.
 * @public (app/root.tsx imports it with import())
 */
export default function SendWatch() {
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const sending = navigation.state === 'submitting' || fetchers.some((f) => f.state === 'submitting')
  const location = useLocation()
  const [phase, setPhase] = useState<SendPhase | null>(null)
  const [slow, setSlow] = useState(false)
  const sent = useRef<SentForm | null>(null)
  const state = useRef({ sending, asking: false })
  state.current.sending = sending

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      if (form.method !== 'post') return
      const once = form.querySelector(ONE_TIME_KEY) !== null
      const again = state.current.sending && sent.current?.form === form
      const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
      if (!navigator.onLine || (again && once)) {
        event.preventDefault()
        event.stopImmediatePropagation()
        if (again) return
      }
      sent.current = { form, submitter, once, action: form.action, fields: fieldsOf(form) }
      setPhase(!navigator.onLine ? 'unsent' : state.current.asking ? 'asking' : null)
      state.current.asking = false
    }
    const onFailed = (event: Event) => setPhase((event as CustomEvent<SendFailure>).detail)
    window.addEventListener('submit', onSubmit, true)
    window.addEventListener(SEND_FAILED, onFailed)
    return () => {
      window.removeEventListener('submit', onSubmit, true)
      window.removeEventListener(SEND_FAILED, onFailed)
    }
  }, [])

  // A send that ends with an answer ends the asking; another page ends the notice (a form's own page, sent with no
  // answer, is a new location at the same path).
  useEffect(() => {
    if (!sending) setPhase((current) => (current === 'asking' ? null : current))
    setSlow(false)
    if (!sending) return
    const timer = setTimeout(() => setSlow(true), SLOW_SEND_MS)
    return () => clearTimeout(timer)
  }, [sending])
  useEffect(() => setPhase(null), [location.pathname])

  if (!phase && !slow) return null
  const sendAgain = (asking: boolean) => {
    const now = sent.current && formNow(sent.current)
    if (!now) return setPhase(null)
    state.current.asking = asking
    now.form.requestSubmit(now.submitter)
  }
  return <SendNotice phase={phase} slow={slow} once={sent.current?.once === true} sendAgain={sendAgain} />
}

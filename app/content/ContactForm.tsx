import { useFetcher } from '@remix-run/react'
import { useFormAction, useLocalPath } from '~/i18n/links'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { Honeypot } from '~/content/Honeypot'
import { CONTACT_LIMITS, type ContactField } from '~/content/contact-fields'
import type { FormAnswer } from '~/lib/form-answer'

/** The /contact action's answer (app/server/forms.server.ts); once sent, the next message's one-time key. */
type ContactAnswer = FormAnswer<ContactField> & { messageKey?: string }

const FIELDS: { name: ContactField; type?: string; autoComplete?: string; rows?: number }[] = [
  { name: 'nom', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'sujet' },
  { name: 'message', rows: 6 },
]

/**
 * Before hydration the browser posts the form itself, and `posted` is the action's answer when it
 * re-rendered the page. After hydration a fetcher sends it: the fields are cleared on success and
 * keep what was typed on error. Each message carries a one-time key: sent again, it is stored once.
 */
export function ContactForm({ posted, messageKey }: { posted: ContactAnswer | null; messageKey: string }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<ContactAnswer>({ key: 'contact' })
  const local = useLocalPath()
  const form = useRef<HTMLFormElement>(null)
  const sending = fetcher.state !== 'idle'
  const answer = sending ? null : (fetcher.data ?? posted)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) form.current?.reset()
  }, [fetcher.state, fetcher.data])
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={useFormAction('contact', local('/contact'))}
      className="contact__form"
      aria-busy={sending}
    >
      {answer ? (
        <p className={`notice notice--${answer.ok ? 'success' : 'error'}`} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      {FIELDS.map(({ name, type, autoComplete, rows }) => {
        const error = answer?.errors[name]
        const common = {
          id: `contact-${name}`,
          name,
          required: true,
          maxLength: CONTACT_LIMITS[name],
          defaultValue: posted?.values[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `contact-${name}-error` : undefined,
        }
        return (
          <div className="field" key={name}>
            <label htmlFor={common.id}>{t(`contact.${name}`)}</label>
            {rows ? (
              <textarea rows={rows} {...common} />
            ) : (
              <input type={type ?? 'text'} autoComplete={autoComplete} {...common} />
            )}
            {error ? (
              <p id={`contact-${name}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <input type="hidden" name="idempotencyKey" value={fetcher.data?.messageKey ?? messageKey} />
      <Honeypot id="contact-website" />
      <button type="submit" className="button contact__submit" disabled={sending}>
        {sending ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('contact.sending')}
          </>
        ) : (
          t('contact.send')
        )}
      </button>
    </fetcher.Form>
  )
}

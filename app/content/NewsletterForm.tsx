import { useFetcher, useLocation } from '@remix-run/react'
import { useLocalPath } from '~/i18n/links'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { NewsletterAnswer, newsletterAction } from '~/content/newsletter.server'
import { NewsletterMessage } from '~/visitor/NewsletterMessage'
import { Honeypot } from './Honeypot'

/**
 * The footer's newsletter form. The server checks the address (the spec's own messages, so
 * the browser's checks are off); before hydration the browser posts it and comes back here
 * with `flash`, after it a fetcher gets the answer (app/routes/($lang).newsletter.tsx).
 */
export function NewsletterForm({ flash }: { flash: NewsletterAnswer | null }) {
  const { t } = useTranslation()
  const location = useLocation()
  const fetcher = useFetcher<typeof newsletterAction>({ key: 'newsletter' })
  const local = useLocalPath()
  const form = useRef<HTMLFormElement>(null)
  const sending = fetcher.state !== 'idle'
  const answer = sending ? null : (fetcher.data ?? flash)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) form.current?.reset()
    // The answer shows below the field, maybe below the fold or under the floating button: bring it to the middle.
    form.current?.querySelector('[role="status"], [role="alert"]')?.scrollIntoView({ block: 'center' })
  }, [fetcher.state, fetcher.data])
  return (
    // On a page from the cache, the edge fills in the answer shown once at the form's and the field's places.
    <fetcher.Form
      ref={form}
      method="post"
      action={local('/newsletter')}
      noValidate
      className="newsletter"
      data-part="newsletter"
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div className="newsletter__row">
        <input
          name="email"
          type="email"
          data-part="newsletter-email"
          autoComplete="email"
          required
          maxLength={254}
          aria-label={t('newsletter.label')}
          placeholder={t('newsletter.placeholder')}
          defaultValue={flash && !flash.ok ? flash.values.email : undefined}
          aria-invalid={answer && !answer.ok ? true : undefined}
          aria-describedby={answer ? 'newsletter-message' : undefined}
        />
        <button type="submit" className="button" disabled={sending}>
          {t('newsletter.submit')}
        </button>
      </div>
      <Honeypot id="newsletter-website" />
      {answer ? <NewsletterMessage answer={answer} /> : null}
    </fetcher.Form>
  )
}

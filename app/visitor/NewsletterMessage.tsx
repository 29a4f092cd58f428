import type { NewsletterAnswer } from '~/content/newsletter.server'

/**
 * The newsletter's answer below its field (app/content/NewsletterForm.tsx): the form's own after a send, or on a
 * page from the cache the one shown once, which the edge appends to the form (app/visitor/edge-fill.server.ts).
 */
export function NewsletterMessage({ answer }: { answer: Pick<NewsletterAnswer, 'ok' | 'message'> }) {
  return (
    <p
      id="newsletter-message"
      className={answer.ok ? 'newsletter__ok' : 'newsletter__error'}
      role={answer.ok ? 'status' : 'alert'}
    >
      {answer.message}
    </p>
  )
}

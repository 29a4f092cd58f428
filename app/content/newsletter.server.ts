import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { platformFailure, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { subscribe } from '~/api/content.server'
import { parseNewsletter, subscribeErrorMessage } from '~/content/content-forms.server'
import { CONTACT_LIMITS } from '~/content/contact-fields'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import type { FormAnswer } from '~/lib/form-answer'
import type { AppSession } from '~/server/session.server'
import { redirectTarget } from '~/server/redirect.server'
import { overLimit } from '~/server/rate-limits/limits.server'

/** The newsletter form's answer (app/server/forms.server.ts); `values.email` is what was typed when refused. */
export type NewsletterAnswer = FormAnswer<'email'>

/**
 * The footer's newsletter form, posted to this resource route. Through a fetcher the answer is data
 * (4xx/5xx when refused); posted by the browser itself (no JavaScript), it goes back as flash data with
 * a 303 to the page the form was on (`redirectTo`), scrolled to the form.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const parsed = parseNewsletter(form, context.language)
  const limited = await overLimit(context, 'newsletter', { request, ownOnly: !parsed.ok || parsed.spam })
  const { answer, status } = limited
    ? { answer: { ok: false, message: limited.message, errors: {}, values: typedEmail(form) }, status: 429 }
    : await subscribeFromForm(form, parsed, context)
  const headers = limited ? { 'Retry-After': String(limited.retryAfter) } : undefined
  if (context.dataRequest) return data(answer, { status, headers })
  context.session.flash('newsletter', answer)
  const page = redirectTarget(form.get('redirectTo'), context.origin, { language: context.language }).split('#')[0]
  return redirect(`${page}#newsletter`, 303) // the footer form's section (Footer.tsx)
}

/** The answer to a form posted without JavaScript, for the page it was sent back to (once). */
export function takeNewsletterAnswer(session: AppSession): NewsletterAnswer | null {
  return session.get('newsletter') ?? null
}

async function subscribeFromForm(
  form: FormData,
  parsed: ReturnType<typeof parseNewsletter>,
  context: RequestContext,
): Promise<{ answer: NewsletterAnswer; status: number }> {
  const t = textOf(context.language)
  const values = typedEmail(form)
  const refusal = (status: number, message: string) => ({
    answer: { ok: false, message, errors: {}, values },
    status,
  })
  if (!parsed.ok) return refusal(400, parsed.message)
  const success = { answer: { ok: true, message: t('newsletter.success'), errors: {}, values: {} }, status: 200 }
  if (parsed.spam) return success
  try {
    await subscribe(publicApi(context), parsed.email)
    return success
  } catch (caught) {
    const error = platformFailure(caught)
    return refusal(faultStatus(error), subscribeErrorMessage(error, context.language))
  }
}

/** Given back in the session cookie: bounded, or a long value would make the cookie too large to send (500). */
function typedEmail(form: FormData) {
  return { email: String(form.get('email') ?? '').slice(0, CONTACT_LIMITS.email) }
}

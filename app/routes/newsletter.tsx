import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { ApiError, publicApi } from '~/api/client.server'
import { subscribe } from '~/api/content.server'
import { statusOf } from '~/cart/shopper-cart.server'
import { parseNewsletter, subscribeErrorMessage } from '~/content/content-forms.server'
import { CONTACT_LIMITS } from '~/content/contact-fields'
import { translate as t } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { safeRedirect, setNewsletterResult } from '~/server/session.server'

export interface NewsletterAnswer {
  ok: boolean
  message: string
}

/**
 * The footer's newsletter form. With JavaScript a fetcher gets the message as data
 * (4xx/5xx when refused); without, the form carries `redirectTo` and the browser
 * is sent back (303) to that page, scrolled to the form, with the message and what
 * was typed as flash data.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  // Given back in the session cookie: bounded, or a long value would make the cookie too large to send (500).
  const typed = String(form.get('email') ?? '').slice(0, CONTACT_LIMITS.email)
  const { answer, status } = await subscribeFromForm(form, context)
  const redirectTo = form.get('redirectTo')
  if (typeof redirectTo === 'string' && redirectTo) {
    setNewsletterResult(context.session, { ...answer, email: answer.ok ? '' : typed })
    const page = safeRedirect(redirectTo, context.origin, '/').split('#')[0]
    return redirect(`${page}#newsletter`, 303) // the footer form's section (Footer.tsx)
  }
  return data(answer, { status })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

async function subscribeFromForm(
  form: FormData,
  context: RequestContext,
): Promise<{ answer: NewsletterAnswer; status: number }> {
  const parsed = parseNewsletter(form)
  if (!parsed.ok) return { answer: { ok: false, message: parsed.message }, status: 400 }
  const success = { answer: { ok: true, message: t('newsletter.success') }, status: 200 }
  if (parsed.spam) return success
  try {
    await subscribe(publicApi(context), parsed.email)
    return success
  } catch (error) {
    return {
      answer: { ok: false, message: subscribeErrorMessage(error) },
      status: error instanceof ApiError ? statusOf(error) : 500,
    }
  }
}

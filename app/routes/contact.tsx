import { data, redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useActionData } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { platformFailure, publicApi } from '~/api/client.server'
import { sendContactMessage } from '~/api/content.server'
import { statusOf } from '~/cart/shopper-cart.server'
import { ContactForm, type ContactAnswer } from '~/content/ContactForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { contactErrorMessage, contactValues, parseContact } from '~/content/content-forms.server'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { translate as t } from '~/i18n/text.server'
import { rootMeta } from '~/root'
import { safeRedirect, setToast } from '~/server/session.server'
import { contactStrings } from '~/i18n/pages/contact'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [contactStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const meta: MetaFunction = ({ matches }) => [
  { title: translate('contact.title', { shop: rootMeta(matches)?.shop.name ?? '' }) },
]

/**
 * Posted by the browser itself (no JavaScript yet: the form carries `redirectTo`), a sent
 * message answers 303 back with a toast, a refused one re-renders the page with its
 * status, the message and what was typed. Through the fetcher, the answer is data.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const parsed = parseContact(form)
  if (!parsed.ok) {
    return data<ContactAnswer>(
      { ok: false, message: t('checkout.fixErrors'), errors: parsed.errors, values: parsed.values },
      { status: 400 },
    )
  }
  if (!parsed.spam) {
    try {
      await sendContactMessage(publicApi(context), parsed.message)
    } catch (caught) {
      const error = platformFailure(caught)
      return data<ContactAnswer>(
        { ok: false, message: contactErrorMessage(error), errors: {}, values: contactValues(form) },
        { status: statusOf(error) },
      )
    }
  }
  const redirectTo = form.get('redirectTo')
  if (typeof redirectTo === 'string' && redirectTo) {
    setToast(context.session, { type: 'success', message: t('contact.sent') })
    return redirect(safeRedirect(redirectTo, context.origin, '/contact'), 303)
  }
  return data<ContactAnswer>({ ok: true, message: t('contact.sent'), errors: {}, values: null })
}

export default function ContactPage() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  return (
    <section className="contact">
      <h1>{t('contact.heading')}</h1>
      <ContactForm posted={actionData ?? null} />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

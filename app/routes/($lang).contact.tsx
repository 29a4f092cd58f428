import { pageLoader, pageAction } from '~/i18n/route-strings.server'
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { withActionStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { platformFailure, publicApi } from '~/api/client.server'
import { faultStatus } from '~/lib/failure'
import { sendContactMessage } from '~/api/content.server'
import { ContactForm } from '~/content/ContactForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { contactErrorMessage, contactValues, parseContact } from '~/content/content-forms.server'
import { textOf } from '~/i18n/text.server'
import { rootMeta } from '~/root'
import { accepted, readOneTimeKey, refused, tooMany } from '~/server/forms.server'
import { overLimit } from '~/server/rate-limits/limits.server'
import { retryAfterHeaders } from '~/lib/page-headers'

/** A refusal's Retry-After reaches the browser; the page stays private, no-cache, so that Back works. */
export const headers = retryAfterHeaders

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['contact'] } satisfies StringsHandle

/** A one-time key for each message: the same message sent again is stored once (app/api/content.server.ts). */
const newMessageKey = () => ({ messageKey: crypto.randomUUID() })

/** This page's strings, in its language (app/i18n/route-strings.server.ts), and the form's one-time key. */
export const loader = /* @__PURE__ */ pageLoader(handle, newMessageKey)

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  return [{ title: translate('contact.title', { shop: rootMeta(matches)?.shop.name ?? '' }) }]
}

/** The contact form (app/server/forms.server.ts): refused with what was typed, or sent; then back to /contact. */
async function act({ request, context }: ActionFunctionArgs) {
  const t = textOf(context.language)
  const form = await request.formData()
  const parsed = parseContact(form, context.language)
  const limited = await overLimit(context, 'contact', { request, ownOnly: !parsed.ok || parsed.spam })
  if (limited) return tooMany(limited, { values: contactValues(form) })
  if (!parsed.ok)
    return refused(400, { message: t('checkout.fixErrors'), errors: parsed.errors, values: parsed.values })
  if (!parsed.spam) {
    try {
      await sendContactMessage(publicApi(context), parsed.message, readOneTimeKey(form, 'idempotencyKey'))
    } catch (caught) {
      const error = platformFailure(caught)
      return refused(faultStatus(error), {
        message: contactErrorMessage(error, context.language),
        values: contactValues(form),
      })
    }
  }
  return accepted(context, t('contact.sent'), '/contact', newMessageKey())
}
export const action = /* @__PURE__ */ pageAction(handle, act)

function ContactPage() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const { messageKey } = useLoaderData<typeof loader>()
  return (
    <section className="contact">
      <h1>{t('contact.heading')}</h1>
      <ContactForm posted={actionData ?? null} messageKey={messageKey} />
    </section>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

export default withActionStrings(ContactPage)

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { clientAction, shouldRevalidate } from '~/sending/keep-form'

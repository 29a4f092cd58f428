import { z } from 'zod'
import type { ApiError } from '~/api/client.server'
import type { ContactMessage } from '~/api/content.server'
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '~/content/contact-fields'
import type { Language } from '~/lib/languages'
import { perLanguage, textOf } from '~/i18n/text.server'
import { parseForm } from '~/server/forms.server'

/**
 * The contact form and the footer's newsletter form, checked before anything
 * reaches the platform, and the message of each of the platform's answers, in the page's language.
 */

/** {x}@{y}.{z} with no spaces, as the spec checks it. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const schemasOf = perLanguage((t) => {
  const field = (max: number) =>
    z
      .string({ error: t('contact.required') })
      .trim()
      .min(1, t('contact.required'))
      .max(max, t('checkout.errors.tooLong'))

  const ContactSchema = z.object({
    nom: field(CONTACT_LIMITS.nom),
    email: field(CONTACT_LIMITS.email).regex(EMAIL_FORMAT, t('newsletter.invalid')),
    sujet: field(CONTACT_LIMITS.sujet),
    message: field(CONTACT_LIMITS.message),
  })
  const NewsletterSchema = z
    .string()
    .trim()
    .min(1, t('newsletter.empty'))
    .max(CONTACT_LIMITS.email, t('newsletter.invalid'))
    .regex(EMAIL_FORMAT, t('newsletter.invalid'))
  return { ContactSchema, NewsletterSchema }
})

type ContactValues = Record<ContactField, string>

type ParsedContact =
  | { ok: true; spam: boolean; message: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, string>>; values: ContactValues }

function isFilled(form: FormData, name: string): boolean {
  const value = form.get(name)
  return typeof value === 'string' && value.trim() !== ''
}

/** What the shopper typed, to put back in the form when it is refused. */
export function contactValues(form: FormData): ContactValues {
  const values = {} as ContactValues
  for (const name of CONTACT_FIELDS) {
    const value = form.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}

export function parseContact(form: FormData, language: Language): ParsedContact {
  const values = contactValues(form)
  const result = parseForm<ContactMessage, ContactField>(schemasOf(language).ContactSchema, values)
  if (!result.ok) return { ok: false, errors: result.errors, values }
  return { ok: true, spam: isFilled(form, HONEYPOT_FIELD), message: result.data }
}

/**
 * The platform refused or could not take the message. Its own message is shown
 * when it explains a refusal (4xx); an unexpected success status, a server
 * failure or no answer give the general message.
 */
export function contactErrorMessage(error: ApiError, language: Language): string {
  const refused = error.kind === 'status' && error.status !== null && error.status >= 400 && error.status < 500
  return refused && error.serverMessage ? error.serverMessage : textOf(language)('contact.error')
}

type ParsedNewsletter = { ok: true; spam: boolean; email: string } | { ok: false; message: string }

export function parseNewsletter(form: FormData, language: Language): ParsedNewsletter {
  const value = form.get('email')
  const result = schemasOf(language).NewsletterSchema.safeParse(typeof value === 'string' ? value : '')
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? textOf(language)('newsletter.invalid') }
  return { ok: true, spam: isFilled(form, HONEYPOT_FIELD), email: result.data }
}

/** The spec's subscribe error catalogue. */
export function subscribeErrorMessage(error: ApiError, language: Language): string {
  const t = textOf(language)
  if (error.kind === 'network' || error.kind === 'timeout') return t('newsletter.network')
  if (error.kind !== 'status' || error.status === null) return t('newsletter.unknown')
  switch (error.status) {
    case 400:
      return error.serverMessage ?? t('newsletter.required')
    case 404:
      return t('newsletter.shopNotFound')
    case 409:
      return t('newsletter.already')
    default:
      return t('newsletter.failed')
  }
}

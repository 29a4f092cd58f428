import { z } from 'zod'
import type { Credentials, Registration } from '~/api/account.server'
import { ACCOUNT_LIMITS as MAX, PASSWORD_MIN_LENGTH } from '~/account/account-fields'
import { isCommonPassword } from '~/account/common-passwords.server'
import { type fr } from '~/i18n/fr'
import type { Language } from '~/lib/languages'
import { perLanguage } from '~/i18n/text.server'
import { optionalText, parseForm, typedValues, type FormCheck } from '~/server/forms.server'

/**
 * The login and registration forms, checked before anything goes to the
 * platform: each required field has its own message, in the page's language; codeZip and pays
 * are optional. The password is never given back to the browser.
 */
const schemasOf = perLanguage((t) => {
  const required = (key: keyof typeof fr.account.errors & keyof typeof MAX) =>
    z
      .string({ error: t(`account.errors.${key}`) })
      .trim()
      .min(1, t(`account.errors.${key}`))
      .max(MAX[key], t('checkout.errors.tooLong'))
  const email = required('email').pipe(z.email(t('account.errors.emailFormat')))
  const password = z
    .string({ error: t('account.errors.password') })
    .min(1, t('account.errors.password'))
    .max(MAX.password, t('checkout.errors.tooLong'))

  const LoginSchema = z.object({ email, password })

  const RegisterSchema = z.object({
    email,
    password: password.pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, t('account.errors.passwordLength', { count: PASSWORD_MIN_LENGTH }))
        .refine((value) => !isCommonPassword(value), t('account.errors.passwordCommon')),
    ),
    prenom: required('prenom'),
    nom: required('nom'),
    telephone: required('telephone'),
    adresse: required('adresse'),
    ville: required('ville'),
    codeZip: optionalText(t, MAX.codeZip),
    pays: optionalText(t, MAX.pays),
  })
  return { LoginSchema, RegisterSchema }
})

const ACCOUNT_FIELDS = [
  'email',
  'password',
  'prenom',
  'nom',
  'telephone',
  'adresse',
  'ville',
  'codeZip',
  'pays',
] as const
export type AccountField = (typeof ACCOUNT_FIELDS)[number]
type AccountValues = Partial<Record<Exclude<AccountField, 'password'>, string>>

/** The values as typed, to give the form back after an error: every field but the password. */
export function accountValues(form: FormData): AccountValues {
  return typedValues(
    form,
    ACCOUNT_FIELDS.filter((field) => field !== 'password'),
    254,
  )
}

type Parse<T> = FormCheck<T, AccountField>

export const parseLogin = (form: FormData, language: Language): Parse<Credentials> =>
  parseForm(schemasOf(language).LoginSchema, form)
export const parseRegistration = (form: FormData, language: Language): Parse<Registration> =>
  parseForm(schemasOf(language).RegisterSchema, form)

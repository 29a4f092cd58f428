import { withoutLanguage } from '~/lib/languages'
import { useActionData, useNavigation, useNavigate } from '@remix-run/react'
import { Form, Link, useFormAction } from '~/i18n/links'
import { useEffect } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { AccountAnswer } from '~/account/sign-in.server'
import { PASSWORD_MIN_LENGTH } from './account-fields'
import { AccountField, FormMessage } from './AccountField'

/** After a registration with JavaScript, the message shows this long before the customer area. */
export const REGISTER_REDIRECT_MS = 2000

/**
 * The registration form, posted to /register. Without JavaScript the action
 * answers 303 to /customer at once (with a toast); once hydrated the answer is
 * data: the form shows the message and moves on to its `next` after 2 s.
 */
export function RegisterForm({ registrationKey }: { registrationKey: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const answer = useActionData<AccountAnswer>()
  const success = answer?.ok ? answer : null
  const failure = answer && !answer.ok ? answer : null
  const busy = withoutLanguage(navigation.formAction ?? '') === '/register'
  const action = useFormAction('register', '/register')
  useEffect(() => {
    if (!success?.next) return
    const next = success.next
    const timer = setTimeout(() => navigate(next, { replace: true }), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [success, navigate])

  if (success)
    return (
      <p className="notice notice--success" role="status">
        {success.message}
      </p>
    )
  const field = { errors: failure?.errors, values: failure?.values, required: true }
  return (
    <Form method="post" action={action} className="account-form" noValidate>
      <FormMessage message={failure?.message} />
      {/* Sent again (its answer lost), the registration signs in to the account it made: never "already taken". */}
      <input type="hidden" name="idempotencyKey" value={registrationKey} />
      <AccountField name="prenom" label={t('account.prenom')} autoComplete="given-name" {...field} />
      <AccountField name="nom" label={t('account.nom')} autoComplete="family-name" {...field} />
      <AccountField name="email" label={t('account.email')} type="email" autoComplete="email" {...field} />
      <AccountField
        name="password"
        label={t('account.password')}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        {...field}
      />
      <AccountField
        name="telephone"
        label={t('account.telephone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field}
      />
      <AccountField name="adresse" label={t('account.adresse')} autoComplete="address-line1" {...field} />
      <AccountField name="ville" label={t('account.ville')} autoComplete="address-level2" {...field} />
      <AccountField
        name="codeZip"
        label={t('account.codeZip')}
        autoComplete="postal-code"
        {...field}
        required={false}
      />
      <AccountField name="pays" label={t('account.pays')} autoComplete="country-name" {...field} required={false} />
      <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
        {busy ? t('account.registering') : t('account.register')}
      </button>
      <p className="account-form__switch">
        <Link to="/login">{t('account.toLogin')}</Link>
      </p>
    </Form>
  )
}

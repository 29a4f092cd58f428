import { Form, Link, useActionData, useNavigate, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/lib/hydrated'
import type { AccountFailure, AccountSuccess } from '~/account/sign-in.server'
import { AccountField, FormMessage } from './AccountField'

/** After a registration with JavaScript, the message shows this long before the customer area. */
export const REGISTER_REDIRECT_MS = 2000

/**
 * The registration form, posted to /register. Without JavaScript the action
 * answers 303 to /customer at once (with a toast); once hydrated the form sends
 * `enhanced=1`, shows the message and moves on after 2 s.
 */
export function RegisterForm() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const answer = useActionData<AccountFailure | AccountSuccess>()
  const success = answer?.ok ? answer : null
  const failure = answer && !answer.ok ? answer : null
  const busy = navigation.formAction === '/register'
  useEffect(() => {
    if (!success) return
    const timer = setTimeout(() => navigate(success.redirectTo, { replace: true }), REGISTER_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [success, navigate])

  if (success)
    return (
      <p className="notice notice--success" role="status">
        {success.message}
      </p>
    )
  const field = { errors: failure?.errors, values: failure?.values, required: true, maxLength: 200 }
  return (
    <Form method="post" action="/register" className="account-form" noValidate>
      <FormMessage message={failure?.message} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <AccountField name="prenom" label={t('account.prenom')} autoComplete="given-name" {...field} />
      <AccountField name="nom" label={t('account.nom')} autoComplete="family-name" {...field} />
      <AccountField name="email" label={t('account.email')} type="email" autoComplete="email" {...field} />
      <AccountField
        name="password"
        label={t('account.password')}
        type="password"
        autoComplete="new-password"
        minLength={8}
        {...field}
        maxLength={1024}
      />
      <AccountField
        name="telephone"
        label={t('account.telephone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field}
        maxLength={25}
      />
      <AccountField name="adresse" label={t('account.adresse')} autoComplete="address-line1" {...field} />
      <AccountField name="ville" label={t('account.ville')} autoComplete="address-level2" {...field} />
      <AccountField
        name="codeZip"
        label={t('account.codeZip')}
        autoComplete="postal-code"
        {...field}
        required={false}
        maxLength={20}
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

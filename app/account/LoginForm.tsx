import { Form, Link, useNavigation, type useFetcher } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'
import type { AccountFailure, AccountSuccess } from '~/account/sign-in.server'
import { AccountField, FormMessage } from './AccountField'

type Answer = AccountFailure | AccountSuccess

interface Props {
  redirectTo: string
  /** The last answer of a plain submission (the /login page). */
  answer?: Answer | null
  /** The modal posts through this fetcher and gets the outcome as data. */
  fetcher?: ReturnType<typeof useFetcher<Answer>>
  idPrefix?: string
}

/** The login form of the /login page and of the modal: email and password, posted to /login. */
export function LoginForm({ redirectTo, answer, fetcher, idPrefix }: Props) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const FormTag = fetcher ? fetcher.Form : Form
  const last = fetcher ? fetcher.data : answer
  const failure = last && !last.ok ? last : null
  const busy = fetcher ? fetcher.state !== 'idle' : navigation.formAction?.startsWith('/login') === true
  // The target travels in the URL too: the page shown after a refused plain POST still knows it.
  const action = `/login?redirectTo=${encodeURIComponent(redirectTo)}`
  return (
    <FormTag method="post" action={action} className="account-form" noValidate>
      <FormMessage message={failure?.message} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {fetcher ? <input type="hidden" name="enhanced" value="1" /> : null}
      <AccountField
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        errors={failure?.errors}
        values={failure?.values}
        idPrefix={idPrefix}
      />
      <AccountField
        name="password"
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
        errors={failure?.errors}
        idPrefix={idPrefix}
      />
      <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
        {busy ? t('account.loggingIn') : t('account.login')}
      </button>
      <p className="account-form__switch">
        <Link to="/register">{t('account.toRegister')}</Link>
      </p>
    </FormTag>
  )
}

import { withoutLanguage } from '~/lib/languages'
import { useNavigation, type useFetcher } from '@remix-run/react'
import { Form, Link, useFormAction, useLocalPath } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { AccountAnswer as Answer } from '~/account/sign-in.server'
import { AccountField, FormMessage } from './AccountField'

interface Props {
  redirectTo: string
  /** The last answer of a plain submission (the /login page). */
  answer?: Answer | null
  /** The modal posts through this fetcher and gets the outcome as data. */
  fetcher?: ReturnType<typeof useFetcher<Answer>>
  idPrefix?: string
}

/**
 * The login form of the /login page and of the modal: email and password, posted to /login. After a
 * success on the page, the action's 303 (without JavaScript) or the page's reload (app/routes/($lang).login.tsx)
 * goes on to the target.
 */
export function LoginForm({ redirectTo, answer, fetcher, idPrefix }: Props) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const local = useLocalPath()
  const FormTag = fetcher ? fetcher.Form : Form
  const last = fetcher ? fetcher.data : answer
  const failure = last && !last.ok ? last : null
  const busy = fetcher ? fetcher.state !== 'idle' : withoutLanguage(navigation.formAction ?? '').startsWith('/login')
  // The target travels in the URL too: the page shown after a refused plain POST still knows it.
  const path = `/login?redirectTo=${encodeURIComponent(redirectTo)}`
  // The page's Form localizes its action itself; a fetcher's Form takes it in the page's language.
  const action = fetcher ? local(path) : path
  return (
    <FormTag method="post" action={useFormAction('login', action)} className="account-form" noValidate>
      <FormMessage message={failure?.message} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AccountField
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
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

import { Form, Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/lib/hydrated'

/**
 * 'Déconnexion'. Without JavaScript a link to /logout, whose page asks for
 * confirmation and posts; with it, the browser's confirmation dialog, then the
 * same POST from here. Signing out never happens on a GET.
 */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <Link to="/logout" className={className}>
        {t('account.logout')}
      </Link>
    )
  return (
    <Form
      method="post"
      action="/logout"
      className="logout-form"
      onSubmit={(event) => {
        if (!window.confirm(t('account.logoutConfirm'))) event.preventDefault()
      }}
    >
      <button type="submit" className={className}>
        {t('account.logout')}
      </button>
    </Form>
  )
}

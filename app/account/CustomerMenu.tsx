import { NavLink } from '~/i18n/links'
import { LogoutButton } from '~/account/LogoutButton'
import { useTranslation } from '~/i18n/use-translation'

/**
 * The customer area's menu: a row of tabs above the content on phones, a
 * column beside it on wider screens.
 */
export function CustomerMenu() {
  const { t } = useTranslation()
  return (
    <nav className="account__menu" aria-label={t('customer.menu')}>
      <NavLink to="/customer/orders" prefetch="intent">
        {t('customer.sections.orders')}
      </NavLink>
      <NavLink to="/customer/settings" prefetch="intent">
        {t('customer.sections.settings')}
      </NavLink>
      <div className="account__logout">
        <LogoutButton className="link-button" />
      </div>
    </nav>
  )
}

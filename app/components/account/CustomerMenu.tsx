import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

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
      {/* Until LogoutButton (app/components/account/LogoutButton.tsx, with its confirmation) replaces it. */}
      <form method="post" action="/logout" className="account__logout">
        <button type="submit" className="link-button">
          {t('customer.logout')}
        </button>
      </form>
    </nav>
  )
}

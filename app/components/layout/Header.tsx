import { Link, NavLink } from '@remix-run/react'
import { useTranslation } from '~/lib/i18n'
import type { ThemeName } from '~/lib/theme'
import { LoginLink } from '~/components/account/LoginLink'
import { CartButton } from '~/components/cart/CartButton'
import { SearchForm } from '~/components/catalogue/SearchForm'

interface HeaderProps {
  shop: { name: string; logo: string | null; currency: string }
  theme: ThemeName
  customer: { prenom: string | null } | null
  cartCount: number
}

/** The themed header. The clothing theme centres the shop name between the menus. */
export function Header({ shop, theme, customer, cartCount }: HeaderProps) {
  const { t } = useTranslation()
  const brand = (
    <Link to="/" className="header__brand" prefetch="intent">
      {shop.logo ? (
        <img
          src={shop.logo}
          alt={t('shop.logoAlt', { name: shop.name })}
          width={40}
          height={40}
          className="header__logo"
        />
      ) : null}
      <span className="header__name">{shop.name}</span>
    </Link>
  )
  return (
    <header className={`header header--${theme}`}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <div className="header__inner">
        {brand}
        <nav className="header__nav" aria-label={t('nav.menu')}>
          <NavLink to="/" end prefetch="intent">
            {t('nav.home')}
          </NavLink>
          <NavLink to="/categories" prefetch="intent">
            {t('nav.categories')}
          </NavLink>
          <NavLink to="/blog" prefetch="intent">
            {t('nav.blog')}
          </NavLink>
          <NavLink to="/contact" prefetch="intent">
            {t('nav.contact')}
          </NavLink>
        </nav>
        <SearchForm className="search-form search-form--header" />
        <div className="header__actions">
          <LoginLink
            className="header__account"
            signedIn={
              customer ? (
                <Link to="/customer" className="header__account">
                  {customer.prenom || t('nav.account')}
                </Link>
              ) : null
            }
          >
            {t('nav.account')}
          </LoginLink>
          <CartButton count={cartCount} currency={shop.currency} />
        </div>
      </div>
    </header>
  )
}

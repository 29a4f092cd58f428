import { useLocation } from '@remix-run/react'
import { LanguageSwitch, Link, NavLink } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import type { ThemeName } from '~/lib/theme'
import { CartButton } from '~/cart/CartButton'
import { SearchForm } from '~/catalogue/SearchForm'
import { HeaderIcon } from '~/layout/HeaderIcon'
import { AccountLink } from '~/visitor/HeaderParts'
import type { PictureSet } from '~/lib/images'

interface HeaderProps {
  shop: { name: string; currency: string }
  /** The shop's logo as the server set it (through the image path), or null without one. */
  logo: PictureSet | null
  theme: ThemeName
  customer: { prenom: string | null } | null
  cartCount: number
}

/**
 * The themed header. On phones it is one row (menu, shop, search, account, cart), so that it hides little of
 * the page, and the shop's name has the room the icons leave, on two lines: the menu (with the language link) and
 * the search field open below it from a checkbox's label, so they work without JavaScript; from 48rem the menu and
 * the field are always shown.
 */
export function Header({ shop, logo, theme, customer, cartCount }: HeaderProps) {
  const { t } = useTranslation()
  // A new page closes the menu and the search field (new checkboxes, unchecked).
  const { key } = useLocation()
  const brand = (
    <Link to="/" className="header__brand" prefetch="intent">
      {logo ? (
        <img
          {...logo}
          alt={t('shop.logoAlt', { name: shop.name })}
          width={40}
          height={40}
          decoding="async"
          className="header__logo"
          data-placeholder=""
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
        <input key={`menu-${key}`} type="checkbox" id="header-menu" className="header__toggle" />
        <label htmlFor="header-menu" className="header__icon header__icon--menu" title={t('header.openMenu')}>
          <HeaderIcon name="menu" />
          <span className="visually-hidden">{t('header.openMenu')}</span>
        </label>
        {brand}
        <input key={`search-${key}`} type="checkbox" id="header-search" className="header__toggle" />
        <label htmlFor="header-search" className="header__icon header__icon--search" title={t('header.openSearch')}>
          <HeaderIcon name="search" />
          <span className="visually-hidden">{t('header.openSearch')}</span>
        </label>
        <div className="header__actions">
          <AccountLink customer={customer} />
          <CartButton count={cartCount} currency={shop.currency} />
        </div>
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
          <LanguageSwitch className="header__language" />
        </nav>
        <SearchForm place="header" currency={shop.currency} />
      </div>
    </header>
  )
}

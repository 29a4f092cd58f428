import { LoginLink } from '~/account/LoginLink'
import { Link } from '~/i18n/links'
import { useTranslation } from '~/i18n/use-translation'
import { HeaderIcon } from '~/layout/HeaderIcon'

/* The header's parts of a visitor (app/layout/Header.tsx, app/cart/CartButton.tsx), at the places the edge fills. */

/**
 * The header's account link: a way to sign in, or signed in the same link to the account, named by the customer's
 * first name. On a page from the cache the edge changes its address and name at their places.
 */
export function AccountLink({ customer }: { customer: { prenom: string | null } | null }) {
  const { t } = useTranslation()
  return (
    <LoginLink
      className="header__account"
      data-part="account"
      signedIn={
        customer ? (
          <Link to="/customer" className="header__account" data-part="account">
            <HeaderIcon name="account" />
            <span className="header__label" data-part="account-name">
              {customer.prenom || t('nav.account')}
            </span>
          </Link>
        ) : null
      }
    >
      <HeaderIcon name="account" />
      <span className="header__label" data-part="account-name">
        {t('nav.account')}
      </span>
    </LoginLink>
  )
}

/**
 * The header cart's count (app/cart/CartButton.tsx): the badge shows the number, a screen reader reads the words
 * ("3 article(s)"). On a page from the cache the edge fills in both at their places.
 */
export function CartCount({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <>
      <span className="header__count" aria-hidden="true" data-part="cart-count">
        {count}
      </span>
      <span className="visually-hidden" data-part="cart-label">
        {t('cart.count', { count })}
      </span>
    </>
  )
}

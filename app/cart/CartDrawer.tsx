import { type useFetcher } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import { formatPrice } from '~/lib/money'
import type { CartPageLoader } from '~/cart/cart-page.server'

/** The cart modal: the cart's lines and total, and the way to the cart page. */
type DrawerData = ReturnType<typeof useFetcher<CartPageLoader>>['data']

export default function CartDrawer({
  data,
  loading,
  currency,
  onClose,
}: {
  data: DrawerData
  loading: boolean
  currency: string
  onClose: () => void
}) {
  const { t, language } = useTranslation()
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  const cart = data && data.ok ? data.cart : null
  return (
    <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" id="cart-drawer">
      <button type="button" className="drawer__backdrop" aria-label={t('cart.close')} onClick={onClose} tabIndex={-1} />
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id="cart-drawer-title">{t('cart.title')}</h2>
          <button
            type="button"
            ref={closeButton}
            className="icon-button"
            onClick={onClose}
            aria-label={t('cart.close')}
          >
            ×
          </button>
        </div>
        {!cart ? (
          <p aria-busy={loading}>{loading ? t('catalogue.loading') : t('cart.loadError')}</p>
        ) : cart.items.length === 0 ? (
          <p>{t('cart.empty')}</p>
        ) : (
          <>
            <ul className="drawer__lines">
              {cart.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.quantity} × {item.produit.nom}
                    {item.variant ? ` (${item.variant.nom})` : ''}
                  </span>
                  <span>{formatPrice(item.subtotal, currency, language)}</span>
                </li>
              ))}
            </ul>
            <p className="drawer__total">
              <span>{t('cart.subtotal')}</span> <strong>{formatPrice(cart.total, currency, language)}</strong>
            </p>
          </>
        )}
        <Link to="/cart" className="button button--large" onClick={onClose}>
          {t('cart.seeCart')}
        </Link>
      </div>
    </div>
  )
}

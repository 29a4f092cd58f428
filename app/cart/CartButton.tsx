import { useFetcher, useFetchers } from '@remix-run/react'
import { Link, useLocalPath } from '~/i18n/links'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { CartPageLoader } from '~/cart/cart-page.server'
import { useHydrated } from '~/lib/hydrated'
import { HeaderIcon } from '~/layout/HeaderIcon'
import { CartCount } from '~/visitor/HeaderParts'

/** The drawer's code loads when it is first opened. */
const CartDrawer = lazy(() => import('./CartDrawer'))

/**
 * The header's cart: a link to /cart without JavaScript; with it, a button that
 * opens the cart drawer. The count includes products being added right now.
 */
export function CartButton({ count, currency }: { count: number; currency: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const drawer = useFetcher<CartPageLoader>({ key: 'cart-drawer' })
  const local = useLocalPath()
  const adding = useFetchers()
    .filter((f) => f.formData?.get('intent') === 'add')
    .reduce((sum, f) => sum + (Number(f.formData?.get('quantity')) || 0), 0)
  const shown = count + adding
  const label = (
    <>
      <HeaderIcon name="cart" />
      <span className="header__label">{t('nav.cart')}</span>
      <CartCount count={shown} />
    </>
  )
  if (!hydrated) {
    return (
      <Link to="/cart" className="header__cart">
        {label}
      </Link>
    )
  }
  return (
    <>
      <button
        type="button"
        className="header__cart"
        aria-expanded={open}
        aria-controls="cart-drawer"
        onClick={() => {
          setOpen(true)
          drawer.load(local('/cart'))
        }}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer
            data={drawer.data}
            loading={drawer.state !== 'idle'}
            currency={currency}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

import { useFetcher } from '@remix-run/react'
import { useFormAction, useLocalPath } from '~/i18n/links'
import { useEffect } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { CartItem } from '~/api/cart.server'
import type { CartAnswer } from '~/cart/shopper-cart.server'
import { Picture } from '~/pictures/Picture'
import { formatPrice } from '~/lib/money'

/**
 * One cart line. Its own fetcher (keyed by the line) carries every change, so
 * quick taps on − and + replace each other instead of racing; the quantity
 * shown is the one being sent, and goes back if the platform refuses it.
 */
export function CartLine({
  item,
  currency,
  onResult,
}: {
  item: CartItem
  currency: string
  onResult: (result: CartAnswer) => void
}) {
  const { t, language } = useTranslation()
  const fetcher = useFetcher<CartAnswer>({ key: `cart-line-${item.id}` })
  const local = useLocalPath()
  const action = useFormAction('cart', local('/cart'))
  // Handed up: a removed line disappears before the platform's answer comes back.
  useEffect(() => {
    if (fetcher.data) onResult(fetcher.data)
  }, [fetcher.data, onResult])
  const pending = fetcher.formData
  if (pending?.get('intent') === 'remove') return null
  const quantity = pending?.get('intent') === 'update' ? Number(pending.get('quantity')) : item.quantity
  const unit = item.variant?.prix ?? item.produit.prix
  const image = item.variant?.image || item.variant?.imageUrl || item.produit.imageUrl
  return (
    <li className="cart-line">
      <Picture src={image} width={72} height={72} layout="thumbnail" className="cart-line__image" />
      <div className="cart-line__info">
        <p className="cart-line__name">{item.produit.nom}</p>
        {item.variant ? <p className="cart-line__variant">{t('cart.variant', { name: item.variant.nom })}</p> : null}
        <p className="cart-line__unit">
          <span className="visually-hidden">{t('cart.unitPrice')} </span>
          {formatPrice(unit, currency, language)}
        </p>
      </div>
      <fetcher.Form
        method="post"
        action={action}
        className="cart-line__quantity"
        aria-label={t('cart.quantity', { name: item.produit.nom })}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="itemId" value={String(item.id)} />
        <button
          type="submit"
          name="quantity"
          value={quantity - 1}
          className="icon-button"
          disabled={quantity <= 1}
          aria-label={t('cart.decrease')}
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button
          type="submit"
          name="quantity"
          value={quantity + 1}
          className="icon-button"
          disabled={quantity >= 999}
          aria-label={t('cart.increase')}
        >
          +
        </button>
      </fetcher.Form>
      <p className="cart-line__subtotal">{formatPrice(unit * quantity, currency, language)}</p>
      <fetcher.Form method="post" action={action} className="cart-line__remove">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemId" value={String(item.id)} />
        <button type="submit" className="link-button" aria-label={t('cart.removeItem', { name: item.produit.nom })}>
          {t('cart.remove')}
        </button>
      </fetcher.Form>
    </li>
  )
}

import { useTranslation } from '~/i18n/use-translation'
import { formatPrice } from '~/lib/money'

/**
 * Subtotal, a discount line only when there is one, shipping, and total = subtotal + shipping − discount
 * (or the total an order was charged, when given).
 */
export function CartSummary({
  subtotal,
  discount,
  promoCode,
  shipping,
  currency,
  total = subtotal + (shipping ?? 0) - discount,
}: {
  subtotal: number
  discount: number
  promoCode: string | null
  shipping: number | null
  currency: string
  total?: number
}) {
  const { t, language } = useTranslation()
  return (
    <dl className="summary">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(subtotal, currency, language)}</dd>
      </div>
      {discount > 0 ? (
        <div className="summary__discount">
          <dt>{promoCode ? t('cart.discount', { code: promoCode }) : t('cart.discountPlain')}</dt>
          <dd>−{formatPrice(discount, currency, language)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd>{shipping === null ? t('cart.shippingToChoose') : formatPrice(shipping, currency, language)}</dd>
      </div>
      <div className="summary__total">
        <dt>{t('cart.total')}</dt>
        <dd>{formatPrice(total, currency, language)}</dd>
      </div>
    </dl>
  )
}

import { useTranslation } from '~/i18n/use-translation'
import { formatPrice } from '~/lib/money'

/** The price, and the original price struck through when the product is on sale. */
export function Price({
  price,
  original,
  currency,
  className = '',
}: {
  price: number
  original: number | null
  currency: string
  className?: string
}) {
  const { t, language } = useTranslation()
  const onSale = original !== null && original > price
  return (
    <span className={`price ${className}`}>
      <span className="price__current">{formatPrice(price, currency, language)}</span>
      {onSale ? (
        <s className="price__original">
          <span className="visually-hidden">{t('catalogue.was')} </span>
          {formatPrice(original, currency, language)}
        </s>
      ) : null}
    </span>
  )
}

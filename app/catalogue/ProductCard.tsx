import type { ProductCard as CardProduct } from '~/api/catalogue.server'
import { PageLink } from '~/layout/PageLink'
import { useTranslation } from '~/i18n/use-translation'
import type { ImagePriority } from '~/lib/images'
import type { ShopType } from '~/lib/theme'
import { Price } from './Price'
import { Picture } from '~/pictures/Picture'

interface Props {
  product: CardProduct
  currency: string
  /** Clothing shops show tall pictures and a quieter card. */
  layout: ShopType
  /** Lazy unless the card is above the fold. */
  priority?: ImagePriority
}

function ProductCard({ product, currency, layout, priority }: Props) {
  const { t } = useTranslation()
  const onSale = product.prix_original !== null && product.prix_original > product.prix
  const clothing = layout === 'clothing'
  return (
    <article className={`card card--${layout}`}>
      <PageLink to={`/products/${encodeURIComponent(product.slug)}`} className="card__link">
        <span className="card__media">
          <Picture
            src={product.image_url || product.image}
            width={300}
            height={clothing ? 400 : 300}
            layout="card"
            priority={priority}
            className="card__image"
          />
          {onSale ? <span className="card__badge">{t('catalogue.sale')}</span> : null}
        </span>
        <span className="card__name">{product.nom}</span>
      </PageLink>
      <Price price={product.prix} original={product.prix_original} currency={currency} className="card__price" />
    </article>
  )
}

export function ProductGrid({
  products,
  currency,
  layout,
  eagerCount = 0,
}: {
  products: CardProduct[]
  currency: string
  layout: ShopType
  /** The first cards, above the fold: the first one's image is the page's largest (fetched first). */
  eagerCount?: number
}) {
  return (
    <div className={`grid grid--${layout}`}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          currency={currency}
          layout={layout}
          priority={index >= eagerCount ? 'lazy' : index === 0 ? 'high' : 'eager'}
        />
      ))}
    </div>
  )
}

/** Grey cards in place of products still on their way. */
export function ProductGridSkeleton({ count, layout }: { count: number; layout: ShopType }) {
  const { t } = useTranslation()
  return (
    <div className={`grid grid--${layout}`} aria-busy="true">
      <span className="visually-hidden">{t('catalogue.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`card card--${layout} skeleton`} aria-hidden="true">
          <span className="card__media skeleton__block" />
          <span className="skeleton__line" />
          <span className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  )
}

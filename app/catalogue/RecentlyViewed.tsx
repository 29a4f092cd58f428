import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import type { ProductCard as CardProduct } from '~/api/catalogue.server'
import { useTranslation } from '~/i18n/use-translation'
import type { ShopType } from '~/lib/theme'
import { ProductGrid } from './ProductCard'

/**
 * 'Vus récemment': the products this browser viewed last (app/catalogue/recently-viewed.server.ts), below the
 * page's own content. It streams in; nothing is shown while it comes, nor when the list is empty.
 */
export function RecentlyViewed({
  products,
  currency,
  layout,
}: {
  products: Promise<CardProduct[]> | null
  currency: string
  layout: ShopType
}) {
  const { t } = useTranslation()
  if (!products) return null
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(list) =>
          list.length === 0 ? null : (
            <section className="recently-viewed" aria-labelledby="recently-viewed">
              <div className="section-head">
                <h2 id="recently-viewed">{t('catalogue.recentlyViewed')}</h2>
              </div>
              <ProductGrid products={list} currency={currency} layout={layout} />
            </section>
          )
        }
      </Await>
    </Suspense>
  )
}

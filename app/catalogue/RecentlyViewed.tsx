import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import type { ProductCard as CardProduct } from '~/api/catalogue.server'
import type { ShopType } from '~/lib/theme'
import { ProductGrid } from './ProductCard'

/**
 * 'Vus récemment': the products this browser viewed last (app/catalogue/recently-viewed.server.ts), below the
 * page's own content, under the page's `title` (each page carries its own string, not every page). It streams in;
 * nothing is shown while it comes, nor when the list is empty.
 */
export function RecentlyViewed({
  title,
  products,
  currency,
  layout,
}: {
  title: string
  products: Promise<CardProduct[]> | null
  currency: string
  layout: ShopType
}) {
  if (!products) return null
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(list) =>
          list.length === 0 ? null : (
            <section className="recently-viewed" aria-labelledby="recently-viewed">
              <div className="section-head">
                <h2 id="recently-viewed">{title}</h2>
              </div>
              <ProductGrid products={list} currency={currency} layout={layout} />
            </section>
          )
        }
      </Await>
    </Suspense>
  )
}

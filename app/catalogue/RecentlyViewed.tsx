import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import type { ProductCard as CardProduct } from '~/api/catalogue.server'
import type { ShopType } from '~/lib/theme'
import { ProductGrid } from './ProductCard'

interface Props {
  title: string
  products: Promise<CardProduct[]> | null
  currency: string
  layout: ShopType
}

/**
 * 'Vus récemment': the products this browser viewed last (app/catalogue/recently-viewed.server.ts), below the
 * page's own content, under the page's `title` (each page carries its own string, not every page). It streams in;
 * nothing is shown while it comes, nor when the list is empty.
 *
 * A page from the edge cache is rendered for nobody, without a list: the edge fills this visitor's into the
 * element (`data-visitor="recent"`, which names the shop's currency and layout for the cards,
 * app/visitor/edge-fill.server.ts). Without a list in its data, the element keeps what it holds, as
 * `NotHydrated` does: React is told nothing of its content. The edge renders the section as below
 * (app/visitor/markup.server.tsx): a component of its own would cost every product page's scripts.
 */
export function RecentlyViewed({ title, products, currency, layout }: Props) {
  return (
    <div
      data-visitor="recent"
      data-currency={currency}
      data-layout={layout}
      dangerouslySetInnerHTML={products ? undefined : { __html: '' }}
    >
      {products ? (
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
      ) : null}
    </div>
  )
}

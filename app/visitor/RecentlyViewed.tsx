import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import type { ProductCard as CardProduct } from '~/api/catalogue.server'
import type { ShopType } from '~/lib/theme'
import { ProductGrid } from '~/catalogue/ProductCard'

interface Section {
  title: string
  currency: string
  layout: ShopType
}

/**
 * 'Vus récemment': the products this browser viewed last (./recently-viewed.server.ts), below the page's own
 * content, under the page's `title` (each page carries its own string, not every page). It streams in; nothing is
 * shown while it comes, nor when the list is empty.
 *
 * A page from the edge cache is rendered for nobody, without a list: the edge fills this visitor's section into
 * the element at its place, which names the shop's currency and layout for the cards
 * (app/visitor/edge-fill.server.ts). Without a list in its data, the element keeps what it holds, as
 * `NotHydrated` does: React is told nothing of its content.
 */
export function RecentlyViewed({ products, ...section }: Section & { products: Promise<CardProduct[]> | null }) {
  return (
    <div
      data-part="recent"
      data-currency={section.currency}
      data-layout={section.layout}
      dangerouslySetInnerHTML={products ? undefined : { __html: '' }}
    >
      {products ? (
        <Suspense fallback={null}>
          <Await resolve={products} errorElement={null}>
            {(list) => (list.length === 0 ? null : <RecentlyViewedSection {...section} products={list} />)}
          </Await>
        </Suspense>
      ) : null}
    </div>
  )
}

/** The section with its cards: the page's own, or the one the edge fills in (./markup.server.tsx). */
export function RecentlyViewedSection({ title, currency, layout, products }: Section & { products: CardProduct[] }) {
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed">
      <div className="section-head">
        <h2 id="recently-viewed">{title}</h2>
      </div>
      <ProductGrid products={products} currency={currency} layout={layout} />
    </section>
  )
}

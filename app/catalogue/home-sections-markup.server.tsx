import { renderToStaticMarkup } from 'react-dom/server'
import type { HomeData } from '~/api/catalogue.server'
import { PageLink } from '~/layout/PageLink'
import { TranslateProvider } from '~/i18n/use-translation'
import type { ShopType } from '~/lib/theme'
import { translate as t } from '~/i18n/text.server'
import { ProductGrid } from './ProductCard'
import { ImageResize } from './ProductImage'

export interface HomeSectionsOptions {
  currency: string
  layout: ShopType
  /** The deployment's image-resizing template, or null. */
  resize: string | null
}

/**
 * The home page's products, a section per category, as HTML (docs/decisions/034-home-products-as-markup.md).
 * Nothing in them needs a script: their links are plain links (`PageLink`, which the root's listener turns
 * into client-side navigations) and a broken picture is replaced by the root's listener too. So they are
 * rendered here, once per home answer (app/layout/views.server.ts), and neither rendered again on each request
 * nor hydrated in the browser: the home route only places this markup. Null when no category has products.
 */
export function homeSectionsMarkup(
  groups: HomeData['products_by_category'],
  { currency, layout, resize }: HomeSectionsOptions,
): string | null {
  const shown = groups.filter((group) => group.products.length > 0)
  if (shown.length === 0) return null
  return renderToStaticMarkup(
    <TranslateProvider value={t}>
      <ImageResize.Provider value={resize}>
        {shown.map((group, index) => (
          <section key={group.category_slug} className="home-category" aria-labelledby={`cat-${index}`}>
            <div className="section-head">
              <h2 id={`cat-${index}`}>{group.category_nom}</h2>
              {group.total_products > group.products.length ? (
                <PageLink to={`/category/${encodeURIComponent(group.category_slug)}`} className="section-head__more">
                  {t('home.seeMore')}
                </PageLink>
              ) : null}
            </div>
            <ProductGrid products={group.products} currency={currency} layout={layout} />
          </section>
        ))}
      </ImageResize.Provider>
    </TranslateProvider>,
  )
}

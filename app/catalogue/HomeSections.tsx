import type { HomeData } from '~/api/catalogue.server'
import { useTranslation } from '~/i18n/use-translation'
import { PageLink } from '~/layout/PageLink'
import type { ShopType } from '~/lib/theme'
import { ProductGrid } from './ProductCard'

type HomeSection = HomeData['products_by_category'][number]

/**
 * The home page's products, a section per category that has some, with 'Voir plus' when the category
 * has more than the page shows. Plain links and pictures: the home page does not hydrate them (NotHydrated).
 */
export function HomeSections({
  sections,
  currency,
  layout,
}: {
  sections: HomeSection[]
  currency: string
  layout: ShopType
}) {
  const { t } = useTranslation()
  return sections.map((section, index) => (
    <section key={section.category_slug} className="home-category" aria-labelledby={`cat-${index}`}>
      <div className="section-head">
        <h2 id={`cat-${index}`}>{section.category_nom}</h2>
        {section.total_products > section.products.length ? (
          <PageLink to={`/category/${encodeURIComponent(section.category_slug)}`} className="section-head__more">
            {t('home.seeMore')}
          </PageLink>
        ) : null}
      </div>
      <ProductGrid products={section.products} currency={currency} layout={layout} />
    </section>
  ))
}

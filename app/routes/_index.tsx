import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Await, Link, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'
import { useTranslation, type StringsHandle } from '~/lib/i18n'
import { getCategories, getHome, type HomeData } from '~/api/catalogue.server'
import { publicApi, settle, type Settled } from '~/api/client.server'
import { CategoryCarousel } from '~/components/catalogue/CategoryCarousel'
import { Faq } from '~/components/catalogue/Faq'
import { ProductGrid } from '~/components/catalogue/ProductCard'
import { Sliders } from '~/components/catalogue/Sliders'
import { TrustBadges } from '~/components/catalogue/TrustBadges'
import { GeneralErrorBoundary } from '~/components/layout/NotFound'
import { pageMeta } from '~/lib/seo'
import { rootMeta, useShop } from '~/root'
import { requireShop } from '~/shop.server'
import { homeStrings } from '~/locales/pages/home'

/** This page's strings (app/locales/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [homeStrings] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const root = rootMeta(matches)
  if (!root) return []
  return pageMeta({
    title: root.shop.name,
    description: root.shop.description,
    url: `${root.origin}/`,
    image: root.shop.logo,
  })
}

export async function loader({ context }: LoaderFunctionArgs) {
  const api = publicApi(context)
  // Both started before waiting for the shop. The banners and products are in the first HTML: the first
  // banner is the page's largest image, and behind a Suspense boundary it would come late whenever the
  // cache is cold. The category row, below it, streams in.
  const home = settle(getHome(api))
  const categories = settle(getCategories(api))
  const { shop } = await requireShop(context)
  return { faqs: shop.faqs, home: await home, categories }
}

export default function Home() {
  const { faqs, home, categories } = useLoaderData<typeof loader>()
  const shop = useShop()
  return (
    <>
      <h1 className="visually-hidden">{shop.name}</h1>
      {home.ok ? <Sliders slides={home.data.sliders} /> : null}
      <Suspense fallback={null}>
        <Await resolve={categories}>
          {(result) => (result.ok ? <CategoryCarousel categories={result.data} /> : null)}
        </Await>
      </Suspense>
      <TrustBadges />
      <HomeProducts home={home} />
      <Faq faqs={faqs} />
    </>
  )
}

function HomeProducts({ home }: { home: Settled<HomeData> }) {
  const { t } = useTranslation()
  const shop = useShop()
  if (!home.ok)
    return (
      <p className="notice notice--error" role="alert">
        {t('home.loadError')}
      </p>
    )
  const groups = home.data.products_by_category.filter((g) => g.products.length > 0)
  if (groups.length === 0) return <p className="notice">{t('home.noContent')}</p>
  return groups.map((group, index) => (
    <section key={group.category_slug} className="home-category" aria-labelledby={`cat-${index}`}>
      <div className="section-head">
        <h2 id={`cat-${index}`}>{group.category_nom}</h2>
        {group.total_products > group.products.length ? (
          <Link
            to={`/category/${encodeURIComponent(group.category_slug)}`}
            className="section-head__more"
            prefetch="intent"
          >
            {t('home.seeMore')}
          </Link>
        ) : null}
      </div>
      <ProductGrid products={group.products} currency={shop.currency} layout={shop.layout} />
    </section>
  ))
}

export const ErrorBoundary = GeneralErrorBoundary

import { pageLoader } from '~/i18n/route-strings.server'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Await, isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'
import { metaTranslate, useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { getCategories, getHome } from '~/api/catalogue.server'
import { publicApi, settle } from '~/api/client.server'
import { CategoryCarousel, CategoryCarouselSkeleton } from '~/catalogue/CategoryCarousel'
import { Faq } from '~/catalogue/Faq'
import { Sliders } from '~/catalogue/Sliders'
import { TrustBadges } from '~/catalogue/TrustBadges'
import { trustFacts } from '~/catalogue/trust-facts.server'
import { getCountries, getPaymentConfig } from '~/api/orders.server'
import { HomeSections } from '~/catalogue/HomeSections'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { NotHydrated } from '~/layout/NotHydrated'
import { notHydratedData } from '~/layout/not-hydrated.server'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { rootMeta, useShop, type StreamsHandle } from '~/root'
import { requireShop } from '~/layout/shop.server'
import { RecentlyViewed } from '~/catalogue/RecentlyViewed'
import { recentProducts, recentSlugs } from '~/catalogue/recently-viewed.server'

/**
 * This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components.
 * Its content streams in after skeletons: the root keeps the footer below the first screen.
 */
export const handle = { strings: ['home'], streams: true } satisfies StringsHandle & StreamsHandle

export const meta: MetaFunction = ({ matches, error }) => {
  const root = rootMeta(matches)
  if (!root) return []
  // A one-segment path that is no page (`/nulle-part`) comes here as a language segment, and is the 404 page.
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: metaTranslate(matches)('notFound.title') }]
  return pageMeta({
    title: root.shop.name,
    description: root.shop.description,
    url: canonicalUrl(matches),
    image: root.shop.logo,
  })
}

async function load({ context, request }: LoaderFunctionArgs) {
  const api = publicApi(context)
  // Both started before waiting for the shop. The banners and products are in the first HTML: the first
  // banner is the page's largest image, and behind a Suspense boundary it would come late whenever the
  // cache is cold. The category row, below it, streams in.
  const home = settle(getHome(api))
  const categories = settle(getCategories(api))
  const countries = settle(getCountries(api))
  const payment = settle(getPaymentConfig(api))
  const { shop } = await requireShop(context)
  const answer = await home
  const [countryList, config] = await Promise.all([countries, payment])
  const trust = trustFacts(shop, countryList.ok ? countryList.data : null, config.ok ? config.data : null)
  const sections = answer.ok ? answer.data.products_by_category.filter((section) => section.products.length > 0) : []
  // Without its banners and products the page still has its layout, categories and FAQ, with the status of
  // its main content.
  return data(
    {
      faqs: shop.faqs,
      trust,
      home: answer.ok
        ? {
            ok: true as const,
            sliders: answer.data.sliders,
            // Not hydrated: a document's route data leaves the products out (decision 056).
            sections: sections.length > 0 ? notHydratedData(context, sections) : null,
          }
        : answer,
      categories,
      /** 'Vus récemment': the products this browser viewed, streamed. */
      recent: recentProducts(context, recentSlugs(request)),
    },
    { status: answer.ok ? 200 : answer.httpStatus },
  )
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

export default function Home() {
  const { faqs, trust, home, categories, recent } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const shop = useShop()
  return (
    <>
      <h1 className="visually-hidden">{shop.name}</h1>
      {home.ok ? <Sliders slides={home.sliders} /> : null}
      <Suspense fallback={<CategoryCarouselSkeleton />}>
        <Await resolve={categories}>
          {(result) => (result.ok ? <CategoryCarousel categories={result.data} /> : null)}
        </Await>
      </Suspense>
      <TrustBadges facts={trust} />
      {!home.ok ? (
        <p className="notice notice--error" role="alert">
          {t('home.loadError')}
        </p>
      ) : home.sections === null ? (
        <p className="notice">{t('home.noContent')}</p>
      ) : (
        <NotHydrated className="home-products" data={home.sections}>
          {(sections) => <HomeSections sections={sections} currency={shop.currency} layout={shop.layout} />}
        </NotHydrated>
      )}
      <RecentlyViewed
        title={t('home.recentlyViewed')}
        products={recent}
        currency={shop.currency}
        layout={shop.layout}
      />
      <Faq faqs={faqs} />
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

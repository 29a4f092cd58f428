import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { Await, isRouteErrorResponse, useLoaderData } from '@remix-run/react'
import { Suspense } from 'react'
import { metaTranslate, useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { CategoryCarousel, CategoryCarouselSkeleton } from '~/catalogue/CategoryCarousel'
import { Faq } from '~/catalogue/Faq'
import { Sliders } from '~/catalogue/Sliders'
import { TrustBadges } from '~/catalogue/TrustBadges'
import { HomeSections } from '~/catalogue/HomeSections'
import { loadHomePage } from '~/catalogue/home-page.server'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { NotHydrated } from '~/layout/NotHydrated'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { type StreamsHandle } from '~/root'
import { rootMeta, useShop } from '~/root'
import { RecentlyViewed } from '~/visitor/RecentlyViewed'
import { preloadHeaders } from '~/lib/page-headers'

/**
 * This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components.
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

export const loader = /* @__PURE__ */ pageLoader(handle, loadHomePage)
/** The page's largest picture preloaded, from the loader's `Link` (app/pictures/preload.server.ts). */
export const headers = preloadHeaders

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

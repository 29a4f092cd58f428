import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCategories, getHome } from '~/api/catalogue.server'
import { publicApi, settle } from '~/api/client.server'
import { getCountries, getPaymentConfig } from '~/api/orders.server'
import { HOME_PRODUCTS_PER_CATEGORY } from '~/catalogue/page-sizes'
import { recentProducts, recentSlugs } from '~/visitor/recently-viewed.server'
import { trustFacts } from '~/catalogue/trust-facts.server'
import { notHydratedData } from '~/layout/not-hydrated.server'
import { requireShop } from '~/layout/shop.server'
import { picturePreload, preloadHeader } from '~/pictures/preload.server'

/**
 * The home page's data (routes/($lang)._index.tsx), out of the route file for its browser build: each
 * `.server` module a route imports is one more empty chunk there.
 */
export async function loadHomePage({ context, request }: LoaderFunctionArgs) {
  const api = publicApi(context)
  // Both started before waiting for the shop. The banners and products are in the first HTML: the first
  // banner is the page's largest image, and behind a Suspense boundary it would come late whenever the
  // cache is cold. The category row, below it, streams in.
  const home = settle(getHome(api, HOME_PRODUCTS_PER_CATEGORY))
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
            // Not hydrated: a document's route data leaves the products out, which keeps the home document
            // within the first round trip of a new connection.
            sections: sections.length > 0 ? notHydratedData(context, sections) : null,
          }
        : answer,
      categories,
      /** 'Vus récemment': the products this browser viewed, streamed. */
      recent: recentProducts(context, recentSlugs(request)),
    },
    {
      status: answer.ok ? 200 : answer.httpStatus,
      headers: preloadHeader(answer.ok ? picturePreload(answer.data.sliders[0]?.image_url, 'hero', context) : null),
    },
  )
}

import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { withErrorStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { ProductDetails } from '~/catalogue/ProductDetails'
import { loadProductPage } from '~/catalogue/product-page.server'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { StructuredData } from '~/search-engines/StructuredData'
import { rootMeta, useShop } from '~/root'
import { RecentlyViewed } from '~/visitor/RecentlyViewed'
import { preloadHeaders } from '~/lib/page-headers'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['product'] } satisfies StringsHandle

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const translate = metaTranslate(matches, error)
  const root = rootMeta(matches)
  if (!root || !data) {
    const notFound = isRouteErrorResponse(error) && error.status === 404
    return [{ title: translate(notFound ? 'product.notFound' : 'product.loadError') }]
  }
  const { product } = data
  return pageMeta({
    title: `${product.nom} - ${root.shop.name}`,
    description: product.descriptionHtml || product.nom,
    url: canonicalUrl(matches),
    image: product.image_url || product.image,
    type: 'product',
  })
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadProductPage)
/** The page's largest picture preloaded, from the loader's `Link` (app/pictures/preload.server.ts). */
export const headers = preloadHeaders

export default function ProductPage() {
  const { product, structured, selected, addKey, recent, share } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const shop = useShop()
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <Link to="/">{t('nav.home')}</Link>
        {product.category ? (
          <>
            {' › '}
            <Link to={`/categories/${encodeURIComponent(product.category.slug)}`}>{product.category.nom}</Link>
          </>
        ) : null}
        {' › '}
        <span aria-current="page">{product.nom}</span>
      </nav>
      <StructuredData json={structured} />
      <ProductDetails
        product={product}
        currency={shop.currency}
        layout={shop.layout}
        selected={selected}
        addKey={addKey}
        share={share}
      />
      <RecentlyViewed
        title={t('product.recentlyViewed')}
        products={recent}
        currency={shop.currency}
        layout={shop.layout}
      />
    </>
  )
}

export const ErrorBoundary = withErrorStrings(PageError)

function PageError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <section className="not-found">
      <h1>{notFound ? t('product.notFound') : t('product.loadError')}</h1>
      {notFound ? null : <p>{t('product.cannotLoad')}</p>}
      <p>
        <Link to="/categories" className="button">
          {t('search.explore')}
        </Link>
      </p>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

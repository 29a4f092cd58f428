import { pageLoader } from '~/i18n/route-strings.server'
import { localPath } from '~/i18n/languages'
import { textOf } from '~/i18n/text.server'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { withErrorStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { faultStatus } from '~/lib/failure'
import { ProductDetails, VARIANT_VIEWS } from '~/catalogue/ProductDetails'
import { getProduct } from '~/api/catalogue.server'
import { platformFailure, publicApi } from '~/api/client.server'
import { productDescription } from '~/layout/views.server'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { breadcrumbJsonLd, productJsonLd, jsonLd } from '~/catalogue/structured-data.server'
import { StructuredData } from '~/layout/StructuredData'
import { rootMeta, useShop } from '~/root'
import { RecentlyViewed } from '~/catalogue/RecentlyViewed'
import { recentProducts, recentSlugs, viewedCookie } from '~/catalogue/recently-viewed.server'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
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

async function load({ params, request, context }: LoaderFunctionArgs) {
  let product
  try {
    product = await getProduct(publicApi(context), params.slug ?? '')
  } catch (caught) {
    const error = platformFailure(caught)
    if (error.status === 404) throw data({ notFound: true }, { status: 404 })
    // The spec's French texts only: the platform's own message is not the shopper's language.
    throw data({ notFound: false }, { status: faultStatus(error) })
  }
  const { description: _description, ...rest } = product
  const descriptionHtml = productDescription(product)
  const wanted = new URL(request.url).searchParams.get('variant')
  const index = product.variants.findIndex((v) => String(v.id) === wanted)
  const url = context.origin + localPath(context.language, `/products/${encodeURIComponent(product.slug)}`)
  const crumbs = [
    { name: textOf(context.language)('nav.home'), url: context.origin + localPath(context.language, '/') },
    ...(product.category
      ? [
          {
            name: product.category.nom,
            url:
              context.origin + localPath(context.language, `/categories/${encodeURIComponent(product.category.slug)}`),
          },
        ]
      : []),
    { name: product.nom, url },
  ]
  const recent = recentSlugs(request)
  return data(
    {
      product: { ...rest, descriptionHtml },
      structured: jsonLd([
        productJsonLd({
          name: product.nom,
          description: descriptionHtml,
          url,
          image: product.image_url || product.image,
          sku: product.reference,
          price: product.prix,
          inStock: product.qteEnStock === null || product.qteEnStock > 0,
          variants: product.variants,
        }),
        breadcrumbJsonLd(crumbs),
      ]),
      selected: index >= 0 && index < VARIANT_VIEWS ? index : 0,
      /** The add-to-cart form's one-time key: a new one after each add that went through (decision 024). */
      addKey: crypto.randomUUID(),
      /** 'Vus récemment': the other products this browser viewed, streamed. */
      recent: recentProducts(context, recent, product.slug),
    },
    { headers: { 'Set-Cookie': viewedCookie(request, recent, product.slug) } },
  )
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

export default function ProductPage() {
  const { product, structured, selected, addKey, recent } = useLoaderData<typeof loader>()
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

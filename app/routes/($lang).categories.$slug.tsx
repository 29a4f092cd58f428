import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { Await, isRouteErrorResponse, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { Suspense } from 'react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import type { ProductCard } from '~/api/catalogue.server'
import type { Settled } from '~/api/client.server'
import { loadCategoryPage } from '~/catalogue/category-page.server'
import { ProductGrid, ProductGridSkeleton } from '~/catalogue/ProductCard'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { CATEGORY_PAGE_SIZE, MAX_CATEGORY_PAGE } from '~/catalogue/page-sizes'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { StructuredData } from '~/search-engines/StructuredData'
import { type StreamsHandle } from '~/root'
import { rootMeta, useShop } from '~/root'

/**
 * This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components.
 * Its content streams in after skeletons: the root keeps the footer below the first screen.
 */
export const handle = { strings: ['catalogue'], streams: true } satisfies StringsHandle & StreamsHandle

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const translate = metaTranslate(matches, error)
  const root = rootMeta(matches)
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: translate('notFound.title') }]
  if (!root || !data || !('category' in data)) return [{ title: translate('catalogue.categoryError') }]
  return pageMeta({
    title: `${data.category.nom} - ${root.shop.name}`,
    description: root.shop.description,
    url: canonicalUrl(matches),
    image: data.category.image,
  })
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadCategoryPage)

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  if (!('category' in data))
    return (
      <p className="notice notice--error" role="alert">
        {t('catalogue.categoryError')}
      </p>
    )
  return <CategoryProducts {...data} />
}

function CategoryProducts({
  category,
  structured,
  first,
  page,
  pages,
}: {
  category: { slug: string; nom: string }
  structured: string
  first: number
  page: number
  pages: Settled<ProductCard[][]> | Promise<Settled<ProductCard[][]>>
}) {
  const { t } = useTranslation()
  const shop = useShop()
  const navigation = useNavigation()
  const loadingMore = navigation.state === 'loading' && navigation.location.pathname.endsWith(`/${category.slug}`)
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
        <Link to="/">{t('nav.home')}</Link> › <Link to="/categories">{t('nav.categories')}</Link> ›{' '}
        <span aria-current="page">{category.nom}</span>
      </nav>
      <StructuredData json={structured} />
      <h1>{category.nom}</h1>
      <Suspense fallback={<ProductGridSkeleton count={CATEGORY_PAGE_SIZE} layout={shop.layout} />}>
        <Await resolve={pages}>
          {(result) => {
            if (!result.ok)
              return (
                <p className="notice notice--error" role="alert">
                  {t('catalogue.productsError')}
                </p>
              )
            const products = result.data.flat()
            const last = result.data[result.data.length - 1] ?? []
            const earlier =
              first > 1 ? (
                <p className="load-more">
                  <Link
                    to={`/categories/${encodeURIComponent(category.slug)}${first > 2 ? `?page=${first - 1}` : ''}`}
                    className="button button--ghost"
                  >
                    {t('catalogue.showEarlier')}
                  </Link>
                </p>
              ) : null
            if (products.length === 0)
              return (
                <>
                  {earlier}
                  <p className="notice">{t('catalogue.noProducts')}</p>
                </>
              )
            return (
              <>
                {earlier}
                <ProductGrid products={products} currency={shop.currency} layout={shop.layout} eagerCount={4} />
                {last.length === CATEGORY_PAGE_SIZE && page < MAX_CATEGORY_PAGE ? (
                  <p className="load-more">
                    <Link
                      to={`?page=${page + 1}`}
                      preventScrollReset
                      replace
                      className="button button--ghost"
                      aria-busy={loadingMore}
                    >
                      {loadingMore ? t('catalogue.loading') : t('catalogue.loadMore')}
                    </Link>
                  </p>
                ) : null}
              </>
            )
          }}
        </Await>
      </Suspense>
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

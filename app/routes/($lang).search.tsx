import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { Await, useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { Suspense } from 'react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { loadSearchPage } from '~/catalogue/search-page.server'
import { ProductGrid, ProductGridSkeleton } from '~/catalogue/ProductCard'
import { SearchForm } from '~/catalogue/SearchForm'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { SEARCH_SKELETONS } from '~/catalogue/page-sizes'
import { type StreamsHandle } from '~/root'
import { rootMeta, useShop } from '~/root'

/**
 * This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components.
 * Its content streams in after skeletons: the root keeps the footer below the first screen.
 */
export const handle = { strings: ['search'], streams: true } satisfies StringsHandle & StreamsHandle

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  const root = rootMeta(matches)
  const shop = root?.shop.name ?? ''
  return [{ title: translate('search.title', { q: data?.q ?? '', shop }) }, { name: 'robots', content: 'noindex' }]
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadSearchPage)

export default function Search() {
  const { q, results } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const shop = useShop()
  return (
    <>
      <h1>{q ? t('search.heading', { q }) : t('search.prompt')}</h1>
      <SearchForm defaultValue={q} place="page" />
      {results ? (
        <Suspense key={q} fallback={<ProductGridSkeleton count={SEARCH_SKELETONS} layout={shop.layout} />}>
          <Await resolve={results}>
            {(result) => {
              if (!result.ok)
                return (
                  <p className="notice notice--error" role="alert">
                    {t('search.error')}
                  </p>
                )
              if (result.data.items.length === 0) {
                return (
                  <div className="notice">
                    <p>{t('search.empty', { q })}</p>
                    <Link to="/categories" className="button">
                      {t('search.explore')}
                    </Link>
                  </div>
                )
              }
              return (
                <>
                  <p role="status">{t('search.count', { count: result.data.total })}</p>
                  <ProductGrid
                    products={result.data.items}
                    currency={shop.currency}
                    layout={shop.layout}
                    eagerCount={4}
                  />
                </>
              )
            }}
          </Await>
        </Suspense>
      ) : null}
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { loadCategoriesPage } from '~/catalogue/categories-page.server'
import { Picture } from '~/pictures/Picture'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { rootMeta } from '~/root'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['catalogue'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches }) => {
  const translate = metaTranslate(matches)
  const root = rootMeta(matches)
  if (!root) return []
  return pageMeta({
    title: `${translate('catalogue.collectionsTitle')} - ${root.shop.name}`,
    description: root.shop.description,
    url: canonicalUrl(matches),
  })
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadCategoriesPage)

export default function Categories() {
  const result = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <>
      <h1>{t('catalogue.collectionsTitle')}</h1>
      {!result.ok ? (
        <p className="notice notice--error" role="alert">
          {t('catalogue.collectionsError')}
        </p>
      ) : result.data.length === 0 ? (
        <p className="notice">{t('catalogue.noCollections')}</p>
      ) : (
        <ul className="collections">
          {result.data.map((category, index) => (
            <li key={category.slug}>
              <Link
                to={`/categories/${encodeURIComponent(category.slug)}`}
                prefetch="intent"
                className="collections__item"
              >
                <Picture
                  src={category.image}
                  width={300}
                  height={300}
                  layout="collection"
                  priority={index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy'}
                />
                <span>{category.nom}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

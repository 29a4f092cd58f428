import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { withErrorStrings, useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { rootMeta } from '~/root'
import { POLICIES } from '~/content/policies'
import { loadPolicyPage } from '~/content/policy-page.server'
import contentStyles from '~/styles/content.css'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['policy'] } satisfies StringsHandle

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  const root = rootMeta(matches)
  if (!root || !data) return [{ title: translate('policy.notFound') }]
  return pageMeta({
    title: translate('policy.metaTitle', { title: translate(`policy.${data.type}`), shop: root.shop.name }),
    description: data.html,
    url: canonicalUrl(matches),
  })
}

export const loader = /* @__PURE__ */ pageLoader(handle, loadPolicyPage)

export default function PolicyPage() {
  const { type, html, hasSource } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="policy">
      <h1>{t(`policy.${type}`)}</h1>
      {html ? (
        <div className="rich-text policy__body" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        // Nothing at all: the page's own text; something that sanitising left empty: 'Contenu non disponible'.
        <p className="notice">{hasSource ? t('policy.noContent') : t(POLICIES[type].missing)}</p>
      )}
    </article>
  )
}

export const ErrorBoundary = withErrorStrings(PageError)

function PageError() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error)) console.error(error)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="not-found">
      <h1>{notFound ? t('policy.notFound') : t('failure.unknownTitle')}</h1>
      {notFound ? null : <p>{t('failure.defaultBody')}</p>}
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  )
}

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

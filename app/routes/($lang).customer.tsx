import { pageLoader } from '~/i18n/route-strings.server'
import { withoutLanguage } from '~/lib/languages'
import type { HeadersFunction, MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches } from '@remix-run/react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { CustomerMenu } from '~/account/CustomerMenu'
import { CUSTOMER_HEADERS, customerMeta } from '~/account/customer-meta'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { rootMeta } from '~/root'
import { customerSection } from '~/account/customer-sections'
import { loadCustomerArea } from '~/account/customer-pages.server'

/**
 * The customer area's strings and the account's (its logout), for this layout and every page under it
 * (app/i18n/fr/pages/): they reach browsers with this route; the root gives them to its components.
 */
export const handle = { strings: ['account', 'customer'] } satisfies StringsHandle

export const meta: MetaFunction = ({ matches, error }) => {
  const translate = metaTranslate(matches)
  return customerMeta(
    translate(isRouteErrorResponse(error) && error.status === 404 ? 'notFound.title' : 'customer.title'),
    rootMeta(matches)?.shop.name,
    matches,
  )
}

/** The customer area's pages and their .data answers: children without `headers` inherit these. */
export const headers: HeadersFunction = () => CUSTOMER_HEADERS

export const loader = /* @__PURE__ */ pageLoader(handle, loadCustomerArea)

/** The customer area: greeting, the title of the page shown, the menu, the page. */
export default function CustomerLayout() {
  const { prenom } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const matches = useMatches()
  const section = customerSection(withoutLanguage(matches[matches.length - 1]?.pathname ?? ''))
  return (
    <div className="account">
      <div className="account__head">
        {prenom ? <p className="account__greeting">{t('customer.greeting', { name: prenom })}</p> : null}
        <h1>{section ? t(`customer.sections.${section}`) : t('customer.title')}</h1>
      </div>
      <CustomerMenu />
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  )
}

/** A page of the area that does not exist, or an order that is not this customer's: the shared 404 page. */
export const ErrorBoundary = GeneralErrorBoundary

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

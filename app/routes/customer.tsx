import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { CustomerMenu } from '~/account/CustomerMenu'
import { CUSTOMER_HEADERS, customerMeta } from '~/account/customer-meta'
import { GeneralErrorBoundary } from '~/layout/NotFound'
import { customerSection } from '~/account/customer-sections'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { requireCustomer } from '~/server/session.server'
import { accountStrings } from '~/i18n/pages/account'
import { customerStrings } from '~/i18n/pages/customer'

/**
 * The customer area's strings and the account's (its logout), for this layout and every page under it
 * (app/i18n/pages/): they reach browsers with this route; the root gives them to its components.
 */
export const handle = { strings: [accountStrings, customerStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const meta: MetaFunction = ({ matches, error }) =>
  customerMeta(
    translate(isRouteErrorResponse(error) && error.status === 404 ? 'notFound.title' : 'customer.title'),
    matches,
  )

/** The customer area's pages and their .data answers: children without `headers` inherit these. */
export const headers: HeadersFunction = () => CUSTOMER_HEADERS

export function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = requireCustomer(context, request)
  return { prenom: customer.prenom?.trim() || null }
}

/** The customer area: greeting, the title of the page shown, the menu, the page. */
export default function CustomerLayout() {
  const { prenom } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const matches = useMatches()
  const section = customerSection(matches[matches.length - 1]?.pathname ?? '')
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

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n/use-translation'
import { customerMeta } from '~/account/customer-meta'
import { isUpcomingSection } from '~/account/customer-sections'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { notFound } from '~/account/customer-orders.server'
import { requireCustomer } from '~/server/session.server'
import { customerStrings } from '~/i18n/pages/customer'

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, [customerStrings])

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  customerMeta(translate(`customer.sections.${data?.section ?? 'orders'}`), matches)

/**
 * Settings, invoices, disputes and support have a place in the menu and the
 * titles but no page yet; any other name is the 404 page (the layout's boundary).
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  const section = params.section
  if (!isUpcomingSection(section)) throw notFound()
  return { section }
}

export default function UpcomingSection() {
  useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="account__placeholder">
      <p>{t('customer.notAvailable')}</p>
      <p className="account__muted">{t('customer.notAvailableHint')}</p>
      <Link to="/customer/orders" className="button">
        {t('customer.backToOrders')}
      </Link>
    </section>
  )
}

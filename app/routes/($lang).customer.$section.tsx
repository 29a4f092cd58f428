import { pageLoader } from '~/i18n/route-strings.server'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation, metaTranslate } from '~/i18n/use-translation'
import { customerMeta } from '~/account/customer-meta'
import { rootMeta } from '~/root'
import { isUpcomingSection } from '~/account/customer-sections'
import { notFound } from '~/account/customer-orders.server'
import { requireCustomer } from '~/account/login-session.server'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  return customerMeta(
    translate(`customer.sections.${data?.section ?? 'orders'}`),
    rootMeta(matches)?.shop.name,
    matches,
  )
}

/**
 * Settings, invoices, disputes and support have a place in the menu and the
 * titles but no page yet; any other name is the 404 page (the layout's boundary).
 */
function load({ request, context, params }: LoaderFunctionArgs) {
  requireCustomer(context, request)
  const section = params.section
  if (!isUpcomingSection(section)) throw notFound()
  return { section }
}
export const loader = /* @__PURE__ */ pageLoader({}, load)

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

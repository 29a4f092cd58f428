import { pageLoader } from '~/i18n/route-strings.server'
import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/i18n/links'
import { useTranslation, metaTranslate } from '~/i18n/use-translation'
import { customerMeta } from '~/account/customer-meta'
import { rootMeta } from '~/root'
import { loadCustomerSection } from '~/account/customer-pages.server'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  return customerMeta(
    translate(`customer.sections.${data?.section ?? 'orders'}`),
    rootMeta(matches)?.shop.name,
    matches,
  )
}

/** Settings, invoices, disputes and support: no page yet; any other name is the 404 page (the layout's boundary). */
export const loader = /* @__PURE__ */ pageLoader({}, loadCustomerSection)

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

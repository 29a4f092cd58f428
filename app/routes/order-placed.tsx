import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Reassurance } from '~/components/checkout/Reassurance'
import { translate } from '~/lib/text'
import { latestOrder } from '~/session.server'

export const meta: MetaFunction = () => [{ title: translate('order.placedTitle') }, { name: 'robots', content: 'noindex' }]

export function loader({ context }: LoaderFunctionArgs) {
  return json({ numCommande: latestOrder(context.session)?.numCommande ?? null })
}

/** After a cash-on-delivery order. */
export default function OrderPlaced() {
  const { numCommande } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="outcome outcome--success">
      <h1>{t('order.placedTitle')}</h1>
      {numCommande ? <p>{t('order.number', { numCommande })}</p> : null}
      <p>{t('order.placedText')}</p>
      <p className="outcome__links">
        <Link to="/customer/orders" className="button">
          {t('order.myOrders')}
        </Link>
        <Link to="/" className="button button--ghost">
          {t('order.home')}
        </Link>
      </p>
      <Reassurance />
    </section>
  )
}

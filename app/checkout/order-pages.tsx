import type { MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { latestOrderAmounts } from '~/checkout/checkout.server'
import { Outcome } from '~/checkout/Outcome'
import { PlacedOrder } from '~/checkout/PlacedOrder'
import type { BrowserKey } from '~/i18n/translate'
import { metaTranslate, useTranslation, type StringsHandle } from '~/i18n/use-translation'

/**
 * What the pages after a purchase share (order confirmation, payment return, payment status, order placed,
 * payment success and failure): their strings, and a title that no search engine indexes.
 */
export const orderPagesHandle = { strings: ['order'] } satisfies StringsHandle

type OrderPageKey = BrowserKey

/** An order page's head: its title, not indexed. */
export function orderPageMeta(
  title: OrderPageKey,
  matches: Parameters<MetaFunction>[0]['matches'],
): ReturnType<MetaFunction> {
  return [{ title: metaTranslate(matches)(title) }, { name: 'robots', content: 'noindex' }]
}

/**
 * The page after an order was placed (cash on delivery) or paid: its text, then the latest order of this
 * browser with the platform's amounts for it (its route's loader returns `latestOrderAmounts`).
 */
export function PlacedOrderPage({ title, text }: { title: OrderPageKey; text: ReactNode }) {
  const { order, amounts } = useLoaderData<typeof latestOrderAmounts>()
  const { t } = useTranslation()
  return (
    <Outcome success title={t(title)} next={{ to: '/customer/orders', label: t('order.myOrders') }}>
      {text}
      {order ? <PlacedOrder order={order} amounts={amounts} /> : null}
    </Outcome>
  )
}

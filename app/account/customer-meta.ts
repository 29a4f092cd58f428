import type { MetaDescriptor } from '@remix-run/cloudflare'
import { metaTranslate } from '~/i18n/use-translation'

/** The customer area's pages: '{title} - {shop}', never indexed. */
export function customerMeta(
  title: string,
  shop: string | undefined,
  matches: { id: string; data: unknown }[],
): MetaDescriptor[] {
  const translate = metaTranslate(matches)
  return [
    { title: shop ? translate('customer.pageTitle', { title, shop }) : title },
    { name: 'robots', content: 'noindex' },
  ]
}

/** What every page of the customer area answers with, documents and .data alike: its data is this customer's. */
export const CUSTOMER_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

import type { Language } from '~/lib/languages'
import { formatPrice } from '~/lib/money'

/**
 * 'Commander via WhatsApp' on the cart page: the shop's wa.me link with a message the shopper sends as it is.
 * The server writes it (./whatsapp-order.server.ts) but for the delivery and the total, which the page writes
 * from the amounts its summary renders: the shop reads the total the shopper is shown, also after a delivery
 * zone is chosen.
 */
export interface WhatsAppOrder {
  /** The shop's wa.me link, up to its message: `https://wa.me/<digits>?text=`. */
  link: string
  /** The greeting, one line per cart line, the subtotal and the discount, each ending with a line break. */
  head: string
  /** The delivery line with `#` for its price, and the line while no zone is chosen. */
  shipping: string
  noShipping: string
  /** The total line with `#` for the amount. */
  total: string
  /** The shop's address, after a blank line. */
  foot: string
}

/** The order's link with its whole message: `shipping` null while no zone is chosen; `total` the summary's. */
export function whatsappOrderLink(
  o: WhatsAppOrder,
  shipping: number | null,
  total: number,
  currency: string,
  language: Language,
) {
  const fill = (line: string, amount: number) => line.replace('#', formatPrice(amount, currency, language))
  return (
    o.link +
    encodeURIComponent(
      o.head + (shipping === null ? o.noShipping : fill(o.shipping, shipping)) + fill(o.total, total) + o.foot,
    )
  )
}

import type { Cart } from '~/api/cart.server'
import type { Language } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { formatPrice } from '~/lib/money'
import { whatsappLink } from '~/lib/whatsapp'
import type { WhatsAppOrder } from './whatsapp-order'

/** What the cart shows for a line: its option's price, else the product's, times its quantity. */
export function lineAmount(item: Cart['items'][number]): number {
  return (item.variant?.prix ?? item.produit.prix) * item.quantity
}

/** The placeholder of an amount the page writes (the delivery and the total follow the zone chosen). */
const AMOUNT = '#'

/**
 * The cart page's WhatsApp order (./whatsapp-order.ts): the shop's wa.me link (the spec's number rule), and the
 * message as the server knows it: the greeting, each line with its quantity, name, option and amount as the cart
 * shows them, the summary's subtotal and discount from the amounts the summary is given, the delivery and total
 * lines left for the page to fill in, and the shop's address, in the page's language. None without a contact phone or without lines.
 */
export function whatsappOrder(
  phone: string | null,
  cart: Pick<Cart, 'items' | 'total'>,
  promo: { code: string; discountAmount: number } | null,
  currency: string,
  shopUrl: string,
  language: Language,
): WhatsAppOrder | null {
  const t = textOf(language)
  const link = whatsappLink(phone)
  if (!link || cart.items.length === 0) return null
  const price = (amount: number) => formatPrice(amount, currency, language)
  const line = (label: string, amount: string) => t('whatsappOrder.amountLine', { label, amount })
  const lines = cart.items.map((item) =>
    t(item.variant ? 'whatsappOrder.lineVariant' : 'whatsappOrder.line', {
      quantity: item.quantity,
      name: item.produit.nom,
      variant: item.variant?.nom ?? '',
      amount: price(lineAmount(item)),
    }),
  )
  const discount = promo && promo.discountAmount > 0 ? promo.discountAmount : 0
  return {
    link: `${link}?text=`,
    head: [
      t('whatsappOrder.intro'),
      ...lines,
      '',
      line(t('cart.subtotal'), price(cart.total)),
      ...(discount > 0 ? [line(t('cart.discount', { code: promo!.code }), `−${price(discount)}`)] : []),
      '',
    ].join('\n'),
    shipping: `${line(t('cart.shipping'), AMOUNT)}\n`,
    noShipping: `${line(t('cart.shipping'), t('cart.shippingToChoose'))}\n`,
    total: line(t('cart.total'), AMOUNT),
    foot: `\n\n${t('whatsappOrder.shop', { url: shopUrl })}`,
  }
}

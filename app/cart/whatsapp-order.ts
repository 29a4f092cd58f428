import type { Cart } from '~/api/contract.server'
import type { cartStrings } from '~/i18n/pages/cart'
import type { KeyOf, LayoutKey, Translate as TranslateKeys } from '~/i18n/translate'
import { formatPrice } from '~/lib/money'
import { withWhatsAppText } from '~/lib/whatsapp'

/**
 * 'Commander via WhatsApp' on the cart page (docs/decisions/051-order-again-whatsapp-recently-viewed.md): the
 * shop's wa.me link with a message the shopper sends as it is. Each line with its quantity, name, option and
 * amount as the cart shows it, then the cart summary's own lines (its discount, delivery and total: the same
 * numbers, so the shop reads what the shopper would be charged), then the shop's address.
 */

/** The cart page's translate: the layout's strings and the cart's. */
type Translate = TranslateKeys<LayoutKey | KeyOf<(typeof cartStrings)['fr']>>

export interface CartAmounts {
  subtotal: number
  discount: number
  promoCode: string | null
  /** The chosen zone's price; null while none is chosen (the summary then says so, and counts none). */
  shipping: number | null
  /** The summary's total: subtotal + shipping − discount. */
  total: number
  currency: string
}

/** What the cart shows for a line: its option's price, else the product's, times its quantity. */
export function lineAmount(item: Cart['items'][number]): number {
  return (item.variant?.prix ?? item.produit.prix) * item.quantity
}

export function whatsappOrderText(t: Translate, items: Cart['items'], amounts: CartAmounts, shopUrl: string): string {
  const price = (amount: number) => formatPrice(amount, amounts.currency)
  const amountLine = (label: string, amount: string) => t('cart.whatsapp.amountLine', { label, amount })
  const lines = items.map((item) =>
    t(item.variant ? 'cart.whatsapp.lineVariant' : 'cart.whatsapp.line', {
      quantity: item.quantity,
      name: item.produit.nom,
      variant: item.variant?.nom ?? '',
      amount: price(lineAmount(item)),
    }),
  )
  const summary = [amountLine(t('cart.subtotal'), price(amounts.subtotal))]
  if (amounts.discount > 0) {
    const label = amounts.promoCode ? t('cart.discount', { code: amounts.promoCode }) : t('cart.discountPlain')
    summary.push(amountLine(label, `−${price(amounts.discount)}`))
  }
  summary.push(
    amountLine(t('cart.shipping'), amounts.shipping === null ? t('cart.shippingToChoose') : price(amounts.shipping)),
  )
  summary.push(amountLine(t('cart.total'), price(amounts.total)))
  return [t('cart.whatsapp.intro'), ...lines, '', ...summary, '', t('cart.whatsapp.shop', { url: shopUrl })].join('\n')
}

/** The shop's wa.me link (`shop.whatsapp`, null without a contact phone) carrying the cart as its message. */
export function whatsappOrderLink(
  shopLink: string | null,
  t: Translate,
  items: Cart['items'],
  amounts: CartAmounts,
  shopUrl: string,
): string | null {
  if (!shopLink || items.length === 0) return null
  return withWhatsAppText(shopLink, whatsappOrderText(t, items, amounts, shopUrl))
}

import type { Product } from '~/api/catalogue.server'
import type { Shop } from '~/api/shop.server'
import { textOf } from '~/i18n/text.server'
import { shopCurrency } from '~/layout/shop.server'
import { formatPrice } from '~/lib/money'
import { whatsappLink, withWhatsAppText } from '~/lib/whatsapp'
import type { RequestContext } from '~/server/load-context'

/**
 * A product page's WhatsApp links, written by its loader in the page's language (the page's script carries
 * none of their strings): 'Partager' (`wa.me/?text=`, no number: the shopper picks the contact) with the
 * product's name, price and address, and the shop's own WhatsApp button with « Bonjour, je suis intéressé(e)
 * par {produit} {lien} » written, which the layout uses on this page instead of the bare chat
 * (`shopWhatsApp`, app/root.tsx). The same for every visitor: the page stays a shared one.
 */
export function productShare(
  context: RequestContext,
  shop: Shop,
  product: Pick<Product, 'nom' | 'prix'>,
  variant: Pick<Product['variants'][number], 'prix'> | undefined,
  url: string,
) {
  const t = textOf(context.language)
  const price = formatPrice(variant?.prix ?? product.prix, shopCurrency(shop), context.language)
  const chat = whatsappLink(shop.user_phone)
  return {
    share: {
      href: withWhatsAppText('https://wa.me/', t('share.productMessage', { name: product.nom, price, url })),
      label: t('share.product'),
      title: t('share.productLabel', { name: product.nom }),
    },
    shopWhatsApp: chat ? withWhatsAppText(chat, t('share.ask', { product: product.nom, url })) : null,
  }
}

import type { Cart } from '~/api/cart.server'
import { getProduct, searchProductsNamed, type Product } from '~/api/catalogue.server'
import { platformFailure, publicApi, type Api } from '~/api/client.server'
import { localPath } from '~/i18n/languages'
import { textOf } from '~/i18n/text.server'
import { requireShop, shownShopNames } from '~/layout/shop.server'
import type { RequestContext } from '~/server/load-context'
import {
  CART_LINK_MAX_LINES,
  CART_LINK_MAX_QUANTITY,
  cartLinkPath,
  isLinkSlug,
  variantLinkKey,
  type LinkLine,
} from './cart-link'

/**
 * 'Partager ce panier' on the cart page (./ShareCart.tsx): the cart as a cart link (./cart-link.ts), its products,
 * options and quantities only, and a WhatsApp link (`wa.me/?text=`, no number: the shopper picks the contact)
 * carrying it.
 */
export interface CartShare {
  url: string
  /** The share sheet's text, beside the link. */
  text: string
  whatsapp: string
  /** The lines the link could not carry (a product the catalogue search no longer finds), by name. */
  missing: string[]
}

/**
 * A cart line names its product by id and name, a link by slug: each product is found through the platform's
 * search by its name, the result with its id; its options through its product page, when a line has one. Both
 * answers are kept by the API client's cache.
 */
async function linkProduct(api: Api, item: Cart['items'][number]): Promise<Product | Pick<Product, 'slug'> | null> {
  const results = await searchProductsNamed(api, item.produit.nom)
  const card = results.items.find((found) => String(found.id) === String(item.produit.id))
  if (!card || !isLinkSlug(card.slug)) return null
  return item.variant ? getProduct(api, card.slug) : card
}

/** The cart's link, or null for an empty cart, a cart none of whose products is found, or a platform failure. */
export async function cartShare(context: RequestContext, cart: Cart): Promise<CartShare | null> {
  if (cart.items.length === 0) return null
  const api = publicApi(context)
  const t = textOf(context.language)
  try {
    const [{ shop }, products] = await Promise.all([
      requireShop(context),
      Promise.all(cart.items.slice(0, CART_LINK_MAX_LINES).map((item) => linkProduct(api, item))),
    ])
    const lines: LinkLine[] = []
    const missing = cart.items.slice(CART_LINK_MAX_LINES).map((item) => item.produit.nom)
    for (const [index, product] of products.entries()) {
      const item = cart.items[index]!
      const variants = product && 'variants' in product ? product.variants : []
      const variant = item.variant ? variants.find((v) => String(v.id) === String(item.variant!.id)) : null
      const key = variant ? variantLinkKey(variants, variant) : null
      if (!product || (item.variant && !key)) missing.push(item.produit.nom)
      else lines.push({ slug: product.slug, variant: key, quantity: Math.min(item.quantity, CART_LINK_MAX_QUANTITY) })
    }
    if (lines.length === 0) return null
    const url = `${context.origin}${localPath(context.language, cartLinkPath(lines))}`
    const shopName = shownShopNames(context, shop).name
    return {
      url,
      text: t('share.cartText', { shop: shopName }),
      whatsapp: `https://wa.me/?text=${encodeURIComponent(t('share.cartMessage', { shop: shopName, url }))}`,
      missing,
    }
  } catch (caught) {
    platformFailure(caught)
    // Shared later, or by the WhatsApp order: the cart page itself stays whole.
    return null
  }
}

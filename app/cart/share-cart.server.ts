import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import type { Cart } from '~/api/cart.server'
import { getProduct, searchProductsNamed, type Product } from '~/api/catalogue.server'
import { platformFailure, publicApi, type Api } from '~/api/client.server'
import { loadCart } from '~/cart/shopper-cart.server'
import { localPath } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { setToast } from '~/server/session.server'
import {
  CART_LINK_MAX_LINES,
  CART_LINK_MAX_QUANTITY,
  CART_LINK_SHARE,
  cartLinkPath,
  isLinkSlug,
  variantLinkKey,
  type LinkLine,
} from './cart-link'

/**
 * 'Partager ce panier' on the cart page is a plain link to /cart/share (routes/($lang).cart_.share.ts): the
 * visitor's cart as a cart link (./cart-link.ts), its products, options and quantities only, opened in its
 * sharing view, which shows the link to copy or send and what whoever opens it will see
 * (app/cart/SharePanel.tsx). The products' slugs are looked up then, not at every view of the cart.
 */

/**
 * A cart line names its product by id and name, a link by slug: each product is found through the platform's
 * search by its name, the result with its id; its options through its product page, when the line has one.
 * Both answers are kept by the API client's cache.
 */
async function linkProduct(api: Api, item: Cart['items'][number]): Promise<Pick<Product, 'slug' | 'variants'> | null> {
  const results = await searchProductsNamed(api, item.produit.nom)
  const card = results.items.find((found) => String(found.id) === String(item.produit.id))
  if (!card || !isLinkSlug(card.slug)) return null
  return item.variant ? getProduct(api, card.slug) : { slug: card.slug, variants: [] }
}

/** The cart's lines as a link's, and the names of those a link cannot carry (a product the search no longer finds). */
export async function cartLinkLines(api: Api, cart: Cart): Promise<{ lines: LinkLine[]; missing: string[] }> {
  const items = cart.items.slice(0, CART_LINK_MAX_LINES)
  const products = await Promise.all(items.map((item) => linkProduct(api, item)))
  const lines: LinkLine[] = []
  const missing = cart.items.slice(CART_LINK_MAX_LINES).map((item) => item.produit.nom)
  for (const [index, item] of items.entries()) {
    const product = products[index]
    const variant = item.variant && product?.variants.find((v) => String(v.id) === String(item.variant!.id))
    const key = variant && product ? variantLinkKey(product.variants, variant) : null
    if (!product || (item.variant && !key)) missing.push(item.produit.nom)
    else lines.push({ slug: product.slug, variant: key, quantity: Math.min(item.quantity, CART_LINK_MAX_QUANTITY) })
  }
  return { lines, missing }
}

/**
 * /cart/share: to the cart's link in its sharing view, the lines it cannot carry named in a message; back to the
 * cart, with a message, when there is nothing to share or the platform fails.
 */
export async function shareCart({ context }: LoaderFunctionArgs) {
  const t = textOf(context.language)
  const back = (message: string) => {
    setToast(context.session, { type: 'error', message })
    return redirect(localPath(context.language, '/cart'), 303)
  }
  let link
  try {
    link = await cartLinkLines(publicApi(context), await loadCart(context))
  } catch (caught) {
    platformFailure(caught)
    return back(t('share.failed'))
  }
  if (link.lines.length === 0) return back(t('share.nothing'))
  if (link.missing.length > 0)
    setToast(context.session, { type: 'info', message: t('share.notInLink', { names: link.missing.join(', ') }) })
  return redirect(localPath(context.language, `${cartLinkPath(link.lines)}&${CART_LINK_SHARE}`), 303)
}

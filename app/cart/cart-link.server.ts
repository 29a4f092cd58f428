import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { addCartItem } from '~/api/cart.server'
import type { Product } from '~/api/catalogue.server'
import { ApiError, platformFailure, publicApi } from '~/api/client.server'
import { productsOfLink } from '~/catalogue/product-lookups.server'
import { cartId, unavailableNotice } from '~/account/order-again.server'
import { getCartId, setCartId, setCartNotice } from '~/cart/cart-session.server'
import { loadCart } from '~/cart/shopper-cart.server'
import { localPath } from '~/lib/languages'
import type { CartShare } from './SharePanel'
import { textOf } from '~/i18n/text.server'
import { requireShop, shopCurrency, shownShopNames } from '~/layout/shop.server'
import { faultStatus } from '~/lib/failure'
import { formatPrice } from '~/lib/money'
import { readOneTimeKey, refused, tooMany } from '~/server/forms.server'
import { overLimit } from '~/server/rate-limits/limits.server'
import { setToast } from '~/server/session.server'
import {
  CART_LINK_PARAM,
  CART_LINK_SHARE,
  cartLinkPath,
  findVariant,
  formatCartLink,
  parseCartLink,
  type LinkLine,
  type LinkProblem,
} from './cart-link'

/**
 * The cart link page (routes/($lang).cart-link.tsx; the link's format: ./cart-link.ts): each line of the link
 * found in today's catalogue, with today's price, and named when it cannot be added as written (a product no
 * longer sold, an option gone or to choose, fewer in stock than asked); one form puts what can be added into the
 * visitor's own cart. The page reads no session: it is one of the edge cache's shared pages.
 */

/** What became of a line of the link. */
type LineState = 'ready' | 'capped' | 'soldOut' | 'gone' | 'variantGone' | 'chooseVariant'

export interface ResolvedLine {
  /** The line as the link wrote it. */
  slug: string
  variantKey: string | null
  asked: number
  state: LineState
  /** What one press adds: the quantity asked, the stock left when fewer ('capped'), else 0. */
  quantity: number
  product: { id: number; nom: string; slug: string; image: string | null; stock: number | null } | null
  variant: { id: number; nom: string } | null
  unitPrice: number
}

/**
 * The link's lines in today's catalogue (`products`: each slug's product, null when the platform has none), in its
 * order. The stock a product has is shared by its lines (two options of one product), in order.
 */
export function resolveCartLink(
  products: ReadonlyMap<string, Product | null>,
  lines: readonly LinkLine[],
): ResolvedLine[] {
  const stockLeft = new Map<Product, number | null>()
  return lines.map((line) => {
    const resolved: ResolvedLine = {
      slug: line.slug,
      variantKey: line.variant,
      asked: line.quantity,
      state: 'gone',
      quantity: 0,
      product: null,
      variant: null,
      unitPrice: 0,
    }
    const product = products.get(line.slug) ?? null
    const produitId = product ? cartId(product.id) : null
    if (!product || produitId === null) return resolved
    const variant = line.variant === null ? null : findVariant(product.variants, line.variant)
    const variantId = variant ? cartId(variant.id) : null
    const left = stockLeft.has(product) ? stockLeft.get(product)! : product.qteEnStock
    resolved.product = {
      id: produitId,
      nom: product.nom,
      slug: product.slug,
      image: variant?.image || product.image_url || product.image,
      stock: left,
    }
    resolved.unitPrice = variant?.prix ?? product.prix
    if (variant && variantId !== null) resolved.variant = { id: variantId, nom: variant.nom }
    if (line.variant !== null && !resolved.variant) return { ...resolved, state: 'variantGone' }
    if (line.variant === null && product.variants.length > 0) return { ...resolved, state: 'chooseVariant' }
    if (left !== null && left <= 0) return { ...resolved, state: 'soldOut' }
    const quantity = left === null ? line.quantity : Math.min(line.quantity, left)
    if (left !== null) stockLeft.set(product, left - quantity)
    return { ...resolved, quantity, state: quantity < line.quantity ? 'capped' : 'ready' }
  })
}

/** How many articles one press adds, and their amount at today's prices. */
export function linkTotals(lines: readonly ResolvedLine[]): { count: number; total: number } {
  return lines.reduce(
    (sum, line) => ({ count: sum.count + line.quantity, total: sum.total + line.quantity * line.unitPrice }),
    { count: 0, total: 0 },
  )
}

/** How a line is named to the shopper: its product and option, else the slug the link wrote. */
function linkLineName(line: ResolvedLine): string {
  if (!line.product) return line.slug
  const option = line.variant?.nom ?? line.variantKey
  return option ? `${line.product.nom} (${option})` : line.product.nom
}

/** Names listed in the page's Open Graph description at most. */
const DESCRIBED = 6

/** The cart link page's data: its lines, what one press adds, its form and its Open Graph title and picture. */
export async function loadCartLinkPage({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const parsed = parseCartLink(url.searchParams.getAll(CART_LINK_PARAM))
  if (!parsed.ok) throw data({ problem: parsed.problem as LinkProblem | null }, { status: 400 })
  let lines: ResolvedLine[]
  try {
    const found = await productsOfLink(
      context,
      parsed.lines.map((line) => line.slug),
    )
    if ('refused' in found) {
      const { retryAfter, message } = found.refused
      throw data({ problem: null, limited: message }, { status: 429, headers: { 'Retry-After': String(retryAfter) } })
    }
    lines = resolveCartLink(found.products, parsed.lines)
  } catch (caught) {
    // A product the platform garbled or failed to give fails the page (never "no longer sold"), and it is not kept.
    if (!(caught instanceof ApiError)) throw caught
    throw data({ problem: null as LinkProblem | null }, { status: faultStatus(caught) })
  }
  const { shop } = await requireShop(context)
  const t = textOf(context.language)
  const { count, total } = linkTotals(lines)
  const amount = formatPrice(total, shopCurrency(shop), context.language)
  const shopName = shownShopNames(context, shop).name
  const addable = lines.filter((line) => line.quantity > 0)
  const described = (addable.length > 0 ? addable : lines).slice(0, DESCRIBED)
  const items = described.map((line) =>
    line.quantity > 1 ? `${linkLineName(line)} ×${line.quantity}` : linkLineName(line),
  )
  const address = `${context.origin}${localPath(context.language, cartLinkPath(parsed.lines))}`
  /** The sharing view (`&share`, from the cart page's 'Partager ce panier'): the link and what sends it. */
  const share: CartShare | null = url.searchParams.has(CART_LINK_SHARE)
    ? {
        url: address,
        text: t('share.cartText', { shop: shopName }),
        whatsapp: `https://wa.me/?text=${encodeURIComponent(t('share.cartMessage', { shop: shopName, url: address }))}`,
      }
    : null
  return {
    lines,
    count,
    total,
    /** The link as the form sends it again: the action reads it afresh (today's stock then). */
    items: formatCartLink(parsed.lines),
    /** Its own address, as the cart page's 'Partager ce panier' writes it. */
    canonicalPath: cartLinkPath(parsed.lines),
    /** The form's one-time key (the edge cache gives each answer its own). */
    idempotencyKey: crypto.randomUUID(),
    share,
    og: {
      title:
        count === 0
          ? t('cartLink.metaTitleNone', { shop: shopName })
          : t(count === 1 ? 'cartLink.metaTitleOne' : 'cartLink.metaTitle', { count, total: amount }),
      description: t('cartLink.metaDescription', {
        items: lines.length > DESCRIBED ? `${items.join(', ')}…` : items.join(', '),
        shop: shopName,
      }),
      image: addable.find((line) => line.product?.image)?.product?.image ?? null,
    },
  }
}

/**
 * The page's one form: what the link holds today into the visitor's cart (a new one, or beside what it holds),
 * each line once for the form's one-time key and the line's place, then the cart, with and without JavaScript.
 * What could not be added is named on the cart page.
 */
export async function cartLinkAction({ request, context }: ActionFunctionArgs) {
  const t = textOf(context.language)
  const form = await request.formData()
  const key = readOneTimeKey(form, 'idempotencyKey')
  const items = form.get(CART_LINK_PARAM)
  const parsed = typeof items === 'string' ? parseCartLink([items]) : null
  // One press is up to 50 adds: a few presses per client, then 429 (app/server/rate-limits/).
  const limited = await overLimit(context, 'cartLink', { request, ownOnly: !key || !parsed?.ok })
  if (limited) return tooMany(limited, { key })
  if (!key || !parsed?.ok) return refused(400, { message: t('cartLink.invalidForm'), key })

  const api = publicApi(context)
  const unavailable: string[] = []
  const fewer: string[] = []
  let added = 0
  try {
    const found = await productsOfLink(
      context,
      parsed.lines.map((line) => line.slug),
    )
    if ('refused' in found) return tooMany(found.refused, { key })
    const lines = resolveCartLink(found.products, parsed.lines)
    for (const [index, line] of lines.entries()) {
      if (!line.product || line.quantity === 0) {
        unavailable.push(linkLineName(line))
        continue
      }
      try {
        const item = {
          produitId: line.product.id,
          variantId: line.variant?.id ?? null,
          quantity: line.quantity,
          cartId: getCartId(context.session),
        }
        const answer = await addCartItem(api, item, `${key}-${index}`)
        if (answer.cartId) setCartId(context.session, answer.cartId)
        added += line.quantity
        if (line.state === 'capped')
          fewer.push(
            t('cartLink.addedFewer', {
              name: linkLineName(line),
              added: line.quantity,
              asked: line.asked,
              stock: line.product.stock ?? line.quantity,
            }),
          )
      } catch (error) {
        // Refused for this line alone (the cart already holds the stock): named, the others go on.
        if (!(error instanceof ApiError && error.kind === 'status' && error.status! < 500)) throw error
        unavailable.push(linkLineName(line))
      }
    }
    if (added > 0) await loadCart(context)
  } catch (caught) {
    return refused(faultStatus(platformFailure(caught)), { message: t('cart.addError'), key })
  }
  // What the link could not add, named on the cart: the lines left out, and those added in part (fewer in stock).
  const notices = [
    ...(unavailable.length > 0 ? [unavailableNotice(unavailable, context.language, 'cartLink.notAdded')] : []),
    ...fewer,
  ]
  if (notices.length > 0) setCartNotice(context.session, notices.join(' '))
  if (added > 0) setToast(context.session, { type: 'success', message: t('cartLink.added', { count: added }) })
  return redirect(localPath(context.language, '/cart'), 303)
}

/** The answer of a refused press: the form keeps its key, so that trying again is the same press. */
export type CartLinkRefusal = { ok: false; message: string | null; key: string | null }

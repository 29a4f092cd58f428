import type { Product } from '~/api/catalogue.server'
import type { Shop, ShopSettings } from '~/api/shop.server'
import { derived, derivedTable } from '~/server/derived.server'
import { analyticsIds } from '~/analytics/analytics-ids'
import { cssVariablesRule, shopCssVariables } from '~/lib/colors'
import { resolveTheme, type Theme } from '~/lib/theme'
import { whatsappLink } from '~/lib/whatsapp'
import { sanitizeHtml } from '~/server/sanitize.server'
import { shopCurrency } from '~/layout/shop.server'

/**
 * What pages show of a cached platform answer, derived once per answer rather than on every request
 * (app/server/derived.server.ts). Server-only: the tables live in this module, never in a route's.
 */

type Names = { name: string; loadingName: string }

const shopViews = derivedTable<ReturnType<typeof shopView>>()
const themes = derivedTable<Theme>()
const descriptions = derivedTable<string>()

/**
 * The layout's view of the shop: what the header, footer and theme show. `variant` names what the names
 * depend on besides the answer (host, platform domain); `names` is called only when not derived yet.
 */
export function layoutShop(shop: Shop, variant: string, names: () => Names) {
  return derived(shopViews, shop, variant, () => shopView(shop, names()))
}

export function layoutTheme(settings: ShopSettings): Theme {
  return derived(themes, settings, '', () => resolveTheme(settings))
}

/** A product's description as safe HTML (the same allowlist, once per cached answer). */
export function productDescription(product: Product): string {
  return derived(descriptions, product, '', () => sanitizeHtml(product.description))
}

function shopView(shop: Shop, names: Names) {
  const ids = analyticsIds(shop)
  const socials = shop.reseaux_sociaux
  return {
    shop: {
      id: shop.id,
      ...names,
      description: shop.description,
      logo: shop.logo,
      favicon: shop.favicon,
      currency: shopCurrency(shop),
      whatsapp: whatsappLink(shop.user_phone),
      socials: {
        facebook: socials.facebook_url ?? null,
        x: socials.x_url ?? null,
        instagram: socials.instagram_url ?? null,
        tiktok: socials.tiktok_url ?? null,
        youtube: socials.youtube_url ?? null,
      },
      policies: {
        about: Boolean(shop.politiques.apropos?.trim()),
        refund: Boolean(shop.politiques.remboursement?.trim()),
        return: Boolean(shop.politiques.retour?.trim()),
      },
      gtag: ids.gtag,
      pixel: ids.pixel,
    },
    themeCss: cssVariablesRule(
      shopCssVariables({
        primary: shop.couleur_primaire,
        secondary: shop.couleur_secondaire,
        customization: shop.theme_customization,
      }),
    ),
  }
}

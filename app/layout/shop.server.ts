import { data } from '@remix-run/cloudflare'
import { ApiError, platformFailure, publicApi } from '~/api/client.server'
import { getShopData, getShopSettings, type Shop, type ShopSettings } from '~/api/shop.server'
import { failureFromUpstream, faultStatus, type ShopFailure } from '~/lib/failure'
import { DEFAULT_CURRENCY } from '~/lib/money'
import type { LoadedShop, RequestContext } from '~/server/load-context'
import { shopNames } from '~/lib/host'
import { textOf } from '~/i18n/text.server'

/** The currency the shop's prices are in: the one every amount is shown in and the provider charges in. */
export function shopCurrency(shop: Shop): string {
  return shop.devise?.trim() || DEFAULT_CURRENCY
}

/** The names shown for this request's shop: its own, else one made from the host, else the catalogue's default. */
export function shownShopNames(context: RequestContext, shop: Shop) {
  const t = textOf(context.language)
  return shopNames(shop.nom, context.tenant.host, context.env.PLATFORM_DOMAIN, {
    name: t('shop.defaultName'),
    loading: t('shop.loadingName'),
  })
}

/**
 * The shop of this request with its settings, asked for once per request
 * however many loaders need it. A failure of the shop's data is thrown as the
 * matching error screen; one of the settings gives the default theme.
 */
export async function requireShop(context: RequestContext): Promise<LoadedShop> {
  if (!context.tenant.shop) throw failureResponse({ code: '404', details: null }, 404)
  let loading = context.perRequest.shop
  if (!loading) {
    const api = publicApi(context)
    const settings = getShopSettings(api).catch(platformFailure)
    loading = Promise.all([getShopData(api, context.tenant.shop), settings]).then(([shop, answer]) => ({
      shop,
      settings: answer instanceof ApiError ? defaultSettings(answer) : answer,
    }))
    context.perRequest.shop = loading
  }
  try {
    return await loading
  } catch (caught) {
    const error = platformFailure(caught)
    const failure = failureFromUpstream(error)
    // A status the lookup's screens do not name ('Erreur Inconnue') is the platform misbehaving: 502.
    throw failureResponse(failure, failure.code === 'other' ? 502 : faultStatus(error))
  }
}

/** The settings only choose the theme: when they fail (and the cache has none left), the default one. */
function defaultSettings(failure: ApiError): ShopSettings {
  console.error(`shop settings: ${failure.message}`)
  return { themeName: null, themeFile: null }
}

function failureResponse(shopFailure: ShopFailure, status: number) {
  return data({ shopFailure }, { status })
}

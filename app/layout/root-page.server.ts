/**
 * The root route's loader (app/root.tsx): the shop, its look and the layout's content for every page, with the
 * visitor's own parts (signed-in name, cart count, a message shown once).
 */
import { data as withHeaders, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isPrefixLanguage, looksLikeLanguage } from '~/lib/languages'
import { layoutStrings } from '~/i18n/text.server'
import type { Strings } from '~/i18n/translate'
import { isPlatformHost } from '~/lib/host'
import { loadLayoutContent } from '~/content/layout-content.server'
import { requireShop, shownShopNames } from '~/layout/shop.server'
import { layoutShop, layoutTheme } from '~/layout/views.server'
import { sendsWholeDocument } from '~/server/document.server'
import { pictureHosts } from '~/server/env.server'
import { serverSetPicture } from '~/pictures/server-set.server'
import { layoutParts } from '~/visitor/parts.server'

export async function loadRoot({ request, context, params }: LoaderFunctionArgs) {
  const strings = layoutStrings(context.language)
  // A first segment in a language's place that is not one of the shop's (`/de/cart`, `/fr`, `/xx`): the 404
  // screen, nothing asked of the platform. Any other unknown first segment (`/nulle-part`) is an unknown page:
  // its route answers the 404 page inside the layout (pageLoader of app/i18n/route-strings.server.ts).
  if (looksLikeLanguage(params.lang) && !isPrefixLanguage(params.lang))
    throw withHeaders({ shopFailure: { code: '404' as const, details: null }, strings }, { status: 404 })
  const wholeDocument = sendsWholeDocument(request, context)
  const content = loadLayoutContent(request, context, !wholeDocument) // never rejects
  const { shop, settings } = await requireShop(context).catch((thrown: unknown) => {
    throw withLayoutStrings(thrown, strings)
  })
  const url = new URL(request.url)
  const { host } = context.tenant
  const platformDomain = context.env.PLATFORM_DOMAIN
  const view = layoutShop(shop, `${host} ${platformDomain}`, () => shownShopNames(context, shop))
  const { announcements, popup, popupCookie } = await content
  const hosts = pictureHosts(context.env)
  const rootData = {
    shop: view.shop,
    theme: layoutTheme(settings),
    themeCss: view.themeCss,
    language: context.language,
    /** The layout's strings in the page's language, as data: no catalogue is in a script. */
    strings,
    origin: context.origin,
    /** The sites whose pictures go through the shop's image path (app/pictures/). */
    pictureHosts: hosts,
    /** The shop's logo as the header draws it, through the image path. */
    logo: view.shop.logo ? serverSetPicture(view.shop.logo, 'logo', hosts) : null,
    platformIcon: isPlatformHost(host, platformDomain),
    // The visitor's own: signed-in name, cart count, messages shown once. A page from the edge cache is rendered
    // for nobody and gets them at the edge (app/visitor/edge-fill.server.ts).
    ...layoutParts(context.session),
    // A streamed page's late sections need a script to appear: browsers without one come back via /no-js.
    noScriptRedirect: wholeDocument ? null : `/no-js?to=${encodeURIComponent(url.pathname + url.search)}`,
    announcements,
    popup,
  }
  return withHeaders(rootData, popupCookie ? { headers: { 'Set-Cookie': popupCookie } } : undefined)
}

/** A shop failure's data with the layout's strings, so that its screen is in the page's language. */
function withLayoutStrings(thrown: unknown, strings: Strings): unknown {
  const value = thrown as { type?: string; data?: unknown; init?: ResponseInit | null }
  if (value?.type === 'DataWithResponseInit' && typeof value.data === 'object' && value.data !== null)
    return withHeaders({ ...value.data, strings }, value.init ?? undefined)
  return thrown
}

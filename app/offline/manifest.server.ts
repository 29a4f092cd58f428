import { DEFAULT_LANGUAGE } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { requireShop } from '~/layout/shop.server'
import { displayNameFromHost } from '~/lib/host'
import { buildManifest } from '~/lib/manifest'
import type { RequestContext } from '~/server/load-context'

// One manifest per shop for every language (an unprefixed resource route, like robots and the sitemaps): the
// default language.
const t = textOf(DEFAULT_LANGUAGE)

/** The shop's web app manifest (routes/manifest[.]webmanifest.ts): its name, logo and description. */
export async function manifestAnswer(context: RequestContext): Promise<Response> {
  const { shop } = await requireShop(context)
  const manifest = buildManifest({
    name: shop.nom,
    logo: shop.logo,
    description: shop.description,
    defaultName: displayNameFromHost(context.tenant.host, context.env.PLATFORM_DOMAIN, t('shop.defaultName')),
    defaultDescription: t('shop.defaultDescription', { platform: context.env.PLATFORM_DOMAIN }),
  })
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}

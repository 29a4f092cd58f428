import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { publicApi, settle } from '~/api/client.server'
import { getPaymentConfig } from '~/api/orders.server'
import { isProviderOption } from '~/api/payment-provider.server'
import { RECENT } from '~/visitor/recently-viewed'
import { POPUP_COOKIE } from '~/content/layout-content.server'
import type { fr } from '~/i18n/fr'
import { LANGUAGE_COOKIE } from '~/i18n/language.server'
import { VISITOR_COOKIE } from '~/server/visitor-id.server'
import { textOf } from '~/i18n/text.server'
import { analyticsIds } from '~/analytics/analytics-ids'
import { requireShop } from '~/layout/shop.server'
import { displayNameFromHost } from '~/lib/host'
import { cookieName, isHttps } from '~/server/cookies.server'
import { NO_SCRIPT_COOKIE } from '~/server/document.server'
import { SESSION_COOKIE } from '~/server/session.server'

/**
 * The privacy policy's data (routes/($lang).politique-de-confidentialite.tsx): the platform's template, true for
 * this shop. It names every cookie the storefront sets (as the browser sees it) and only the third parties this
 * shop has configured: the payment provider when the shop offers it, Google's tag and Meta's pixel when their
 * ids are set.
 */
export async function loadPrivacyPage({ context }: LoaderFunctionArgs) {
  const [{ shop: data }, payment] = await Promise.all([
    requireShop(context),
    settle(getPaymentConfig(publicApi(context))),
  ])
  const t = textOf(context.language)
  // The shop's name as the layout shows it.
  const shop =
    data.nom?.trim() || displayNameFromHost(context.tenant.host, context.env.PLATFORM_DOMAIN, t('shop.defaultName'))
  const p = (key: keyof typeof fr.privacy, values: Record<string, string> = {}) =>
    t(`privacy.${key}`, { shop, ...values })
  const { gtag, pixel } = analyticsIds(data)
  // A failed payment configuration names the provider anyway: saying too much is safer than too little.
  const provider = !payment.ok || payment.data.payment_options.some((o) => isProviderOption(o.name))
  const secure = isHttps(context.origin)
  return {
    template: p('template'),
    intro: p('intro'),
    sections: [
      { title: p('collectedTitle'), paragraphs: [p('collected')] },
      { title: p('purposesTitle'), paragraphs: [p('purposes')] },
      {
        title: p('sharingTitle'),
        items: [
          p('sharingPlatform'),
          ...(provider ? [p('sharingProvider')] : []),
          ...(gtag ? [p('sharingGoogle', { id: gtag })] : []),
          ...(pixel ? [p('sharingMeta', { id: pixel })] : []),
        ],
      },
      {
        title: p('cookiesTitle'),
        paragraphs: [p('cookiesIntro')],
        items: [
          p('cookieSession', { name: cookieName(SESSION_COOKIE, secure) }),
          p('cookieNoScript', { name: cookieName(NO_SCRIPT_COOKIE, secure) }),
          p('cookiePopup', { name: cookieName(POPUP_COOKIE, secure) }),
          p('cookieRecent', { name: cookieName(RECENT.cookie, secure) }),
          p('cookieLanguage', { name: cookieName(LANGUAGE_COOKIE, secure) }),
          p('cookieVisitor', { name: cookieName(VISITOR_COOKIE, secure) }),
        ],
        after: gtag || pixel ? [p('cookiesThirdParty')] : [],
      },
      ...(context.env.FIELD_SPEED_SAMPLE > 0 ? [{ title: p('speedTitle'), paragraphs: [p('speed')] }] : []),
      { title: p('retentionTitle'), paragraphs: [p('retention')] },
      { title: p('rightsTitle'), paragraphs: [p('rights')] },
    ],
  }
}

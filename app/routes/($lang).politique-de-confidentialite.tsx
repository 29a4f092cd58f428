import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { displayNameFromHost } from '~/lib/host'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import type { fr } from '~/i18n/fr'
import { textOf } from '~/i18n/text.server'
import { rootMeta } from '~/root'
import { requireShop } from '~/layout/shop.server'
import { publicApi, settle } from '~/api/client.server'
import { getPaymentConfig } from '~/api/orders.server'
import { isProviderOption } from '~/api/payment-provider.server'
import { analyticsIds } from '~/layout/analytics-ids'
import { POPUP_COOKIE } from '~/content/layout-content.server'
import { cookieName, isHttps } from '~/server/cookies.server'
import { NO_SCRIPT_COOKIE } from '~/server/document.server'
import { SESSION_COOKIE } from '~/server/session.server'
import { RECENT } from '~/catalogue/recently-viewed'
import { LANGUAGE_COOKIE } from '~/i18n/language.server'
import { VISITOR_COOKIE } from '~/server/visitor.server'
import contentStyles from '~/styles/content.css'

/** This page's strings (app/i18n/fr/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: ['policy'] } satisfies StringsHandle

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const translate = metaTranslate(matches)
  const root = rootMeta(matches)
  return pageMeta({
    title: translate('policy.metaTitle', { title: translate('policy.privacy'), shop: root?.shop.name ?? '' }),
    description: data?.intro,
    url: canonicalUrl(matches),
  })
}

/**
 * The privacy policy: the platform's template, true for this shop. It names every cookie the storefront
 * sets (as the browser sees it) and only the third parties this shop has configured: the payment provider
 * when the shop offers it, Google's tag and Meta's pixel when their ids are set.
 */
async function load({ context }: LoaderFunctionArgs) {
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
      { title: p('retentionTitle'), paragraphs: [p('retention')] },
      { title: p('rightsTitle'), paragraphs: [p('rights')] },
    ],
  }
}
export const loader = /* @__PURE__ */ pageLoader(handle, load)

export default function PrivacyPolicy() {
  const { template, intro, sections } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="policy">
      <h1>{t('policy.privacy')}</h1>
      <p className="notice">{template}</p>
      <div className="rich-text policy__body">
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  )
}

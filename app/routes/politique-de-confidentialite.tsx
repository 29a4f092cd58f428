import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle } from '~/i18n/use-translation'
import { privacyPolicy } from '~/i18n/fr'
import { displayNameFromHost } from '~/lib/host'
import { pageMeta } from '~/lib/seo'
import { translate as layoutTranslate, withPageStrings } from '~/i18n/translate'
import { translate as t } from '~/i18n/text.server'
import { rootMeta } from '~/root'
import { requireShop } from '~/layout/shop.server'
import contentStyles from '~/styles/content.css'
import { policyStrings } from '~/i18n/pages/policy'

/** This page's strings (app/i18n/pages/) reach browsers with this route; the root gives them to its components. */
export const handle = { strings: [policyStrings] } satisfies StringsHandle

/** The layout's strings and this page's, for `meta`. */
const translate = withPageStrings(layoutTranslate, handle.strings)

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]

const SECTIONS = ['collected', 'purposes', 'sharing', 'cookies', 'retention', 'rights'] as const

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootMeta(matches)
  return pageMeta({
    title: translate('policy.metaTitle', { title: translate('policy.privacy'), shop: root?.shop.name ?? '' }),
    description: data?.intro,
    url: `${root?.origin ?? ''}/politique-de-confidentialite`,
  })
}

/** The privacy policy: the platform's text, the same for every shop, naming the shop. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { shop: data } = await requireShop(context)
  // The shop's name as the layout shows it.
  const shop =
    data.nom?.trim() || displayNameFromHost(context.tenant.host, context.env.PLATFORM_DOMAIN, t('shop.defaultName'))
  const fill = (text: string) => text.replace(/\{\{shop\}\}/g, shop)
  return {
    intro: fill(privacyPolicy.intro),
    sections: SECTIONS.map((key) => ({
      key,
      title: privacyPolicy[`${key}Title`],
      text: fill(privacyPolicy[key]),
    })),
  }
}

export default function PrivacyPolicy() {
  const { intro, sections } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="policy">
      <h1>{t('policy.privacy')}</h1>
      <div className="rich-text policy__body">
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.key}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </article>
  )
}

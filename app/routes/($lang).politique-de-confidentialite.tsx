import { pageLoader } from '~/i18n/route-strings.server'
import type { LinksFunction, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation, type StringsHandle, metaTranslate } from '~/i18n/use-translation'
import { canonicalUrl, pageMeta } from '~/lib/seo'
import { rootMeta } from '~/root'
import { loadPrivacyPage } from '~/content/privacy-page.server'
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

export const loader = /* @__PURE__ */ pageLoader(handle, loadPrivacyPage)

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

/** A send the network fails keeps the page as it is (app/sending/keep-form.ts). */
export { shouldRevalidate } from '~/sending/keep-form'

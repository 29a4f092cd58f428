import { json, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireShop } from '~/shop.server'

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = await requireShop(context)
  return json({ name: shop.nom, description: shop.description, faqs: shop.faqs })
}

export default function Home() {
  const { name, description, faqs } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <>
      <section className="hero">
        <h1>{name}</h1>
        {description ? <p>{description}</p> : null}
      </section>
      {faqs.length > 0 ? (
        <section id="faq-section" className="faq" aria-labelledby="faq-title">
          <h2 id="faq-title">{t('home.faqTitle')}</h2>
          {faqs.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </>
  )
}

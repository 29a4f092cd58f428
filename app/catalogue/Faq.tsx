import { useTranslation } from '~/i18n/use-translation'

export function Faq({ faqs }: { faqs: { question: string; answer: string }[] }) {
  const { t } = useTranslation()
  if (faqs.length === 0) return null
  return (
    <section id="faq-section" className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('home.faqTitle')}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="faq__item">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  )
}

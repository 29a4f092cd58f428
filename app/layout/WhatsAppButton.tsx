import { useTranslation } from '~/i18n/use-translation'

/** The shop's WhatsApp button; its logo is drawn by the stylesheet (`.whatsapp::before`), so no script carries it. */
export function WhatsAppButton({ href }: { href: string }) {
  const { t } = useTranslation()
  return (
    <a
      href={href}
      className="whatsapp"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
    />
  )
}

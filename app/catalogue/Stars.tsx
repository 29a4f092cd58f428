import { useTranslation } from '~/i18n/use-translation'

export function Stars({ note }: { note: number }) {
  const { t } = useTranslation()
  const full = Math.round(Math.min(5, Math.max(0, note)))
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('product.rating', { note: Number.isInteger(note) ? note : note.toFixed(1) })}
    >
      {'★'.repeat(full)}
      <span className="stars__empty">{'★'.repeat(5 - full)}</span>
    </span>
  )
}

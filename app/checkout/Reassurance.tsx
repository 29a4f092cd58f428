import { useTranslation } from '~/i18n/use-translation'

const ITEMS = ['secure', 'delivery', 'returns', 'support'] as const

export function Reassurance() {
  const { t } = useTranslation()
  return (
    <ul className="reassurance">
      {ITEMS.map((key) => (
        <li key={key}>✓ {t(`payment.reassurance.${key}`)}</li>
      ))}
    </ul>
  )
}

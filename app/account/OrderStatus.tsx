import { statusTone } from '~/account/customer-sections'
import { useTranslation } from '~/i18n/use-translation'

/**
 * An order's status, coloured green, red, orange or grey: a known status in the page's language (the French
 * catalogue has the platform's own words), any other as the platform words it.
 */
export function OrderStatus({ statut, view }: { statut: string; view: 'list' | 'detail' }) {
  const { t } = useTranslation()
  const tone = statusTone(statut, view)
  return (
    <span className={`status status--${tone}`}>
      {tone === 'neutral' ? statut : t(`customer.status.${view}.${tone}`)}
    </span>
  )
}

import { statusTone } from '~/account/customer-sections'
import { useTranslation } from '~/i18n/use-translation'

/**
 * An order's status, coloured green, red, orange or grey: a known status in the page's language (the French
 * catalogue has the platform's own words), any other as the platform words it. A status only the detail colours
 * ('terminée') stays grey in the list but reads there as the detail words it: the same word in French, its
 * translation in another language, so an English list never shows the French word the detail translates.
 */
export function OrderStatus({ statut, view }: { statut: string; view: 'list' | 'detail' }) {
  const { t } = useTranslation()
  const tone = statusTone(statut, view)
  const known = tone === 'neutral' ? statusTone(statut, 'detail') : tone
  return (
    <span className={`status status--${tone}`}>
      {known === 'neutral' ? statut : t(`customer.status.${tone === 'neutral' ? 'detail' : view}.${known}`)}
    </span>
  )
}

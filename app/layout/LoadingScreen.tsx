import { useTranslation } from '~/i18n/use-translation'
import type { PictureSet } from '~/lib/images'

/** The full loading screen of a navigation that lasts (./NavigationIndicators.tsx): the shop's logo and name. */
export default function LoadingScreen({
  name,
  logo,
  platformIcon,
}: {
  name: string
  /** The shop's logo as the header draws it: its copy already loaded is shown at 96px. */
  logo: PictureSet | null
  platformIcon: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      {platformIcon || !logo ? (
        <span className="loading-screen__icon" aria-hidden="true" />
      ) : (
        <img className="loading-screen__logo" {...logo} alt="" width={96} height={96} />
      )}
      <p className="loading-screen__name">{name}</p>
      <p className="visually-hidden">{t('shop.loading', { name })}</p>
    </div>
  )
}

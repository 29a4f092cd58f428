import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'

/** After this long a pending navigation shows the full loading screen. */
export const LOADING_SCREEN_DELAY_MS = 800

interface Props {
  shopName: string
  logo: string | null
  /** On the platform's own domain the platform's animated icon replaces the logo. */
  platformIcon: boolean
}

/** A thin progress bar during every navigation, and the loading screen when one lasts. */
export function NavigationIndicators({ shopName, logo, platformIcon }: Props) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!busy) {
      setSlow(false)
      return
    }
    const timer = setTimeout(() => setSlow(true), LOADING_SCREEN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <>
      {/* No value: an indeterminate progress bar, drawn by app.css as a growing line. */}
      <progress
        className={`progress${busy ? ' progress--active' : ''}`}
        aria-hidden={!busy}
        aria-label={t('shop.loading', { name: shopName })}
      />
      {slow ? <LoadingScreen name={shopName} logo={logo} platformIcon={platformIcon} /> : null}
    </>
  )
}

export function LoadingScreen({
  name,
  logo,
  platformIcon,
}: {
  name: string
  logo: string | null
  platformIcon: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      {platformIcon || !logo ? (
        <span className="loading-screen__icon" aria-hidden="true" />
      ) : (
        <img className="loading-screen__logo" src={logo} alt="" width={96} height={96} />
      )}
      <p className="loading-screen__name">{name}</p>
      <p className="visually-hidden">{t('shop.loading', { name })}</p>
    </div>
  )
}

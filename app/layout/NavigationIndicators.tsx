import { useNavigation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/use-translation'
import type { PictureSet } from '~/lib/images'

/** After this long a pending navigation shows the full loading screen. */
const LOADING_SCREEN_DELAY_MS = 800

interface Props {
  shopName: string
  logo: PictureSet | null
  /** On the platform's own domain the platform's animated icon replaces the logo. */
  platformIcon: boolean
}

/**
 * The loading screen's code is not part of a page's first load: a navigation that lasts shows the progress bar at
 * once, and the screen once its code is there (loaded with the page's other late parts: `preloadLoadingScreen`).
 */
const LoadingScreen = lazy(() => import('./LoadingScreen'))

export function preloadLoadingScreen(): void {
  import('./LoadingScreen').catch(() => undefined)
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
      {slow ? (
        <Suspense fallback={null}>
          <LoadingScreen name={shopName} logo={logo} platformIcon={platformIcon} />
        </Suspense>
      ) : null}
    </>
  )
}

import { useEffect } from 'react'
import { useDocumentInfo } from '~/layout/document-context'
import { pixelBeaconUrl } from '~/analytics/analytics-ids'

/**
 * Google tag and the ad pixel, only for shops that set their ids. They load
 * once the page is interactive and idle, so they never delay it. Without
 * scripts the pixel still records the page view as an image.
 */
export function Analytics({ gtag, pixel }: { gtag: string | null; pixel: string | null }) {
  const { saveData } = useDocumentInfo()
  useEffect(() => {
    if (!gtag && !pixel) return
    const start = () =>
      void import('~/analytics/load-analytics.client').then(({ loadGtag, loadPixel }) => {
        if (gtag) loadGtag(gtag)
        if (pixel) loadPixel(pixel)
      })
    if (document.readyState === 'complete') setTimeout(start, 0)
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [gtag, pixel])

  if (!pixel) return null
  const beacon = <img src={pixelBeaconUrl(pixel)} alt="" width={1} height={1} className="visually-hidden" />
  return saveData ? beacon : <noscript>{beacon}</noscript>
}

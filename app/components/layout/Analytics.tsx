import { useEffect } from 'react'
import { useDocumentInfo } from '~/components/layout/document-context'
import { pixelBeaconUrl } from '~/lib/analytics'

declare global {
  interface Window {
    dataLayer?: unknown[]
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void }
    _fbq?: unknown
  }
}

/**
 * Google tag and the ad pixel, only for shops that set their ids. They load
 * once the page is interactive and idle, so they never delay it. Without
 * scripts the pixel still records the page view as an image.
 */
export function Analytics({ gtag, pixel }: { gtag: string | null; pixel: string | null }) {
  const { saveData } = useDocumentInfo()
  useEffect(() => {
    if (!gtag && !pixel) return
    const start = () => {
      if (gtag) loadGtag(gtag)
      if (pixel) loadPixel(pixel)
    }
    if (document.readyState === 'complete') setTimeout(start, 0)
    else window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [gtag, pixel])

  if (!pixel) return null
  const beacon = <img src={pixelBeaconUrl(pixel)} alt="" width={1} height={1} className="visually-hidden" />
  return saveData ? beacon : <noscript>{beacon}</noscript>
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function loadGtag(id: string) {
  window.dataLayer = window.dataLayer ?? []
  const dataLayer = window.dataLayer
  // gtag.js reads the arguments objects pushed here.
  function gtagFn(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  gtagFn('js', new Date())
  gtagFn('config', id)
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

function loadPixel(id: string) {
  if (!window.fbq) {
    const fbq: NonNullable<Window['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue?.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    window.fbq = fbq
    window._fbq = fbq
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
  window.fbq('init', id)
  window.fbq('track', 'PageView')
}

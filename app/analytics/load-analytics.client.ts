/** Google tag and the ad pixel, loaded only for shops that configure them (see ./Analytics.tsx). */

declare global {
  interface Window {
    dataLayer?: unknown[]
    fbq?: ((...args: unknown[]) => void) & {
      queue?: unknown[]
      loaded?: boolean
      version?: string
      callMethod?: (...args: unknown[]) => void
    }
    _fbq?: unknown
  }
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export function loadGtag(id: string) {
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

export function loadPixel(id: string) {
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

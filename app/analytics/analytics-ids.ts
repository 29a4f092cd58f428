/** Analytics ids are used only when they look like real ids; anything else is ignored. */
const GTAG_ID = /^(?:G|UA|AW|GT|DC)-[A-Z0-9-]{4,24}$/i
const PIXEL_ID = /^\d{6,20}$/

interface AnalyticsIds {
  gtag: string | null
  pixel: string | null
}

export function analyticsIds(shop: { gtag?: unknown; facebook_pixel_id?: unknown }): AnalyticsIds {
  const gtag = typeof shop.gtag === 'string' && GTAG_ID.test(shop.gtag.trim()) ? shop.gtag.trim() : null
  const pixel =
    typeof shop.facebook_pixel_id === 'string' && PIXEL_ID.test(shop.facebook_pixel_id.trim())
      ? shop.facebook_pixel_id.trim()
      : null
  return { gtag, pixel }
}

/** The pixel's PageView as an image: for pages without scripts. */
export function pixelBeaconUrl(pixel: string): string {
  return `https://www.facebook.com/tr?id=${encodeURIComponent(pixel)}&ev=PageView&noscript=1`
}

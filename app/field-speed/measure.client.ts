/**
 * Field speed, measured on the shopper's phone: the Core Web Vitals of this page view (web-vitals), sent once to the
 * shop's own origin when the page is hidden (left, closed, or put in the background). Built into
 * public/field-speed.js (scripts/public-scripts.mjs); public/scripts-after-paint.js loads it once the page has been
 * taken over and is idle, for the share of views the deployment measures (FIELD_SPEED_SAMPLE), never on a
 * data-saver page (it has no script). The measures of a page loaded earlier are read from the browser's buffers.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { beaconBody, FIELD_SPEED_PATH, type FieldMeasures } from './beacon'

const measures: FieldMeasures = {}
const keep = (metric: Metric) => {
  measures[metric.name.toLowerCase() as keyof FieldMeasures] = metric.value
}
// Every change, the last one kept: a value web-vitals settles as the page is hidden (an interaction timed just
// before) comes after its report of the page's end, and would be lost.
const changes = { reportAllChanges: true }
onLCP(keep, changes)
onINP(keep, changes)
onCLS(keep, changes)
onTTFB(keep, changes)

/** The address the page was loaded at: the shopper may have moved on in the app since. */
const landing = performance.getEntriesByType('navigation')[0]?.name ?? location.href

let sent = false
// On `window`, without capture: after web-vitals' own listeners (capturing), which report their last values.
addEventListener('visibilitychange', () => {
  if (sent || document.visibilityState !== 'hidden') return
  const browser = navigator as Navigator & { connection?: { effectiveType?: string }; deviceMemory?: number }
  const body = beaconBody(measures, {
    path: new URL(landing).pathname,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    effectiveType: browser.connection?.effectiveType,
    deviceMemory: browser.deviceMemory,
  })
  sent = navigator.sendBeacon(FIELD_SPEED_PATH, body)
})

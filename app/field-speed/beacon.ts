/**
 * One page view's beacon (measure.client.ts sends it, field-speed.server.ts reads it): the Core Web Vitals the
 * browser measured on the page, the path of the address it landed on (the server keeps only the kind of page it
 * is), whether the page's scripts had taken it over, and the connection and memory the browser tells of. No
 * cookie value, no address, nothing typed: `application/x-www-form-urlencoded`, a few dozen bytes.
 */

/** Where the browsers send their beacons, on the shop's own origin. */
export const FIELD_SPEED_PATH = '/field-speed'

/** What web-vitals measured on the page, each when it could (INP only after an interaction). */
export interface FieldMeasures {
  /** Largest contentful paint, ms. */
  lcp?: number
  /** Interaction to next paint, ms. */
  inp?: number
  /** Cumulative layout shift, unitless. */
  cls?: number
  /** Time to first byte, ms. */
  ttfb?: number
}

/** What the page and the browser tell of themselves. */
interface PageFacts {
  /** The path of the address the page was loaded at (no query: it may carry a secret). */
  path: string
  /** Whether the scripts had taken the page over (`<html data-hydrated>`). */
  hydrated: boolean
  /** `navigator.connection.effectiveType`, where the browser has it. */
  effectiveType?: string
  /** `navigator.deviceMemory` (GB), where the browser has it. */
  deviceMemory?: number
}

/** The beacon's body: times rounded to the millisecond, the layout shift to four decimals. */
export function beaconBody(measures: FieldMeasures, facts: PageFacts): URLSearchParams {
  const body = new URLSearchParams({ path: facts.path, js: facts.hydrated ? '1' : '0' })
  for (const name of ['lcp', 'inp', 'ttfb'] as const) {
    const value = measures[name]
    if (value !== undefined && Number.isFinite(value)) body.set(name, String(Math.round(value)))
  }
  if (measures.cls !== undefined && Number.isFinite(measures.cls))
    body.set('cls', String(Math.round(measures.cls * 10_000) / 10_000))
  if (facts.effectiveType) body.set('ect', facts.effectiveType)
  if (facts.deviceMemory !== undefined) body.set('memory', String(facts.deviceMemory))
  return body
}

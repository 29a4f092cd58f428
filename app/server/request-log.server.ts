/**
 * One JSON line per request on the console (`console.log`), for an operator watching a shop
 * (`wrangler pages deployment tail --format json`, or `wrangler tail` for the Worker target: docs/operations.md).
 * Distinct from the security events (app/server/security-log.server.ts, `console.warn`, `{"security":…}`):
 * this line starts with `{"request":…}`. Never a cookie, a query's text beyond the path, or a client address.
 */
/**
 * Where a page came from: the edge cache (fresh, stale, or past that while the platform failed: stale-if-error), a
 * render it was then kept from, or none of it.
 */
export type CacheStatus = 'hit' | 'stale' | 'stale-if-error' | 'miss' | 'bypass'

/** The platform calls of one request, filled in by the API client (app/api/client.server.ts). */
export interface PlatformCalls {
  calls: number
  /** Total time of those calls, ms (on Cloudflare the clock moves only across I/O: the calls' time is read well). */
  ms: number
  /** Calls that failed (network, timeout, an error status other than an expected 404, a malformed answer). */
  failed: number
}

export function platformCalls(): PlatformCalls {
  return { calls: 0, ms: 0, failed: 0 }
}

interface RequestLine {
  method: string
  /** The shop's host name. */
  shop: string
  path: string
  /** The shared page's name (home, product, …) or `other`. */
  route: string
  status: number
  cache: CacheStatus
  /** Why the page was not shared, for `bypass`. */
  reason?: string
  platform: PlatformCalls
  /** Until the answer's headers: the render (or, on a hit, the cache read). */
  renderMs: number
}

export function logRequest(line: RequestLine): void {
  const { method, path, platform, ...rest } = line
  console.log(
    JSON.stringify({
      request: `${method} ${path}`,
      time: new Date().toISOString(),
      ...rest,
      platformCalls: platform.calls,
      platformMs: Math.round(platform.ms),
      ...(platform.failed ? { platformFailed: platform.failed } : {}),
    }),
  )
}

/** `Server-Timing` of an answer: the cache status, the render time and the platform calls' total time. */
export function serverTiming(cache: CacheStatus, renderMs: number, platform: PlatformCalls): string {
  const timing = [`cache;desc=${cache}`, `render;dur=${renderMs.toFixed(1)}`]
  if (platform.calls) timing.push(`platform;dur=${platform.ms.toFixed(1)};desc="${platform.calls} calls"`)
  return timing.join(', ')
}

/** Why the shop could not be loaded, and which screen and HTTP status say so. */

type FailureCode = '401' | '403' | '404' | '500' | 'other' | 'network' | 'unknown'

export interface ShopFailure {
  code: FailureCode
  /** The upstream server's own words, shown in the details block of the 401 screen. */
  details: string | null
}

interface UpstreamProblem {
  kind: 'status' | 'network' | 'timeout' | 'malformed'
  status: number | null
  serverMessage: string | null
}

export function failureFromUpstream(problem: UpstreamProblem): ShopFailure {
  if (problem.kind !== 'status') return { code: 'network', details: null }
  const status = problem.status ?? 0
  const code: FailureCode =
    status === 401 || status === 403 || status === 404 || status === 500 ? (String(status) as FailureCode) : 'other'
  const details = problem.serverMessage ? `HTTP ${status} — ${problem.serverMessage}` : `HTTP ${status}`
  return { code, details }
}

/**
 * The storefront's own status for a failed platform call, the same for every page and every action, so that
 * a status tells the platform's refusals, its outages and our own faults apart: the platform's refusal (4xx)
 * as it is; 502 for a platform error (5xx or another unexpected status) or an answer that is not the
 * expected JSON (malformed, cut short, another shape); 503 when no connection could be made; 504 on timeout.
 * A 5xx of our own is never the platform's fault.
 */
export function faultStatus(problem: Pick<UpstreamProblem, 'kind' | 'status'>): number {
  switch (problem.kind) {
    case 'network':
      return 503
    case 'timeout':
      return 504
    case 'malformed':
      return 502
    case 'status': {
      const status = problem.status ?? 0
      return status >= 400 && status < 500 ? status : 502
    }
  }
}

function isShopFailure(value: unknown): value is { shopFailure: ShopFailure } {
  return typeof value === 'object' && value !== null && 'shopFailure' in value
}

/** The failure behind a root error, whatever was thrown. */
export function failureOf(error: unknown): ShopFailure {
  if (typeof error === 'object' && error !== null && 'data' in error && isShopFailure(error.data))
    return error.data.shopFailure
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404)
    return { code: '404', details: null }
  return { code: 'unknown', details: null }
}

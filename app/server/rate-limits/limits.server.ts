import type { RequestContext } from '~/server/load-context'

/** What the limits read of a request: its shop, its address and visitor id, the language of a refusal's message. */
type LimitContext = Pick<RequestContext, 'env' | 'tenant' | 'client' | 'visitor' | 'language'>
import { logSecurityEvent } from '~/server/security-log.server'
import { counterStore } from './counter-store.server'
import { rateLimitedMessage } from './messages.server'
import { RATE_LIMITS, type Limit, type RateLimitName } from './policy.server'
import { clientKey, hasRoom, msUntilRoom, type Bucket, type Counts } from './window.server'

/** Counting a use of a form against its limits (./policy.server.ts), and the refusal past one. */

/** A limit passed: in how many seconds the visitor may try again, and the message saying so. */
export interface Refusal {
  retryAfter: number
  message: string
}

/** What a use is counted as: the request whose use it is, how many uses it is, and whose they are. */
interface Use {
  /** Logged as a security event when refused. */
  request?: Request
  /** Uses at once (product lookups: one per product asked of the platform). 1 unless said. */
  weight?: number
  /**
   * A post refused before any platform call (a form with errors, an empty cart): counted against its sender's own
   * id only (or the address's budget without one), never the address's ceiling, which a stranger at the address
   * could otherwise fill with empty posts and lock its shoppers out.
   */
  ownOnly?: boolean
}

/** The buckets a use of `name` by this request is counted in. */
function bucketsOf(context: LimitContext, name: RateLimitName, ownOnly = false): Bucket[] {
  const limit: Limit = RATE_LIMITS[name]
  const windowMs = limit.windowSeconds * 1000
  const prefix = `${limit.everyHost ? '*' : context.tenant.host}|${name}`
  const address = clientKey(context.client)
  if (!context.visitor || limit.perVisitor === undefined)
    return [{ key: `${prefix}|anonymous|${address}`, limit: limit.withoutVisitor, windowMs }]
  const buckets = [{ key: `${prefix}|visitor|${context.visitor}`, limit: limit.perVisitor, windowMs }]
  if (limit.perAddress !== undefined && !ownOnly)
    buckets.push({ key: `${prefix}|address|${address}`, limit: limit.perAddress, windowMs })
  return buckets
}

/**
 * Counts a use of `name` by this visitor; a refusal, counted nowhere, when a limit has no room for it (it is then
 * logged as a security event).
 */
export async function overLimit(context: LimitContext, name: RateLimitName, use: Use = {}): Promise<Refusal | null> {
  const buckets = bucketsOf(context, name, use.ownOnly)
  const weight = Math.min(use.weight ?? 1, ...buckets.map((bucket) => bucket.limit))
  const now = Date.now()
  const { taken, counts } = await counterStore(context).take(buckets, now, weight)
  if (taken) return null
  if (use.request)
    await logSecurityEvent('rate-limited', { request: use.request, shop: context.tenant.host, limit: name })
  return refusal(context, buckets, counts, now, weight)
}

/** Gives back uses of `name` counted by overLimit that were not spent (product lookups the cache answered). */
export async function giveBack(context: LimitContext, name: RateLimitName, weight: number): Promise<void> {
  if (weight > 0) await counterStore(context).giveBack(bucketsOf(context, name), Date.now(), weight)
}

/** A refusal when this visitor has already used up `name`'s limit, without counting this request. */
export async function limitReached(context: LimitContext, name: RateLimitName): Promise<Refusal | null> {
  const buckets = bucketsOf(context, name)
  const now = Date.now()
  const counts = await counterStore(context).read(buckets, now)
  if (buckets.every((bucket, i) => hasRoom(counts[i]!, bucket, now))) return null
  return refusal(context, buckets, counts, now)
}

/** The wait until every full bucket has room again, in whole seconds; the message says as many minutes, rounded up. */
function refusal(context: LimitContext, buckets: Bucket[], counts: Counts[], now: number, weight = 1): Refusal {
  const ms = Math.max(...buckets.map((bucket, i) => msUntilRoom(counts[i]!, bucket, now, weight)))
  const retryAfter = Math.max(1, Math.ceil(ms / 1000))
  return { retryAfter, message: rateLimitedMessage(context, retryAfter) }
}

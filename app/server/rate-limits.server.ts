import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { logSecurityEvent } from '~/server/security-log.server'

/**
 * How often one client (its address, `CF-Connecting-IP`) may use each form, in sliding windows. Past the limit
 * the form is refused with 429 and `Retry-After`, what was typed given back, and nothing is sent to the platform.
 * The README lists the same table. Why the counts are in D1 rather than KV, a Durable Object or the Rate Limiting
 * binding: docs/decisions/048-rate-limits.md.
 */
export const RATE_LIMITS = {
  login: { limit: 20, windowSeconds: 600 },
  register: { limit: 5, windowSeconds: 3600 },
  confirmEmail: { limit: 10, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
  newsletter: { limit: 5, windowSeconds: 600 },
  checkout: { limit: 10, windowSeconds: 600 },
  promo: { limit: 10, windowSeconds: 600 },
  orderAgain: { limit: 10, windowSeconds: 600 },
  /** A cart link's 'Ajouter au panier' (up to 50 adds); shoppers behind one carrier address share it. */
  cartLink: { limit: 30, windowSeconds: 600 },
  visit: { limit: 30, windowSeconds: 60 },
  /** Wrong secrets only (POST /__cache/purge): the platform's own calls never count. */
  purgeRefused: { limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * Wrong passwords for one email from one client: from the third in an hour, the next try waits 2, 4, 8 …
 * seconds after the last one (15 minutes at most) before the platform is asked. Counted per client and
 * email, so that a stranger hammering an address never locks out its owner signing in from elsewhere.
 */
export const LOGIN_FAILURES = { free: 2, windowSeconds: 3600, maxDelaySeconds: 900 } as const

/** Counts in fixed windows; a sliding window reads the current one and the one before. */
export interface CounterStore {
  /** Adds one to `key`'s current window and returns the counts of the current and previous windows. */
  add(key: string, windowMs: number, now: number): Promise<Counts>
  /** The counts without adding. */
  read(key: string, windowMs: number, now: number): Promise<Counts>
}

export interface Counts {
  current: number
  previous: number
  /** When the last one was added (ms), 0 if never in these windows. */
  lastAt: number
}

/** A limit passed: in how many seconds the client may try again. */
export interface Refusal {
  retryAfter: number
  message: string
}

/**
 * What a client is counted as: its IPv4 address, or for IPv6 its /64 network, which one subscriber usually
 * holds whole (counting single IPv6 addresses would give an attacker 2^64 fresh ones). An address is read by the
 * URL parser, so that one written two ways is one client: `::ffff:203.0.113.7` (or `::ffff:cb00:7107`) is
 * `203.0.113.7`, and `2001:db8::10.0.0.7` is in 2001:db8::/64, not 10.0.0.7. What is no address is its own key.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase()
  if (!text.includes(':')) return text
  let canonical: string
  try {
    // The WHATWG serialisation: lower-case hex groups, no leading zeros, no dotted tail, the longest zeros `::`.
    canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return text
  }
  const [head = '', tail] = canonical.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16))
    return [high! >> 8, high! & 255, low! >> 8, low! & 255].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The sliding-window estimate: all of the current window and the part of the previous one still inside. */
export function slidingCount(counts: Counts, windowMs: number, now: number): number {
  const elapsed = (now % windowMs) / windowMs
  return counts.current + counts.previous * (1 - elapsed)
}

/**
 * Counts one use of the form `name` by this client; a refusal when that use is past the limit (it is then
 * logged as a security event).
 */
export async function overLimit(
  context: RequestContext,
  name: RateLimitName,
  request?: Request,
): Promise<Refusal | null> {
  const refusal = await limitRefusal(context, name, 'add')
  if (refusal && request) await logSecurityEvent('rate-limited', { request, shop: context.tenant.host, limit: name })
  return refusal
}

/** A refusal when this client has already used up `name`'s limit, without counting this request. */
export function limitReached(context: RequestContext, name: RateLimitName): Promise<Refusal | null> {
  return limitRefusal(context, name, 'read')
}

async function limitRefusal(
  context: RequestContext,
  name: RateLimitName,
  use: 'add' | 'read',
): Promise<Refusal | null> {
  const { limit, windowSeconds } = RATE_LIMITS[name]
  const windowMs = windowSeconds * 1000
  const now = Date.now()
  const key = `${context.tenant.host}|${name}|${clientKey(context.client)}`
  const counts = await counterStore(context)[use](key, windowMs, now)
  // Read before this request, the next use is refused once the count has reached the limit.
  const over =
    use === 'add' ? slidingCount(counts, windowMs, now) > limit : slidingCount(counts, windowMs, now) >= limit
  if (!over) return null
  // The estimate falls under the limit once enough of the previous window has slid out, or at the next window.
  const retryAfter = Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000))
  return {
    retryAfter,
    message: textOf(context.language)('security.rateLimited', { minutes: Math.ceil(retryAfter / 60) }),
  }
}

const failureKey = (context: RequestContext, email: string) =>
  `${context.tenant.host}|login-failure|${clientKey(context.client)}|${email.trim().toLowerCase()}`

/** Seconds this client must still wait before trying `email` again (0: it may). */
export async function loginDelay(context: RequestContext, email: string): Promise<number> {
  const windowMs = LOGIN_FAILURES.windowSeconds * 1000
  const now = Date.now()
  const counts = await counterStore(context).read(failureKey(context, email), windowMs, now)
  const failures = Math.round(slidingCount(counts, windowMs, now))
  if (failures <= LOGIN_FAILURES.free) return 0
  const delay = Math.min(2 ** (failures - LOGIN_FAILURES.free), LOGIN_FAILURES.maxDelaySeconds)
  return Math.max(0, Math.ceil((counts.lastAt + delay * 1000 - now) / 1000))
}

export async function recordLoginFailure(context: RequestContext, email: string): Promise<void> {
  await counterStore(context).add(failureKey(context, email), LOGIN_FAILURES.windowSeconds * 1000, Date.now())
}

/** The storefront's D1 database when bound (every location counts together), else this isolate's memory. */
function counterStore(context: RequestContext): CounterStore {
  const db = context.env.DB
  return db ? d1Counters(db) : memoryCounters
}

function d1Counters(db: D1Database): CounterStore {
  const read = (key: string, windowMs: number, now: number) => {
    const window = Math.floor(now / windowMs)
    return db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN window = ?2 THEN count END), 0) AS current,
                COALESCE(SUM(CASE WHEN window = ?2 - 1 THEN count END), 0) AS previous,
                COALESCE(MAX(last_at), 0) AS lastAt
         FROM rate_counters WHERE key = ?1 AND window >= ?2 - 1`,
      )
      .bind(key, window)
  }
  return {
    async add(key, windowMs, now) {
      const window = Math.floor(now / windowMs)
      const [, counts] = await db.batch<Counts>([
        db
          .prepare(
            `INSERT INTO rate_counters (key, window, count, last_at, expires_at) VALUES (?1, ?2, 1, ?3, ?4)
             ON CONFLICT (key, window) DO UPDATE SET count = count + 1, last_at = ?3`,
          )
          .bind(key, window, now, (window + 2) * windowMs),
        read(key, windowMs, now),
        db
          .prepare(
            'DELETE FROM rate_counters WHERE expires_at < ?1 AND rowid IN (SELECT rowid FROM rate_counters WHERE expires_at < ?1 LIMIT 20)',
          )
          .bind(now),
      ])
      return counts!.results[0]!
    },
    async read(key, windowMs, now) {
      return (await read(key, windowMs, now).first<Counts>()) ?? { current: 0, previous: 0, lastAt: 0 }
    },
  }
}

/** Shared by the requests of an isolate on purpose: counts and times only, at most MEMORY_MAX keys. */
const memory = new Map<string, { window: number; count: number; previous: number; lastAt: number }>()
const MEMORY_MAX = 10_000

const memoryCounters: CounterStore = {
  async add(key, windowMs, now) {
    const window = Math.floor(now / windowMs)
    const entry = current(key, window)
    const next = { window, count: entry.count + 1, previous: entry.previous, lastAt: now }
    memory.delete(key)
    memory.set(key, next)
    if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value as string)
    return { current: next.count, previous: next.previous, lastAt: now }
  },
  async read(key, windowMs, now) {
    const entry = current(key, Math.floor(now / windowMs))
    return { current: entry.count, previous: entry.previous, lastAt: entry.lastAt }
  },
}

/** The entry moved on to `window`: the count of the window before it becomes `previous`. */
function current(key: string, window: number) {
  const entry = memory.get(key)
  if (!entry) return { window, count: 0, previous: 0, lastAt: 0 }
  if (entry.window === window) return entry
  return { window, count: 0, previous: entry.window === window - 1 ? entry.count : 0, lastAt: entry.lastAt }
}

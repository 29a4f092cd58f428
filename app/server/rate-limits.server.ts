import type { Language } from '~/i18n/languages'
import { textOf } from '~/i18n/text.server'
import type { RequestContext } from '~/server/load-context'
import { logSecurityEvent } from '~/server/security-log.server'

/**
 * How often each form may be used, in sliding windows, counted three ways (the README lists the same table with
 * the reasons for each number; why the counts are in D1: docs/decisions/048-rate-limits.md):
 * - `perVisitor`: by one visitor, known by its signed visitor cookie (app/server/visitor.server.ts). A shopper's
 *   own retries fit a few times over; a script that keeps its cookies is refused after these few.
 * - `perAddress`: by all the visitors of one address together, a ceiling sized for a carrier's NAT on a sale day
 *   (about 300 shoppers behind one public IPv4 within the window), so that ids minted by the hundred do not escape.
 * - `withoutVisitor`: by the requests of one address that bring no visitor id (a script dropping its cookies, a
 *   browser refusing them), all counted as one visitor. A limit without `perVisitor` counts every request so.
 * Past a limit the form is refused with 429 and an honest `Retry-After` (once waited, the next try passes), what
 * was typed given back, and nothing is sent to the platform. A refused try is not counted.
 */
export const RATE_LIMITS = {
  login: { perVisitor: 10, perAddress: 600, withoutVisitor: 10, windowSeconds: 600 },
  register: { perVisitor: 5, perAddress: 300, withoutVisitor: 5, windowSeconds: 3600 },
  confirmEmail: { perVisitor: 10, perAddress: 300, withoutVisitor: 10, windowSeconds: 600 },
  contact: { perVisitor: 5, perAddress: 300, withoutVisitor: 5, windowSeconds: 600 },
  newsletter: { perVisitor: 5, perAddress: 300, withoutVisitor: 5, windowSeconds: 600 },
  checkout: { perVisitor: 10, perAddress: 600, withoutVisitor: 10, windowSeconds: 600 },
  promo: { perVisitor: 10, perAddress: 600, withoutVisitor: 10, windowSeconds: 600 },
  orderAgain: { perVisitor: 10, perAddress: 300, withoutVisitor: 10, windowSeconds: 600 },
  /** A cart link's 'Ajouter au panier' (up to 50 adds at once): a shop's bundle opened by a crowd behind one address. */
  cartLink: { perVisitor: 10, perAddress: 600, withoutVisitor: 10, windowSeconds: 600 },
  visit: { perVisitor: 120, perAddress: 3000, withoutVisitor: 30, windowSeconds: 60 },
  /**
   * Products a cart link names that the edge cache does not hold, asked of the platform (one use each): a link of
   * made-up products costs the platform a call per name, so links of unknown products meet this.
   */
  productLookups: { perVisitor: 100, perAddress: 500, withoutVisitor: 100, windowSeconds: 600 },
  /**
   * Refused purges (POST /__cache/purge: a wrong secret, a host that names no shop), per address whatever the cookies
   * and the host: a guesser cannot get ten more tries from each name it makes up. The platform's own calls never count.
   */
  purgeRefused: { withoutVisitor: 10, windowSeconds: 600, everyHost: true },
} as const satisfies Record<string, Limit>

interface Limit {
  perVisitor?: number
  perAddress?: number
  withoutVisitor: number
  windowSeconds: number
  /** Counted for all the hosts together, not per shop. */
  everyHost?: boolean
}

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * Wrong passwords for one email, in tiers that each let their first `free` tries go to the platform at once and
 * make each later one wait `firstWait`, then twice as long after each further one (`maxWait` at most); a streak is
 * forgotten an hour after its last try. A try is reserved in its tiers before the platform is asked, so that tries
 * sent together wait their turn like tries sent one after the other; a platform failure gives it back, a right
 * password ends the streaks.
 * - own: one visitor's tries at the email (without a visitor id, its address's): 3 at once, then 2, 4, 8 … s.
 * - the address's streak: every wrong password sent to the platform for the email from the address, as the platform
 *   counts them (`platform`: it locks an address and email for 60 s after 5 wrong passwords in a row, twice as long
 *   after each further one, 15 min at most, and forgets a streak an hour after its last one, as the stand-in does).
 *   A device that has signed in to the email (within `knownDays`) meets the same lock, so that the wait it is told
 *   is the one the platform keeps. Devices that never did, minted visitor ids included, may add only `strangers`
 *   wrong passwords to the streak, then wait until it is forgotten: strangers never bring the platform's lock down
 *   on the owner's known device.
 */
export const LOGIN_FAILURES = {
  perVisitor: 3,
  strangers: 2,
  platform: { lockAfter: 5, lockSeconds: 60, maxLockSeconds: 900 },
  windowSeconds: 3600,
  maxDelaySeconds: 900,
  knownDays: 30,
} as const

/** A tier of login tries: a key, the tries it lets go at once, and the waits after them (seconds). */
export interface LoginTier {
  key: string
  free: number
  firstWait: number
  maxWait: number
}

/** One counter a use must have room in: a key, its limit and its window. */
export interface Bucket {
  key: string
  limit: number
  windowMs: number
}

/** A bucket's counts in the current fixed window and the one before. */
export interface Counts {
  current: number
  previous: number
}

/** Counts in fixed windows, read as sliding windows; wrong passwords as reservations. */
export interface CounterStore {
  /**
   * `weight` more uses (1 unless said) in every bucket when each has room for them, else in none (all or nothing,
   * atomically: uses sent together cannot pass a limit); the buckets' counts after.
   */
  take(buckets: Bucket[], now: number, weight?: number): Promise<{ taken: boolean; counts: Counts[] }>
  /** Gives back `weight` uses taken at `now` that turned out not to be spent. */
  giveBack(buckets: Bucket[], now: number, weight: number): Promise<void>
  /** The buckets' counts, without adding. */
  read(buckets: Bucket[], now: number): Promise<Counts[]>
  /** Reserves a login try in every tier when each lets it go (all or nothing), or says in how many ms it may. */
  reserve(tiers: LoginTier[], now: number): Promise<{ reserved: true } | { reserved: false; waitMs: number }>
  /** Gives back a reserved try that was no wrong password. */
  release(tiers: LoginTier[]): Promise<void>
  /** Ends the tiers' streaks (a right password). */
  clear(tiers: LoginTier[]): Promise<void>
  /** Whether `key` was marked (and is not yet expired); `mark` marks it until `until`. */
  marked(key: string, now: number): Promise<boolean>
  mark(key: string, now: number, until: number): Promise<void>
}

/** A limit passed: in how many seconds the visitor may try again, and the message saying so. */
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
 * Whether one more use fits: the sliding estimate before it is at most limit − 1. Computed on whole numbers
 * (scaled by the window's length), the same way in the D1 statement, so both stores decide alike.
 */
export function hasRoom(counts: Counts, bucket: Bucket, now: number, weight = 1): boolean {
  const { limit, windowMs } = bucket
  return counts.current * windowMs + counts.previous * (windowMs - (now % windowMs)) <= (limit - weight) * windowMs
}

/**
 * In how many ms a bucket without room has room again if nothing more is counted in it: once enough of the
 * previous window has slid out, or, when the current window alone is full, enough of it once it is the previous.
 */
export function msUntilRoom(counts: Counts, bucket: Bucket, now: number, weight = 1): number {
  const { limit, windowMs: w } = bucket
  const elapsed = now % w
  const { current, previous } = counts
  const room = limit - weight
  // Room when the part of the counted window still inside, (w - e) · count, is at most what the limit leaves.
  const from = (count: number, left: number) => w - Math.floor((left * w) / count)
  if (current <= room) return previous === 0 ? 0 : Math.max(0, from(previous, room - current) - elapsed)
  return w - elapsed + from(current, room)
}

/** What a use is counted as: the request whose use it is, how many uses it is, and whose they are. */
export interface Use {
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
export function bucketsOf(context: RequestContext, name: RateLimitName, ownOnly = false): Bucket[] {
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
export async function overLimit(context: RequestContext, name: RateLimitName, use: Use = {}): Promise<Refusal | null> {
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
export async function giveBack(context: RequestContext, name: RateLimitName, weight: number): Promise<void> {
  if (weight > 0) await counterStore(context).giveBack(bucketsOf(context, name), Date.now(), weight)
}

/** A refusal when this visitor has already used up `name`'s limit, without counting this request. */
export async function limitReached(context: RequestContext, name: RateLimitName): Promise<Refusal | null> {
  const buckets = bucketsOf(context, name)
  const now = Date.now()
  const counts = await counterStore(context).read(buckets, now)
  if (buckets.every((bucket, i) => hasRoom(counts[i]!, bucket, now))) return null
  return refusal(context, buckets, counts, now)
}

/** The wait until every full bucket has room again, in whole seconds; the message says as many minutes, rounded up. */
function refusal(context: RequestContext, buckets: Bucket[], counts: Counts[], now: number, weight = 1): Refusal {
  const ms = Math.max(...buckets.map((bucket, i) => msUntilRoom(counts[i]!, bucket, now, weight)))
  const retryAfter = Math.max(1, Math.ceil(ms / 1000))
  return { retryAfter, message: rateLimitedMessage(context, retryAfter) }
}

export function rateLimitedMessage(context: Pick<RequestContext, 'language'>, retryAfter: number): string {
  return textOf(context.language)('security.rateLimited', { wait: waitText(context.language, retryAfter) })
}

/** A wait as the shopper reads it: seconds under a minute, else minutes, rounded up (a Retry-After's own wait). */
export function waitText(language: Language, seconds: number): string {
  const t = textOf(language)
  return seconds < 60
    ? t('security.seconds', { count: Math.max(1, Math.ceil(seconds)) })
    : t('security.minutes', { count: Math.ceil(seconds / 60) })
}

/** A try at one email's password by this request: the tiers it is counted in (LOGIN_FAILURES). */
export interface LoginTry {
  tiers: LoginTier[]
  /** This device has signed in to the email before: it is not held up by the address's other devices. */
  known: boolean
}

/** The tiers a try at `email`'s password is counted in (LOGIN_FAILURES). */
export async function loginTry(context: RequestContext, email: string): Promise<LoginTry> {
  const prefix = `${context.tenant.host}|login-failure`
  const { perVisitor, strangers, platform, windowSeconds, maxDelaySeconds } = LOGIN_FAILURES
  const address = `${prefix}|address|${clientKey(context.client)}|${normalEmail(email)}`
  const own: LoginTier = {
    key: context.visitor ? `${prefix}|visitor|${context.visitor}|${normalEmail(email)}` : address,
    free: perVisitor,
    firstWait: 2,
    maxWait: maxDelaySeconds,
  }
  const known = !!context.visitor && (await counterStore(context).marked(knownKey(context, email), Date.now()))
  const streak: LoginTier = known
    ? {
        key: `${address}|streak`,
        free: platform.lockAfter,
        firstWait: platform.lockSeconds,
        maxWait: platform.maxLockSeconds,
      }
    : { key: `${address}|streak`, free: strangers, firstWait: windowSeconds, maxWait: windowSeconds }
  return { tiers: [own, streak], known }
}

const normalEmail = (email: string) => email.trim().toLowerCase()
const knownKey = (context: RequestContext, email: string) =>
  `${context.tenant.host}|login-known|${context.visitor}|${normalEmail(email)}`

/**
 * Reserves the try before the platform is asked: null when it may go, else in how many seconds it may (a refused
 * try reserves nothing). Give it back with `releaseLoginAttempt` unless the platform answered; a wrong password
 * keeps it, a right one ends the streaks (`endLoginStreaks`).
 */
export async function reserveLoginAttempt(context: RequestContext, attempt: LoginTry): Promise<number | null> {
  const answer = await counterStore(context).reserve(attempt.tiers, Date.now())
  return answer.reserved ? null : Math.max(1, Math.ceil(answer.waitMs / 1000))
}

export async function releaseLoginAttempt(context: RequestContext, attempt: LoginTry): Promise<void> {
  await counterStore(context).release(attempt.tiers)
}

/**
 * After a sign-in: the streaks end (the platform's too), and this device is known for `email`: it no longer waits
 * for what others try at it from its address.
 */
export async function rememberSignIn(context: RequestContext, email: string, attempt: LoginTry): Promise<void> {
  await counterStore(context).clear(attempt.tiers)
  if (!context.visitor) return
  const now = Date.now()
  await counterStore(context).mark(knownKey(context, email), now, now + LOGIN_FAILURES.knownDays * 86_400_000)
}

/** The wait after `tries` tries of `tier` (ms): none for its first `free`, then firstWait, doubled each time, maxWait at most. */
export function loginDelayMs(tries: number, tier: Pick<LoginTier, 'free' | 'firstWait' | 'maxWait'>): number {
  if (tries < tier.free) return 0
  return Math.min(tier.firstWait * 2 ** Math.min(tries - tier.free, 30), tier.maxWait) * 1000
}

/** The storefront's D1 database when bound (every location counts together), else this isolate's memory. */
function counterStore(context: RequestContext): CounterStore {
  const db = context.env.DB
  return db ? d1Counters(db) : memoryCounters
}

/** The counts of `buckets` from rows of (key, window, count). */
function countsFrom(rows: { key: string; window: number; count: number }[], buckets: Bucket[], now: number): Counts[] {
  return buckets.map(({ key, windowMs }) => {
    const window = Math.floor(now / windowMs)
    const count = (w: number) => rows.find((row) => row.key === key && row.window === w)?.count ?? 0
    return { current: count(window), previous: count(window - 1) }
  })
}

export function d1Counters(db: D1Database): CounterStore {
  const read = (buckets: Bucket[], now: number) =>
    db
      .prepare(
        `SELECT key, window, count FROM rate_counters WHERE ${buckets.map(() => '(key = ? AND window >= ?)').join(' OR ')}`,
      )
      .bind(...buckets.flatMap(({ key, windowMs }) => [key, Math.floor(now / windowMs) - 1]))
  const cleanup = (now: number) =>
    db
      .prepare(
        'DELETE FROM rate_counters WHERE expires_at < ?1 AND rowid IN (SELECT rowid FROM rate_counters WHERE expires_at < ?1 LIMIT 20)',
      )
      .bind(now)
  return {
    async take(buckets, now, weight = 1) {
      // The first upsert happens only when every bucket has room (hasRoom, in SQL); each one after it only when the
      // one before it changed a row. One batch is one transaction: nothing counts in between.
      const room = buckets
        .map(
          () => `COALESCE((SELECT count FROM rate_counters WHERE key = ? AND window = ?), 0) * ? +
                    COALESCE((SELECT count FROM rate_counters WHERE key = ? AND window = ?), 0) * ? <= ?`,
        )
        .join(' AND ')
      const roomParams = buckets.flatMap(({ key, limit, windowMs }) => {
        const window = Math.floor(now / windowMs)
        return [key, window, windowMs, key, window - 1, windowMs - (now % windowMs), (limit - weight) * windowMs]
      })
      const upserts = buckets.map(({ key, windowMs }, i) => {
        const window = Math.floor(now / windowMs)
        return db
          .prepare(
            `INSERT INTO rate_counters (key, window, count, last_at, expires_at)
             SELECT ?, ?, ?, ?, ? WHERE ${i === 0 ? room : 'changes() > 0'}
             ON CONFLICT (key, window) DO UPDATE SET count = count + excluded.count, last_at = excluded.last_at
             RETURNING count`,
          )
          .bind(key, window, weight, now, (window + 2) * windowMs, ...(i === 0 ? roomParams : []))
      })
      const results = await db.batch<{ key: string; window: number; count: number }>([
        ...upserts,
        read(buckets, now),
        cleanup(now),
      ])
      const taken = results.slice(0, buckets.length).every((result) => result.results.length === 1)
      return { taken, counts: countsFrom(results[buckets.length]!.results, buckets, now) }
    },
    async read(buckets, now) {
      const { results } = await read(buckets, now).all<{ key: string; window: number; count: number }>()
      return countsFrom(results, buckets, now)
    },
    async giveBack(buckets, now, weight) {
      await db.batch(
        buckets.map(({ key, windowMs }) =>
          db
            .prepare('UPDATE rate_counters SET count = MAX(0, count - ?) WHERE key = ? AND window = ?')
            .bind(weight, key, Math.floor(now / windowMs)),
        ),
      )
    },
    async reserve(tiers, now) {
      // A tier's row: `count` tries since its streak began (a reserved one included), `last_at` when the last was
      // reserved. A streak an hour old starts again; else a try goes among the first `free`, or once its wait is over.
      // The first upsert happens only when every tier lets the try go, each one after it when the one before did.
      const windowMs = LOGIN_FAILURES.windowSeconds * 1000
      const waiting = `NOT EXISTS (SELECT 1 FROM rate_counters WHERE key = ? AND window = 0 AND last_at + ? > ?
        AND count >= ? AND last_at + MIN(?, ? * (1 << MIN(count - ?, 30))) * 1000 > ?)`
      const waitParams = tiers.flatMap(({ key, free, firstWait, maxWait }) => [
        key,
        windowMs,
        now,
        free,
        maxWait,
        firstWait,
        free,
        now,
      ])
      const upserts = tiers.map(({ key }, i) =>
        db
          .prepare(
            `INSERT INTO rate_counters (key, window, count, last_at, expires_at)
             SELECT ?, 0, 1, ?, ? WHERE ${i === 0 ? tiers.map(() => waiting).join(' AND ') : 'changes() > 0'}
             ON CONFLICT (key, window) DO UPDATE SET
               count = CASE WHEN last_at + ? <= excluded.last_at THEN 1 ELSE count + 1 END,
               last_at = excluded.last_at, expires_at = excluded.expires_at
             RETURNING count`,
          )
          .bind(key, now, now + windowMs, ...(i === 0 ? waitParams : []), windowMs),
      )
      const results = await db.batch<{ key: string; count: number; last_at: number }>([
        ...upserts,
        db
          .prepare(
            `SELECT key, count, last_at FROM rate_counters WHERE window = 0 AND key IN (${tiers.map(() => '?')})`,
          )
          .bind(...tiers.map(({ key }) => key)),
        cleanup(now),
      ])
      if (results.slice(0, tiers.length).every((result) => result.results.length === 1)) return { reserved: true }
      const rows = results[tiers.length]!.results
      return { reserved: false, waitMs: loginWait(tiers, (key) => rows.find((row) => row.key === key), now) }
    },
    async release(tiers) {
      await db.batch(
        tiers.map(({ key }) =>
          db.prepare('UPDATE rate_counters SET count = count - 1 WHERE key = ? AND window = 0 AND count > 0').bind(key),
        ),
      )
    },
    async clear(tiers) {
      await db.batch(
        tiers.map(({ key }) => db.prepare('DELETE FROM rate_counters WHERE key = ? AND window = 0').bind(key)),
      )
    },
    async marked(key, now) {
      const row = await db
        .prepare('SELECT 1 AS found FROM rate_counters WHERE key = ? AND window = 0 AND expires_at > ?')
        .bind(key, now)
        .first()
      return row !== null
    },
    async mark(key, now, until) {
      await db
        .prepare(
          `INSERT INTO rate_counters (key, window, count, last_at, expires_at) VALUES (?1, 0, 1, ?2, ?3)
           ON CONFLICT (key, window) DO UPDATE SET last_at = ?2, expires_at = ?3`,
        )
        .bind(key, now, until)
        .run()
    },
  }
}

/** How long until every tier lets a try go (ms), from each tier's count and last try. */
function loginWait(
  tiers: LoginTier[],
  row: (key: string) => { count: number; last_at: number } | undefined,
  now: number,
): number {
  const windowMs = LOGIN_FAILURES.windowSeconds * 1000
  return Math.max(
    0,
    ...tiers.map((tier) => {
      const found = row(tier.key)
      if (!found || found.last_at + windowMs <= now) return 0
      return found.last_at + loginDelayMs(found.count, tier) - now
    }),
  )
}

/**
 * Shared by the requests of an isolate on purpose: counts and times only, at most MEMORY_MAX keys. Each method
 * reads and writes without awaiting in between, so requests of the isolate cannot interleave inside one.
 */
const memory = new Map<string, { window: number; count: number; previous: number; lastAt: number }>()
const MEMORY_MAX = 10_000

function remember(key: string, entry: { window: number; count: number; previous: number; lastAt: number }) {
  memory.delete(key)
  memory.set(key, entry)
  if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value as string)
}

/** The entry moved on to `window`: the count of the window before it becomes `previous`. */
function current(key: string, window: number) {
  const entry = memory.get(key)
  if (!entry) return { window, count: 0, previous: 0, lastAt: 0 }
  if (entry.window === window) return entry
  return { window, count: 0, previous: entry.window === window - 1 ? entry.count : 0, lastAt: entry.lastAt }
}

const memoryCounts = (buckets: Bucket[], now: number): Counts[] =>
  buckets.map(({ key, windowMs }) => {
    const entry = current(key, Math.floor(now / windowMs))
    return { current: entry.count, previous: entry.previous }
  })

export const memoryCounters: CounterStore = {
  async take(buckets, now, weight = 1) {
    const before = memoryCounts(buckets, now)
    if (!buckets.every((bucket, i) => hasRoom(before[i]!, bucket, now, weight))) return { taken: false, counts: before }
    for (const { key, windowMs } of buckets) {
      const entry = current(key, Math.floor(now / windowMs))
      remember(key, { ...entry, count: entry.count + weight, lastAt: now })
    }
    return { taken: true, counts: memoryCounts(buckets, now) }
  },
  async giveBack(buckets, now, weight) {
    for (const { key, windowMs } of buckets) {
      const entry = current(key, Math.floor(now / windowMs))
      remember(key, { ...entry, count: Math.max(0, entry.count - weight) })
    }
  },
  async read(buckets, now) {
    return memoryCounts(buckets, now)
  },
  async reserve(tiers, now) {
    const row = (key: string) => {
      const entry = memory.get(key)
      return entry && { count: entry.count, last_at: entry.lastAt }
    }
    const waitMs = loginWait(tiers, row, now)
    if (waitMs > 0) return { reserved: false, waitMs }
    const windowMs = LOGIN_FAILURES.windowSeconds * 1000
    for (const { key } of tiers) {
      const entry = memory.get(key)
      const tries = entry && entry.lastAt + windowMs > now ? entry.count : 0
      remember(key, { window: 0, count: tries + 1, previous: 0, lastAt: now })
    }
    return { reserved: true }
  },
  async release(tiers) {
    for (const { key } of tiers) {
      const entry = memory.get(key)
      if (entry && entry.count > 0) remember(key, { ...entry, count: entry.count - 1 })
    }
  },
  async clear(tiers) {
    for (const { key } of tiers) memory.delete(key)
  },
  async marked(key, now) {
    return (memory.get(key)?.lastAt ?? 0) > now
  },
  async mark(key, _now, until) {
    remember(key, { window: 0, count: 1, previous: 0, lastAt: until })
  },
}

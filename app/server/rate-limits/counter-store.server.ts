import type { RequestContext } from '~/server/load-context'
import { LOGIN_FAILURES, type LoginTier } from './policy.server'
import { hasRoom, loginDelayMs, type Bucket, type Counts } from './window.server'

/** Where the counts live: the storefront's D1 database (every location counts together), else the isolate's memory. */

/** Counts in fixed windows, read as sliding windows; wrong passwords as reservations. */
interface CounterStore {
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

/** The storefront's D1 database when bound (every location counts together), else this isolate's memory. */
export function counterStore(context: Pick<RequestContext, 'env'>): CounterStore {
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

/**
 * The cache generation of each shop host. It is part of
 * every cache key of the shop's pages and platform answers; a purge adds one to it, so that nothing stored
 * before is read again, in every location (the Cache API is per data centre and has no purge by prefix).
 *
 * Kept in the storefront's D1 database (binding `DB`, table `page_generations`). An isolate remembers a
 * host's generation for REMEMBERED_MS, so that a page served from the cache costs no database query: a purge
 * reaches every location within that time. Without the binding, in the memory of the isolate: a purge then
 * holds only in the isolate that received it (the storefront says at start that it runs without D1).
 */
/** Where the platform asks for a purge (purge.server.ts, docs/operations.md). */
export const PURGE_PATH = '/__cache/purge'

export interface CacheGenerations {
  /** The host's generation: 0 until its first purge. */
  current(host: string): Promise<number>
  /** Adds one to the host's generation and answers the new one. */
  purge(host: string): Promise<number>
}

/** How long an isolate trusts the generation it read (ms). */
const REMEMBERED_MS = 10_000

export function cacheGenerations(db: D1Database | undefined): CacheGenerations {
  return db ? d1Generations(db) : memoryGenerations
}

/**
 * Shared by the requests of an isolate on purpose: host names and numbers only, at most REMEMBERED_MAX. A value
 * read, never a promise: in workerd, a request awaiting a promise another request made hangs once that one has ended.
 */
const remembered = new Map<string, { generation: number; until: number }>()
const REMEMBERED_MAX = 1000

function remember(host: string, generation: number, now: number): number {
  remembered.delete(host)
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string)
  remembered.set(host, { generation, until: now + REMEMBERED_MS })
  return generation
}

function d1Generations(db: D1Database): CacheGenerations {
  return {
    async current(host) {
      const now = Date.now()
      const known = remembered.get(host)
      if (known && known.until > now) return known.generation
      const row = await db
        .prepare('SELECT generation FROM page_generations WHERE host = ?')
        .bind(host)
        .first<{ generation: number }>()
      return remember(host, row?.generation ?? 0, now)
    },
    async purge(host) {
      const now = Date.now()
      const row = await db
        .prepare(
          `INSERT INTO page_generations (host, generation, purged_at) VALUES (?, 1, ?)
           ON CONFLICT (host) DO UPDATE SET generation = generation + 1, purged_at = excluded.purged_at
           RETURNING generation`,
        )
        .bind(host, now)
        .first<{ generation: number }>()
      return remember(host, row?.generation ?? 0, now)
    },
  }
}

/** Without D1: this isolate's own generations (host names and numbers only). */
const generations = new Map<string, number>()

const memoryGenerations: CacheGenerations = {
  async current(host) {
    return generations.get(host) ?? 0
  },
  async purge(host) {
    const next = (generations.get(host) ?? 0) + 1
    generations.delete(host)
    if (generations.size >= REMEMBERED_MAX) generations.delete(generations.keys().next().value as string)
    generations.set(host, next)
    return next
  },
}

import type { LoginTier } from './policy.server'

/** Sliding windows over fixed-window counts, and the keys clients are counted under: pure arithmetic, both stores alike. */

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

/** The wait after `tries` tries of `tier` (ms): none for its first `free`, then firstWait, doubled each time, maxWait at most. */
export function loginDelayMs(tries: number, tier: Pick<LoginTier, 'free' | 'firstWait' | 'maxWait'>): number {
  if (tries < tier.free) return 0
  return Math.min(tier.firstWait * 2 ** Math.min(tries - tier.free, 30), tier.maxWait) * 1000
}

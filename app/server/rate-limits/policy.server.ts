/**
 * The rate limits' policy: how many uses of each form a visitor, an address and a browser without a visitor id get,
 * and the tiers of wrong passwords; why each number, in docs/rate-limits.md and docs/decisions/048-rate-limits.md.
 */

/**
 * How often each form may be used, in sliding windows, counted three ways (docs/rate-limits.md lists the same table with
 * the reasons for each number; why the counts are in D1: docs/decisions/048-rate-limits.md):
 * - `perVisitor`: by one visitor, known by its signed visitor cookie (app/server/visitor-id.server.ts). A shopper's
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
  /** Field speed's beacons (app/field-speed/): one a page view. */
  fieldSpeed: { perVisitor: 60, perAddress: 3000, withoutVisitor: 30, windowSeconds: 60 },
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

export interface Limit {
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

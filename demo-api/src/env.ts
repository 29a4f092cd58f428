/** Bindings and vars of the Worker (see wrangler.toml). */
export interface Env {
  DB: D1Database
  /** The pool of phone photos (demo-api/photos/make-photos.mjs writes them to .cache/stand-in-photos). */
  PHOTOS: Fetcher
  /** Bearer key the storefront's shop-data client sends. */
  SHOP_PUBLIC_KEY: string
  /** Fixed delay in milliseconds added before every answer ("0" by default). */
  LATENCY_MS?: string
  /** The storefront's port on each shop's host, for the links of the emails (scripts/servers.mjs sets it). */
  STOREFRONT_PORT?: string
  /** Faults set from the start (faults.ts): `<shop> <METHOD> <path pattern> <fault>; …` ("" by default). */
  FAULTS?: string
  /** `on`: the faults may be set at run time with PUT /__faults ("off" by default). */
  FAULT_SWITCH?: string
  /** How long the `stall` fault sends nothing before the cut ("30000" by default). */
  STALL_MS?: string
}

const MAX_LATENCY_MS = 60_000

export function latencyMs(env: Env): number {
  const value = Number.parseInt(env.LATENCY_MS ?? '0', 10)
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(value, MAX_LATENCY_MS)
}

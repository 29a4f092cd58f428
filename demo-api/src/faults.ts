import type { MiddlewareHandler } from 'hono'
import type { ApiEnv, SiteApp, SiteContext } from './context'
import type { Env } from './env'
import { HttpError, MESSAGES, errorResponse, json } from './http'
import { callOf } from './quirks'
import { SEED_SHOPS } from './seed'

/**
 * The fault switch: one call of one shop answers 200 with a body it should not, so that tests run the
 * storefront against a platform that misbehaves. Off unless set:
 * - `FAULTS` (wrangler.toml [vars]): `;`-separated entries `<shop> <METHOD> <path pattern> <fault>`, e.g.
 *   `demo GET /products/search garbage; demo GET /produits/slug/:slug cut`;
 * - at run time, only when `FAULT_SWITCH` is `on`: PUT /__faults (a JSON array of `{shop, call, fault}`)
 *   replaces the run-time list, DELETE /__faults clears it, GET /__faults lists both. Without the switch
 *   /__faults is an unknown route.
 * The run-time list is checked first, then FAULTS; the first entry naming the shop and the call applies.
 * The call is written as `callOf` (quirks.ts) names it: the route's method and pattern, without /api/v2.
 */

export const FAULT_KINDS = ['garbage', 'shape', 'cut', 'stall', 'status500'] as const
/**
 * - `garbage`: 200, `Content-Type: application/json`, the body `<html>Bad gateway</html>`;
 * - `shape`: 200, valid JSON of another type: an object answer in a one-element array `[answer]`, any
 *   other answer (array, or no body: `null`) as `{"data": answer}`;
 * - `cut`: 200 with the real answer's `Content-Length`, its first half (bytes, rounded down), then the
 *   connection is cut;
 * - `stall`: as `cut`, but the connection is cut only after STALL_MS without a byte;
 * - `status500`: 500 `{"message":"Server Error"}` without running the call.
 * Whatever the real answer's status, the faulty answer's is 200 (500 for `status500`).
 */
export type Fault = (typeof FAULT_KINDS)[number]

export interface FaultEntry {
  /** The shop's subdomain, e.g. `demo`. */
  shop: string
  /** The call, e.g. `GET /produits/slug/:slug`. */
  call: string
  fault: Fault
}

/** The answer of GET, PUT and DELETE /__faults. */
export interface FaultList {
  /** From the FAULTS var. */
  env: FaultEntry[]
  /** Set by PUT /__faults. */
  runtime: FaultEntry[]
  /** How long `stall` waits before the cut (STALL_MS). */
  stallMs: number
}

const FAULT_MESSAGES = {
  serverError: 'Server Error',
  garbage: '<html>Bad gateway</html>',
  invalidList: 'Le corps doit être un tableau JSON de {"shop","call","fault"}.',
} as const

/** The error that cuts the connection of `cut` and `stall`. */
const CUT_MESSAGE = 'demo-api fault: connection cut'
const DEFAULT_STALL_MS = 30_000
const MAX_STALL_MS = 10 * 60 * 1000
const SHOPS = new Set(SEED_SHOPS.map((shop) => shop.subdomain))

/** The /api/v2 calls a fault may name, set by registerFaultRoutes. */
let knownCalls: ReadonlySet<string> = new Set()
/** The run-time list: module state of the one isolate the stand-in runs in. */
let runtimeFaults: FaultEntry[] = []
let parsedEnv: { text: string; entries: FaultEntry[] } | undefined

function stallMs(env: Env): number {
  const value = Number.parseInt(env.STALL_MS ?? '', 10)
  if (!Number.isFinite(value) || value < 0) return DEFAULT_STALL_MS
  return Math.min(value, MAX_STALL_MS)
}

/** Before a test-only route: without `FAULT_SWITCH` on, the route does not exist (404). */
export const faultSwitchOn: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  if (c.env.FAULT_SWITCH !== 'on') return errorResponse(404, MESSAGES.routeNotFound)
  await next()
}

/**
 * The /__faults routes (outside /api/v2, no key). `calls` are the /api/v2 calls a fault may name
 * (`GET /home`…): an entry naming another call, an unknown shop or an unknown fault is refused.
 */
export function registerFaultRoutes(app: SiteApp, calls: readonly string[]): void {
  knownCalls = new Set(calls)
  app.get('/__faults', faultSwitchOn, (c) => json(faultList(c)))
  app.put('/__faults', faultSwitchOn, async (c) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(await c.req.text())
    } catch {
      throw new HttpError(400, FAULT_MESSAGES.invalidList)
    }
    if (!Array.isArray(parsed)) throw new HttpError(400, FAULT_MESSAGES.invalidList)
    runtimeFaults = parsed.map((item: unknown) => {
      if (item === null || typeof item !== 'object') throw new HttpError(400, FAULT_MESSAGES.invalidList)
      const { shop, call, fault } = item as Record<string, unknown>
      if (typeof shop !== 'string' || typeof call !== 'string' || typeof fault !== 'string') {
        throw new HttpError(400, FAULT_MESSAGES.invalidList)
      }
      const [method = '', path = '', ...rest] = call.trim().split(/\s+/)
      const entry = toEntry(shop, method, path, fault)
      if (typeof entry === 'string' || rest.length > 0) {
        throw new HttpError(400, typeof entry === 'string' ? entry : `Appel invalide : « ${call} ».`)
      }
      return entry
    })
    return json(faultList(c))
  })
  app.delete('/__faults', faultSwitchOn, (c) => {
    runtimeFaults = []
    return json(faultList(c))
  })
}

function faultList(c: SiteContext): FaultList {
  return { env: envFaults(c.env), runtime: runtimeFaults, stallMs: stallMs(c.env) }
}

/** An entry, or why it is refused. */
function toEntry(shop: string, method: string, path: string, fault: string): FaultEntry | string {
  const call = `${method.toUpperCase()} ${path}`
  if (!SHOPS.has(shop)) return `Boutique inconnue : « ${shop} ».`
  if (!knownCalls.has(call)) return `Appel inconnu : « ${call} » (méthode et route sans /api/v2, ex. GET /home).`
  if (!(FAULT_KINDS as readonly string[]).includes(fault))
    return `Panne inconnue : « ${fault} » (${FAULT_KINDS.join(', ')}).`
  return { shop, call, fault: fault as Fault }
}

/** The entries of the FAULTS var; a wrong entry fails every call (500, and the reason in the log). */
function envFaults(env: Env): FaultEntry[] {
  const text = env.FAULTS ?? ''
  if (parsedEnv?.text === text) return parsedEnv.entries
  const entries = text
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const words = entry.split(/\s+/)
      const [shop = '', method = '', path = '', fault = ''] = words
      const parsed = words.length === 4 ? toEntry(shop, method, path, fault) : 'il faut 4 mots'
      if (typeof parsed === 'string') {
        throw new Error(`demo-api: FAULTS: « ${entry} » : ${parsed} Format : <shop> <METHOD> <path> <fault>; …`)
      }
      return parsed
    })
  parsedEnv = { text, entries }
  return entries
}

/** The /api/v2 middleware, after the shop is known: the fault set for this shop and call, if any. */
export const faultInjection: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const shop = c.var.shop.subdomain
  const call = callOf(c)
  const match = (entry: FaultEntry) => entry.shop === shop && entry.call === call
  const fromEnv = envFaults(c.env)
  const fault = (runtimeFaults.find(match) ?? fromEnv.find(match))?.fault
  if (fault === undefined) return next()
  if (fault === 'status500') return errorResponse(500, FAULT_MESSAGES.serverError)
  await next()
  const faulty = await faultyAnswer(fault, c.res, stallMs(c.env), (sending) => c.executionCtx.waitUntil(sending))
  // Unset first: Hono would copy the real answer's headers onto the faulty one.
  c.res = undefined
  c.res = faulty
}

async function faultyAnswer(
  fault: Exclude<Fault, 'status500'>,
  real: Response,
  stall: number,
  keepAlive: (sending: Promise<void>) => void,
): Promise<Response> {
  const bytes = new Uint8Array(await real.arrayBuffer())
  const headers = new Headers(real.headers)
  headers.delete('content-length')
  if (fault === 'garbage') {
    headers.set('content-type', 'application/json; charset=utf-8')
    return new Response(FAULT_MESSAGES.garbage, { status: 200, headers })
  }
  if (fault === 'shape') {
    headers.set('content-type', 'application/json; charset=utf-8')
    return new Response(JSON.stringify(otherShape(bytes)), { status: 200, headers })
  }
  // cut and stall: the real length announced, half of it sent, then the connection cut. `identity` keeps
  // wrangler's and Miniflare's front from compressing the answer: it would drop the length and hold the half.
  const stream = new FixedLengthStream(bytes.byteLength)
  headers.set('content-length', String(bytes.byteLength))
  headers.set('content-encoding', 'identity')
  keepAlive(sendHalfThenCut(stream.writable, bytes, fault === 'stall' ? stall : 0))
  return new Response(stream.readable, { status: 200, headers })
}

function otherShape(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes)
  const answer: unknown = text === '' ? null : JSON.parse(text)
  if (answer !== null && typeof answer === 'object' && !Array.isArray(answer)) return [answer]
  return { data: answer }
}

async function sendHalfThenCut(writable: WritableStream<Uint8Array>, bytes: Uint8Array, waitMs: number) {
  const writer = writable.getWriter()
  try {
    const half = bytes.subarray(0, Math.floor(bytes.byteLength / 2))
    // Resolves once the reader (the connection) has taken the bytes: they are sent before the cut.
    if (half.byteLength > 0) await writer.write(half)
    await new Promise((resolve) => setTimeout(resolve, Math.max(waitMs, 50)))
  } finally {
    // workerd logs this error (Uncaught exception … CUT_MESSAGE); tests/support/demo-api.ts leaves it out.
    await writer.abort(new Error(CUT_MESSAGE)).catch(() => undefined)
  }
}

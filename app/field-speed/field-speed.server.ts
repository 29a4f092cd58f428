/**
 * POST /field-speed: a page view's Core Web Vitals (measure.client.ts), checked and kept. Answered at the way in
 * (server.ts hands it to app/server/request/handle-request.server.ts), after the same-origin check and before any
 * session or page: a beacon has no page, and costs a request no more than its checks and one write.
 * In production each view is a data point of Workers Analytics Engine (`FIELD_SPEED`, indexed by shop); with
 * FIELD_SPEED_STORE=local (`npm start`, the tests: Miniflare drops Analytics Engine's writes) a row of the D1 table
 * `field_views` (migrations/0004). `npm run field` reads either. A beacon that is not one (a wrong field, a value
 * out of range, too long) is refused with 400 or 413 and kept nowhere; a flood gets 429 like the other public
 * endpoints. Its shop is the host's (the same-origin check has the browser's Origin match it); the platform is
 * not asked whether it has that shop, so that a beacon never costs it a call. docs/decisions/066-field-speed.md.
 */
import { z } from 'zod'
import { DEFAULT_LANGUAGE } from '~/lib/languages'
import type { Tenant } from '~/lib/host'
import type { Env } from '~/server/env.server'
import { clientAddress } from '~/server/security-log.server'
import { overLimit } from '~/server/rate-limits/limits.server'
import { pageOf, type PageKind } from './page-kind'

/** What the way in knows of a beacon's request. */
interface BeaconContext {
  env: Env
  tenant: Tenant
  /** The visitor id its signed cookie brought, or null: the limits count a visitor by it. */
  visitor: string | null
  waitUntil: (promise: Promise<unknown>) => void
}

/** A beacon is a few dozen bytes; anything past this is not one. */
const MAX_BEACON_BYTES = 512

/** A time in ms a page can take, written as beacon.ts writes it: at most ten minutes. */
const milliseconds = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().max(600_000))

const BeaconSchema = z
  .object({
    path: z.string().max(300).startsWith('/'),
    js: z.enum(['0', '1']),
    lcp: milliseconds.optional(),
    inp: milliseconds.optional(),
    cls: z
      .string()
      .regex(/^\d{1,2}(?:\.\d{1,4})?$/)
      .transform(Number)
      .optional(),
    ttfb: milliseconds.optional(),
    ect: z.enum(['slow-2g', '2g', '3g', '4g']).optional(),
    // What browsers give (navigator.deviceMemory): a power of two from 0.25 GB (to 8 on most, 32 on Chromium's newest).
    memory: z.enum(['0.25', '0.5', '1', '2', '4', '8', '16', '32']).transform(Number).optional(),
  })
  .strict()
  .refine((beacon) => [beacon.lcp, beacon.inp, beacon.cls, beacon.ttfb].some((v) => v !== undefined))

/** One page view as it is kept. */
interface FieldView {
  shop: string
  kind: PageKind
  language: string
  javaScript: boolean
  effectiveType: string
  memory?: number
  lcp?: number
  inp?: number
  cls?: number
  ttfb?: number
}

/** The view a beacon's body tells of, for `shop`; null when the body is not a beacon. */
export function readBeacon(body: string, shop: string): FieldView | null {
  if (body.length > MAX_BEACON_BYTES) return null
  const parsed = BeaconSchema.safeParse(Object.fromEntries(new URLSearchParams(body)))
  if (!parsed.success) return null
  const { path, js, ect, ...measures } = parsed.data
  const { kind, language } = pageOf(path)
  return { shop, kind, language, javaScript: js === '1', effectiveType: ect ?? '', ...measures }
}

export async function receiveFieldSpeed(request: Request, context: BeaconContext): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { Allow: 'POST' })
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BEACON_BYTES) return answer(413)
  const body = await request.text()
  if (body.length > MAX_BEACON_BYTES) return answer(413)
  const view = context.tenant.shop ? readBeacon(body, context.tenant.shop) : null
  if (!view) return answer(400)
  const limits = { ...context, client: clientAddress(request), language: DEFAULT_LANGUAGE }
  const limited = await overLimit(limits, 'fieldSpeed', { request })
  if (limited) return answer(429, { 'Retry-After': String(limited.retryAfter) })
  context.waitUntil(keepView(context, view).catch((error: unknown) => console.error('field speed:', error)))
  return answer(204)
}

/** Keeps `view`: a data point of Analytics Engine, or a row of the local store. */
export async function keepView(context: { env: Env }, view: FieldView): Promise<void> {
  const { env } = context
  if (env.FIELD_SPEED_STORE === 'local') {
    await env.DB?.prepare(
      'INSERT INTO field_views (at, shop, kind, lang, js, ect, memory, lcp, inp, cls, ttfb) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)',
    )
      .bind(
        Date.now(),
        view.shop,
        view.kind,
        view.language,
        view.javaScript ? 1 : 0,
        view.effectiveType,
        view.memory ?? null,
        view.lcp ?? null,
        view.inp ?? null,
        view.cls ?? null,
        view.ttfb ?? null,
      )
      .run()
    return
  }
  // Doubles cannot be absent: -1 stands for a measure the browser did not take.
  env.FIELD_SPEED?.writeDataPoint({
    indexes: [view.shop],
    blobs: [view.shop, view.kind, view.language, view.javaScript ? '1' : '0', view.effectiveType],
    doubles: [view.lcp ?? -1, view.inp ?? -1, view.cls ?? -1, view.ttfb ?? -1, view.memory ?? -1],
  })
}

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

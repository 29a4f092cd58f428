import type { ApiApp, ApiContext } from './context'
import { HttpError, json, readJsonObject } from './http'

const DIRECTIONS = ['increment', 'decrement'] as const
type Direction = (typeof DIRECTIONS)[number]

export function registerVisitRoutes(api: ApiApp): void {
  api.post('/boutiques/:shopId/visite', countVisit)
}

/** POST /boutiques/{shopId}/visite — `{ "direction": "increment" | "decrement" }` → `{ "visites": n }`. */
async function countVisit({ req, env, var: { shop } }: ApiContext): Promise<Response> {
  if (req.param('shopId') !== String(shop.id)) {
    throw new HttpError(404, 'Boutique introuvable.')
  }
  const body = await readJsonObject(req.raw)
  const direction = body['direction']
  if (!isDirection(direction)) {
    throw new HttpError(400, 'Direction invalide : « increment » ou « decrement » attendu.')
  }
  const step = direction === 'increment' ? 1 : -1
  // One statement, so concurrent beacons never lose a count. The counter stops at 0.
  const row = await env.DB.prepare(
    `INSERT INTO visits (shop_id, visites, updated_at) VALUES (?1, MAX(0, ?2), datetime('now'))
     ON CONFLICT (shop_id) DO UPDATE SET visites = MAX(0, visites + ?2), updated_at = datetime('now')
     RETURNING visites`,
  )
    .bind(shop.id, step)
    .first<{ visites: number }>()
  return json({ visites: row?.visites ?? 0 })
}

function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value)
}

/** JSON answers and the errors every module may throw. */

export const MESSAGES = {
  shopNotFound: 'Shop not found or not active for the given host.',
  routeNotFound: 'Route introuvable.',
  internal: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
  databaseNotReady:
    'Base de données non initialisée : appliquez les migrations (npx wrangler d1 migrations apply DB --local --config demo-api/wrangler.toml).',
  invalidJson: 'Le corps de la requête doit être un objet JSON valide.',
  idempotencyKeyInvalid: 'En-tête Idempotency-Key invalide : 100 caractères au plus.',
} as const

const MAX_IDEMPOTENCY_KEY_LENGTH = 100

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { ...JSON_HEADERS, ...init.headers },
  })
}

/** Thrown anywhere in a handler; the dispatcher turns it into `{ "message": ... }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function errorResponse(status: number, message: string): Response {
  return json({ message }, { status })
}

/** Reads a JSON object body. Content type is not required: `sendBeacon` posts text/plain. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await request.text())
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, MESSAGES.invalidJson)
  }
  return parsed as Record<string, unknown>
}

/**
 * The optional Idempotency-Key header of a request that creates something (an order, a cart line, a message, an
 * account): 100 characters at most, or 400. A key the shop already used answers what it made then, and makes nothing.
 */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key')?.trim() ?? ''
  if (key === '') return null
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw new HttpError(400, MESSAGES.idempotencyKeyInvalid)
  return key
}

/** Whether a D1 error is a UNIQUE constraint failure naming `target` (a table or column). */
export function isUniqueViolation(error: unknown, target: string): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)
  return text.includes('UNIQUE constraint failed') && text.includes(target)
}

/** Stored image paths are relative to this API; answers carry absolute URLs. */
export function absoluteUrl(path: string | null, origin: string): string | null {
  if (!path) return null
  return new URL(path, origin).href
}

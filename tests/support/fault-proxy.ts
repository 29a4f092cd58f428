/**
 * A platform that fails on demand: a proxy in front of the stand-in API (tests/support/demo-api.ts)
 * that answers one call of one shop with a fault, then recovers.
 *
 *   const platform = await startFaultProxy(demoApi.url)
 *   platform.fail('f1', 'POST /cart/items', 'slow')   // that call of the shop f1.localhost
 *   platform.recover('f1')
 *
 * Every shop label is the demo shop upstream (X-Shop-Host and ?subdomain are rewritten), so each
 * test can use a label of its own and start with an empty per-shop cache; tests with different labels
 * can run at the same time, except with `refused`, which stops the whole platform.
 * Faults: down (the connection is dropped without an answer), refused (nothing listens: the whole
 * platform, see refuse()), slow (the call is made, its answer comes after `slowMs`), 500 and 401
 * (answered without making the call), malformed (200 with invalid JSON, no call), truncated (the
 * call is made, its answer is cut in the middle), shape (the call is made, its answer is wrapped
 * in another object).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAULTS = ['down', 'refused', 'slow', '500', '401', 'malformed', 'truncated', 'shape'] as const
export type Fault = (typeof FAULTS)[number]

/** "METHOD /path" after /api/v2, where ":x" matches one path segment, e.g. "PUT /cart/items/:id". */
export type Call = string

export interface Write {
  label: string
  method: string
  path: string
  body: string
}

export interface FaultProxy {
  url: string
  /** From now on, answers `call` of the shop `label` with `fault` (refused: see refuse()). */
  fail(label: string, call: Call, fault: Exclude<Fault, 'refused'>): void
  /** Stops listening: every call is refused until recover(). */
  refuse(): Promise<void>
  /** The platform listens again, and every call of `label` (of every shop without one) is answered as the stand-in answers it. */
  recover(label?: string): Promise<void>
  /** Writes (POST, PUT, DELETE) that reached the stand-in, oldest first. */
  writes(label: string, call?: Call): Write[]
  dispose(): Promise<void>
}

export async function startFaultProxy(upstream: string, options: { slowMs: number }): Promise<FaultProxy> {
  const faults = new Map<string, { call: Call; fault: Fault }[]>()
  const writes: Write[] = []
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy())
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const label = String(req.headers['x-shop-host'] ?? '').split('.')[0] ?? ''
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname.replace(/^\/api\/v2/, '').replace(/\/$/, '') || '/'
    const method = req.method ?? 'GET'
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const fault = faults.get(label)?.find((f) => matches(f.call, method, path))?.fault

    if (fault === 'down') return void req.socket.destroy()
    if (fault === '500') return send(res, 500, '{"message":"Server Error"}')
    if (fault === '401') return send(res, 401, '{"message":"Unauthenticated."}')
    if (fault === 'malformed') return send(res, 200, '{"message": "OK", "data": [1, 2,')

    if (url.searchParams.has('subdomain')) url.searchParams.set('subdomain', 'demo')
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value !== 'string' || ['host', 'connection', 'content-length'].includes(name)) continue
      headers.set(name, name === 'x-shop-host' ? value.replace(/^[^.]+/, 'demo') : value)
    }
    const answer = await fetch(upstream + url.pathname + url.search, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    })
    let text = await answer.text()
    if (method !== 'GET' && method !== 'HEAD') writes.push({ label, method, path, body: body.toString('utf8') })

    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs))
    if (fault === 'shape') text = JSON.stringify({ data: { result: text ? (JSON.parse(text) as unknown) : null } })
    if (fault === 'truncated') {
      const bytes = Buffer.from(text)
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Content-Length': bytes.length })
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)))
      return void setImmediate(() => res.socket?.destroy())
    }
    const extra = answer.headers.get('x-cart-id')
    send(res, answer.status, text, extra ? { 'X-Cart-ID': extra } : {})
  }

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  await listen(0)
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.closeAllConnections()
      server.close(() => resolve())
    })

  return {
    url: `http://127.0.0.1:${port}`,
    fail(label, call, fault) {
      faults.set(label, [...(faults.get(label) ?? []), { call, fault }])
    },
    refuse: close,
    async recover(label) {
      if (label === undefined) faults.clear()
      else faults.delete(label)
      if (!server.listening) await listen(port)
    },
    writes: (label, call) =>
      writes.filter((w) => w.label === label && (call === undefined || matches(call, w.method, w.path))),
    dispose: close,
  }
}

function matches(call: Call, method: string, path: string): boolean {
  const [callMethod, callPath] = call.split(' ')
  if (callMethod !== method || !callPath) return false
  const pattern = callPath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}$`).test(path)
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(body)
}

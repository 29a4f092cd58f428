/**
 * A proxy in front of the stand-in API for the tests of slow or odd answers: every request is passed on
 * at once (the platform does the work), and `rule` may hold its answer back or rewrite it.
 *   const proxy = await startProxy(stack.api.url, ({ method, path }) => (path.endsWith('/cart/items') ? { delayMs: 4000 } : null))
 * Answers that name the stand-in's own origin are rewritten to the proxy's, so links point through it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Headers of the connection, not of the request: fetch sets its own (undici refuses a `transfer-encoding`). */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade'])

export interface ProxyRule {
  /** Milliseconds to wait after the platform answered, before answering. */
  delayMs?: number
  /** Changes the answer's body (text) before it is sent. */
  rewrite?: (body: string) => string
}

export interface Proxy {
  url: string
  /** Resolves once every request received so far has been answered by the platform. */
  settled(): Promise<void>
  dispose(): Promise<void>
}

export async function startProxy(
  target: string,
  rule: (request: { method: string; path: string }) => ProxyRule | null,
): Promise<Proxy> {
  const pending = new Set<Promise<unknown>>()
  let origin = ''
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value)
    }
    const upstream = fetch(target + path, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    }).then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: await r.text() }))
    pending.add(upstream)
    try {
      const answer = await upstream
      const chosen = rule({ method, path })
      if (chosen?.delayMs) await new Promise((resolve) => setTimeout(resolve, chosen.delayMs))
      let body = answer.body.replaceAll(target, origin)
      if (chosen?.rewrite) body = chosen.rewrite(body)
      if (res.destroyed) return
      res.writeHead(answer.status, answer.type ? { 'Content-Type': answer.type } : {})
      res.end(body)
    } catch {
      res.destroy()
    } finally {
      pending.delete(upstream)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    settled: async () => {
      await Promise.allSettled([...pending])
    },
    dispose: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Requests to a shop from Node, as a phone's browser sends them, for the measuring scripts (load, crowd).
 *
 *   const { call } = shopClient({ port: 8768, host: 'demo.localhost:8768' })
 *   const page = await call('GET', '/', { cookie })   // { status, cookie, cache, location, text, ms }
 *
 * Node's fetch drops a Host header, so requests go to 127.0.0.1 through node:http with the shop's Host.
 */
import { request } from 'node:http'

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/**
 * @param {object} options
 * @param {number | string} options.port where the storefront answers, on 127.0.0.1
 * @param {string} options.host the shop's Host header (`demo.localhost:8768`)
 * @param {number} [options.timeoutMs] a request without an answer by then fails (30 000)
 */
export function shopClient({ port, host, timeoutMs = 30_000 }) {
  /**
   * One request: status, the cookies held afterwards (as a `Cookie` header: `cookie` with those set added), the
   * cache status of Server-Timing, the redirect target, the body and the time until its end (ms). A form body goes
   * same-origin, as a browser posts it. `address`: the client address, as Cloudflare gives it (CF-Connecting-IP).
   */
  function call(method, path, { body, cookie = '', address } = {}) {
    return new Promise((resolve, reject) => {
      const started = performance.now()
      const headers = { Host: host, 'User-Agent': PHONE_UA, ...(cookie ? { Cookie: cookie } : {}) }
      if (address) headers['CF-Connecting-IP'] = address
      if (body) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded'
        headers.Origin = `http://${host}`
      }
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            cookie: withCookies(cookie, res.headers['set-cookie'] ?? []),
            cache: /cache;desc=([\w-]+)/.exec(res.headers['server-timing'] ?? '')?.[1] ?? 'none',
            location: res.headers.location ?? null,
            text,
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      })
      req.setTimeout(timeoutMs, () =>
        req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs / 1000} s`)),
      )
      req.on('error', reject)
      req.end(body)
    })
  }
  return { call }
}

/** A `Cookie` header with the cookies of `setCookies` added, replaced or (Max-Age=0) removed. */
export function withCookies(cookie, setCookies) {
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => pair.split(/=(.*)/s).slice(0, 2)) : [])
  for (const line of setCookies) {
    const [name, value = ''] = line.split(';')[0].split(/=(.*)/s)
    if (/Max-Age=0/i.test(line) || value === '') jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** A form body from an object, as a browser encodes it. */
export const formBody = (fields) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()

/**
 * Global setup of the browser tests: one page of each demo shop before the first timed step, so that
 * no test pays for workerd compiling the storefront or the stand-in API opening its database.
 * Runs after the web server is up. node:http, because Node's fetch drops the Host header.
 */
import { request } from 'node:http'
import { E2E_PORT, SHOPS } from './shops'

function status(host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: E2E_PORT, path: '/', headers: { Host: host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

export default async function warmUp(): Promise<void> {
  for (const shop of Object.values(SHOPS)) {
    const host = `${shop.slug}.localhost:${E2E_PORT}`
    // A busy machine may answer the very first page with a gateway timeout: ask again, for up to a minute.
    for (let tries = 0; tries < 30 && (await status(host)) !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

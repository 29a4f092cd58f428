/**
 * The advice for calling a shop from a script (docs/operations.md, "Reaching a shop from a script"):
 * the shop is the first label of the Host header, so the request must carry the shop's host.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_UA } from '../support/storefront'
import { demoStack } from '../support/stack'

const stack = demoStack()
let port = ''

beforeAll(async () => {
  port = (await stack.shop.mf.ready).port
})

const hasCurl = spawnSync('curl', ['--version']).status === 0
const SHOP_TITLE = '<title>Boutique Démo</title>'

/** node:http sends the Host header it is given. */
function get(path: string, host: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host, 'User-Agent': BROWSER_UA } }, (res) => {
      let html = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (html += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('calling a shop from a script', () => {
  it('works from node:http with the shop’s Host header', async () => {
    const { status, html } = await get('/', `demo.localhost:${port}`)
    expect(status).toBe(200)
    expect(html).toContain(SHOP_TITLE)
  })

  it('does not work from Node’s fetch: it drops the Host header, so the shop is not demo', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { Host: `demo.localhost:${port}`, 'User-Agent': BROWSER_UA },
    })
    expect(await res.text()).not.toContain(SHOP_TITLE)
  })

  it.skipIf(!hasCurl)('works from curl with -H Host, with --resolve, and with a *.localhost URL', () => {
    const curl = (...args: string[]) => execFileSync('curl', ['-s', '-A', BROWSER_UA, ...args], { encoding: 'utf8' })
    expect(curl('-H', `Host: demo.localhost:${port}`, `http://127.0.0.1:${port}/`)).toContain(SHOP_TITLE)
    expect(curl('--resolve', `demo.localhost:${port}:127.0.0.1`, `http://demo.localhost:${port}/`)).toContain(
      SHOP_TITLE,
    )
    expect(curl(`http://demo.localhost:${port}/`)).toContain(SHOP_TITLE)
  })
})

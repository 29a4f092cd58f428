/**
 * Field speed as a shopper's phone sends it (app/field-speed/): each page view with scripts, once the page is idle,
 * loads the measuring script and, as the shopper leaves, sends the shop one beacon with the page's LCP, INP and CLS;
 * a data-saver page sends nothing. npm start and the tests measure every view (FIELD_SPEED_SAMPLE=1).
 *
 * A beacon leaves as its page is unloaded, where Playwright no longer sees the page's requests: the browser reaches
 * the shop through a proxy of this file that writes down each beacon the storefront received and its answer.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { jsOn, local, t } from './language'
import { E2E_PORT } from './shops'

interface Beacon {
  fields: Record<string, string>
  status: number
}

/** A proxy to the storefront that writes down the beacons (POST /field-speed) it carries, and their answers. */
async function beaconRecorder(): Promise<{ url(path: string): string; beacons: Beacon[]; close(): Promise<void> }> {
  const beacons: Beacon[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      const forward = request(
        { host: '127.0.0.1', port: E2E_PORT, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          if (incoming.method === 'POST' && incoming.url === '/field-speed')
            beacons.push({
              fields: Object.fromEntries(new URLSearchParams(body.toString())),
              status: answer.statusCode ?? 0,
            })
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path) => `http://demo.localhost:${port}${local(path)}`,
    beacons,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Opens `url`, waits for the measuring script to have run, then taps the page (an interaction, for INP). */
async function viewAndTap(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/field-speed.js')),
  )
  // A tap beside the page's content: its left edge, in the page's margin. The browser times it once the next frame
  // is drawn, as a shopper's phone does before they leave.
  await page.mouse.click(2, 300)
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
}

test('three page views with a tap each send the shop their LCP, INP and CLS, once each', async ({ page }) => {
  test.skip(!jsOn(), 'measured by a script')
  const shop = await beaconRecorder()
  await viewAndTap(page, shop.url('/'))
  await viewAndTap(page, shop.url('/products/micro-ondes-25-l'))
  await viewAndTap(page, shop.url('/cart'))
  // Leaving the last page sends its beacon.
  await page.goto(shop.url('/contact'))
  await expect(page.getByRole('heading', { name: t.contact.heading })).toBeVisible()
  await expect.poll(() => shop.beacons.length).toBe(3)
  expect(shop.beacons.map((beacon) => beacon.fields.path)).toEqual([
    local('/'),
    local('/products/micro-ondes-25-l'),
    local('/cart'),
  ])
  for (const { fields, status } of shop.beacons) {
    expect(status, JSON.stringify(fields)).toBe(204)
    expect(Number(fields.lcp)).toBeGreaterThan(0)
    expect(Number(fields.inp)).toBeGreaterThanOrEqual(0)
    expect(Number(fields.cls)).toBeGreaterThanOrEqual(0)
    expect(fields.js).toBe('1')
  }
  await shop.close()
})

test('a page that runs no script (data saver, or scripting off) sends nothing', async ({ browser }) => {
  const shop = await beaconRecorder()
  // With scripting on, the data-saver page (it carries no script); with it off, the page itself.
  const context = await browser.newContext({
    ...(jsOn() ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : { javaScriptEnabled: false }),
    locale: test.info().project.use.locale,
  })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(shop.url('/products/micro-ondes-25-l'))
  await page.goto(shop.url('/cart'))
  await context.close()
  if (jsOn()) expect(scripts).toEqual([])
  expect(shop.beacons).toEqual([])
  await shop.close()
})

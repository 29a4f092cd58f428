/**
 * What a phone downloads of the shops' photos (1200 to 4000 px, 0.5 to 3.3 MB each as uploaded), on a 390 px screen
 * at 2.625 device pixels a CSS pixel, in French and English, with JavaScript and without: every picture through the
 * shop's image path, made to size and in WebP, none as uploaded.
 */
import type { Page, Response } from '@playwright/test'
import { expect, test } from './fixtures'
import { jsOn, local } from './language'
import { shopOrigin, shopUrl } from './shops'

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2.625 })

interface Picture {
  path: string
  type: string
  bytes: number
}

/** The pictures `page` loads while it opens `path` (the visit starting at /no-js without scripts, as a browser's would). */
async function picturesOf(page: Page, path: string): Promise<Picture[]> {
  const loaded: Promise<Picture>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'image') return
    loaded.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        type: response.headers()['content-type'] ?? '',
        bytes: body.length,
      })),
    )
  }
  page.on('response', onResponse)
  const url = jsOn()
    ? shopUrl('demo', local(path))
    : new URL(`/no-js?to=${encodeURIComponent(local(path))}`, shopOrigin('demo')).href
  await page.goto(url, { waitUntil: 'load' })
  page.off('response', onResponse)
  return Promise.all(loaded)
}

for (const [name, path] of [
  ['the home page', '/'],
  ['a product page', '/products/micro-ondes-25-l'],
] as const) {
  test(`${name} sends a phone its photos made to size, in WebP, none as uploaded`, async ({ page }) => {
    const pictures = await picturesOf(page, path)
    const photos = pictures.filter((picture) => !picture.path.endsWith('.svg'))
    expect(photos.length, 'the page shows photos').toBeGreaterThan(0)
    for (const photo of photos) {
      expect(photo.path, 'through the image path').toMatch(/^\/img\//)
      expect(photo.type, photo.path).toBe('image/webp')
      // A product photo as uploaded weighs 450 KB to 3.3 MB.
      expect(photo.bytes, photo.path).toBeLessThan(150_000)
    }
  })
}

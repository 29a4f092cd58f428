/**
 * The shop's image path in workerd, with real pixels (Miniflare makes the transformations with sharp, as Cloudflare
 * would): the stand-in's phone photos come out at the layout's width, in WebP where the browser accepts it, upright,
 * and kept; the odd files of `extreme` end on the placeholder; nothing but the platform's pictures at the listed
 * widths is served.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureUrl, type ImageLayout } from '../../app/lib/images'
import { halvedSizes } from '../../app/pictures/as-sent.server'
import { NO_SCRIPT_COOKIE } from '../../app/server/document.server'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { demoStack } from '../support/stack'
import { BROWSER_UA, startStorefront, type Storefront } from '../support/storefront'

const stack = demoStack()

/** What Chromium asks for when it loads a picture. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function pictureOf(path: string, layout: ImageLayout, width: number): string {
  return pictureUrl(new URL(path, stack.api.url).href, layout, width)
}

async function picture(path: string, accept = CHROMIUM_ACCEPT, headers: Record<string, string> = {}) {
  const response = await stack.shop.fetch('demo', path, {
    headers: { Accept: accept, 'User-Agent': BROWSER_UA, ...headers },
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

describe('the image path', () => {
  it('makes a phone photo the width a product card is drawn at, in WebP, a few KB instead of hundreds', async () => {
    const original = Buffer.from(
      await (await fetch(`${stack.api.url}/images/products/demo/pagne-wax.jpg`)).arrayBuffer(),
    )
    const { response, bytes } = await picture(pictureOf('/images/products/demo/pagne-wax.jpg', 'card', 320))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('Vary')).toBe('Accept, Save-Data')
    expect(response.headers.get('Set-Cookie')).toBeNull()
    const made = await sharp(bytes).metadata()
    expect(made.format).toBe('webp')
    expect(made.width).toBe(320)
    const source = await sharp(original).metadata()
    expect(source.format).toBe('jpeg')
    expect(source.width).toBeGreaterThanOrEqual(1200)
    expect(original.length).toBeGreaterThan(150_000)
    expect(bytes.length).toBeLessThan(original.length / 10)
  })

  it('sends a browser that does not take WebP the original format, at the same width', async () => {
    const { response, bytes } = await picture(pictureOf('/images/sliders/demo/soldes.jpg', 'hero', 640), 'image/*')
    expect(response.headers.get('Content-Type')).toBe('image/jpeg')
    const made = await sharp(bytes).metadata()
    expect(made.format).toBe('jpeg')
    expect(made.width).toBe(640)
  })

  it('makes a Save-Data shopper’s pictures lighter at the same width, and keeps them apart', async () => {
    const url = pictureOf('/images/sliders/demo/soldes.jpg', 'hero', 640)
    const full = await picture(url)
    const lite = await picture(url, CHROMIUM_ACCEPT, { 'Save-Data': 'on' })
    expect((await sharp(lite.bytes).metadata()).width).toBe(640)
    expect(lite.bytes.length).toBeLessThan(full.bytes.length * 0.75)
    expect((await picture(url)).bytes.equals(full.bytes)).toBe(true)
  })

  it('keeps what it made: the second request is answered from the edge cache, byte for byte', async () => {
    const url = pictureOf('/images/categories/demo/mode.jpg', 'carousel', 240)
    const first = await picture(url)
    const again = await picture(url)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    expect(again.response.headers.get('X-Stored-At')).toBeNull()
  })

  it('turns a photo stored sideways upright and drops its metadata', async () => {
    const { bytes } = await picture(pictureOf('/images/odd/exif-rotated.jpg', 'product', 480))
    const made = await sharp(bytes).metadata()
    // Stored 1600 × 1200 with orientation 6: shown 1200 × 1600, so 480 wide is 640 high.
    expect([made.width, made.height]).toEqual([480, 640])
    expect(made.orientation).toBeUndefined()
    expect(made.exif).toBeUndefined()
  })

  it('makes the odd uploads of a platform too: a panorama, a transparent PNG, a CMYK JPEG, a GIF', async () => {
    for (const file of ['panorama.jpg', 'cut-out.png', 'cmyk.jpg', 'old-upload.gif']) {
      const { response, bytes } = await picture(pictureOf(`/images/odd/${file}`, 'card', 480))
      expect(response.status, file).toBe(200)
      const made = await sharp(bytes).metadata()
      expect(made.format, file).toBe('webp')
      expect(made.width, file).toBe(480)
      if (file === 'cut-out.png') expect(made.hasAlpha, file).toBe(true)
    }
  })

  it('sends a picture the platform does not have to the placeholder, and asks again after five minutes', async () => {
    const { response } = await picture(pictureOf('/images/odd/gone.jpg', 'card', 160))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/placeholder.svg')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
  })

  it('is no open proxy: another site, width or layout, or an SVG, is not found', async () => {
    const host = new URL(stack.api.url).host
    for (const path of [
      `/img/card/161/${host}/images/products/demo/pagne-wax.jpg`,
      `/img/hero/160/${host}/images/products/demo/pagne-wax.jpg`,
      '/img/card/160/example.com/a.jpg',
      `/img/card/160/${host}/images/logo/demo.svg`,
    ]) {
      const { response } = await picture(path)
      expect(response.status, path).toBe(404)
    }
  })
})

describe('a picture that comes back untransformed', () => {
  const logs: string[] = []
  const running = {} as { api: DemoApi; shop: Storefront }
  beforeAll(async () => {
    running.api = await startDemoApi()
    running.shop = await startStorefront({ apiUrl: running.api.url, onLog: (text) => logs.push(text) })
  })
  afterAll(async () => {
    await running.shop?.dispose()
    await running.api?.dispose()
  })

  it('is passed on as the platform keeps it (a truncated upload, drawn as far as it goes), and the log says so once', async () => {
    const host = new URL(running.api.url).host
    for (const width of [160, 240]) {
      const response = await running.shop.fetch('demo', `/img/card/${width}/${host}/images/odd/truncated.jpg`, {
        headers: { Accept: CHROMIUM_ACCEPT },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('image/jpeg')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
      const original = await (await fetch(`${running.api.url}/images/odd/truncated.jpg`)).arrayBuffer()
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(original))).toBe(true)
    }
    expect(logs.filter((line) => line.includes('came back untransformed'))).toHaveLength(1)
  })
})

describe('a page that runs no script', () => {
  /** The `sizes` of the home page's pictures, lazy or not, as `headers` get the page. */
  async function homeSizes(headers: Record<string, string>) {
    const response = await stack.shop.fetch('demo', '/', { headers: { 'User-Agent': BROWSER_UA, ...headers } })
    const html = await response.text()
    return [...html.matchAll(/<img [^>]*>/g)].flatMap(([img]) => {
      const sizes = /\ssizes="([^"]+)"/.exec(img)?.[1]
      return sizes ? [{ lazy: img.includes('loading="lazy"'), sizes }] : []
    })
  }

  it('draws its pictures below the fold at half the width, those above as they are; Save-Data all of them', async () => {
    const withScripts = await homeSizes({})
    const noScript = await homeSizes({ Cookie: `${NO_SCRIPT_COOKIE}=1` })
    const saveData = await homeSizes({ 'Save-Data': 'on' })
    expect(withScripts.filter((img) => img.lazy).length).toBeGreaterThan(10)
    expect(noScript.map((img) => img.lazy)).toEqual(withScripts.map((img) => img.lazy))
    noScript.forEach((img, i) => {
      const full = withScripts[i]!.sizes
      expect(img.sizes).toBe(img.lazy ? halvedSizes(full) : full)
    })
    for (const img of saveData) expect(img.sizes).not.toBe(withScripts.find((other) => other.lazy === img.lazy)?.sizes)
    expect(saveData.every((img) => /\b(?:\d*\.)?\d+(?:rem|vw|px)$/.test(img.sizes))).toBe(true)
  })
})

describe('the pictures above the fold', () => {
  it('are previewed at once: a blurred photo of a hundred bytes behind each while it comes, none below', async () => {
    const response = await stack.shop.fetch('demo', '/', { headers: { 'User-Agent': BROWSER_UA } })
    const imgs = [...(await response.text()).matchAll(/<img [^>]*>/g)].map(([img]) => img)
    const previews = imgs.flatMap((img) => {
      const url = /style="background:url\(&quot;([^&]+)&quot;\) center\/cover"/.exec(img)?.[1]
      return url ? [{ url, eager: img.includes('loading="eager"') }] : []
    })
    expect(previews.length).toBeGreaterThanOrEqual(3)
    expect(previews.every((preview) => preview.eager)).toBe(true)
    for (const { url } of previews) {
      expect(url).toMatch(/^\/img\/preview\/16\//)
      const { response: answer, bytes } = await picture(url)
      expect(answer.headers.get('Content-Type')).toBe('image/webp')
      expect(bytes.length).toBeLessThanOrEqual(200)
      expect((await sharp(bytes).metadata()).width).toBe(16)
    }
  })
})

describe('the largest picture of a page', () => {
  /** The preload of a page and the first `<img>` it draws with `fetchpriority="high"`. */
  async function preloadAndPicture(path: string, headers: Record<string, string> = {}) {
    const response = await stack.shop.fetch('demo', path, { headers: { 'User-Agent': BROWSER_UA, ...headers } })
    const html = (await response.text()).replaceAll('&amp;', '&')
    // The page's own largest picture (the pop-up's, shown over it on a first visit, is fetched first too).
    const img =
      [...html.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/g)].find(([tag]) => !tag.includes('popup'))?.[0] ?? ''
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(img)?.[1]
    return { link: response.headers.get('Link') ?? '', srcset: attribute('srcSet'), sizes: attribute('sizes') }
  }

  it('is preloaded with the very sources and sizes its <img> offers, on the home page and a product page', async () => {
    for (const path of ['/', '/products/micro-ondes-25-l']) {
      const { link, srcset, sizes } = await preloadAndPicture(path)
      expect(srcset, path).toMatch(/^\/img\//)
      expect(link, path).toContain('rel=preload; as=image; fetchpriority=high')
      expect(link, path).toContain(`imagesrcset="${srcset}"`)
      expect(link, path).toContain(`imagesizes="${sizes}"`)
    }
  })

  it('is preloaded at the size a Save-Data page draws it', async () => {
    const { link, sizes } = await preloadAndPicture('/', { 'Save-Data': 'on' })
    expect(sizes).toBe(halvedSizes('(min-width: 72rem) 72rem, 100vw'))
    expect(link).toContain(`imagesizes="${sizes}"`)
  })
})

describe('the photos inside a shop’s text', () => {
  it('come through the image path too: an article’s body, lazily, at the article’s widths', async () => {
    const list = await (await stack.shop.fetch('demo', '/blog', { headers: { 'User-Agent': BROWSER_UA } })).text()
    const articles = [...list.matchAll(/href="(\/blog\/[^"?]+)"/g)].map((match) => match[1]!)
    const bodies = await Promise.all(
      articles.map(
        async (path) => (await (await stack.shop.fetch('demo', path)).text()).split('blog-article__body')[1] ?? '',
      ),
    )
    const body = bodies.find((html) => html.includes('<img'))
    expect(body, 'an article with a photo in its text').toBeDefined()
    expect(body).toMatch(
      /<img src="\/img\/article\/640\/[^"]+" srcset="\/img\/article\/480\/[^"]+ 480w, [^"]+" sizes="[^"]+" loading="lazy"/,
    )
    expect(body).not.toMatch(/<img src="http/)
  })
})

import type { Env } from './env'
import { fnv1a } from './hash'
import { errorResponse, MESSAGES } from './http'

/**
 * GET /images/… — the shops' pictures, as a platform serves what they upload, offline:
 * - `{kind}/{shop}/{name}.jpg`: a phone photo (1200 to 4000 px, 0.5 to 3.3 MB), one of the pool that
 *   demo-api/photos/make-photos.mjs draws, chosen from the path: the same URL always gives the same photo;
 * - `odd/{file}`: the odd files of `extreme` (a panorama, a PNG with transparency, an EXIF-rotated photo, a CMYK
 *   JPEG, a truncated file, a GIF), and a 404 for any other name;
 * - `{kind}/{name}.svg`: a generated drawing (favicons, and the SVG an odd shop uploads).
 */

/** The pool's photos by kind of picture: `[name, count]` of demo-api/photos/make-photos.mjs. */
const POOL: Record<string, ReadonlyArray<readonly [string, number]>> = {
  products: [
    ['portrait', 8],
    ['square', 4],
    ['portrait-large', 2],
  ],
  details: [
    ['landscape', 6],
    ['landscape-large', 2],
  ],
  blog: [
    ['landscape', 6],
    ['landscape-large', 2],
  ],
  popups: [['landscape', 6]],
  sliders: [['wide', 4]],
  categories: [
    ['square', 4],
    ['landscape', 6],
  ],
  logo: [['square', 4]],
}

const PHOTO_PATH = /^([a-z]+)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.jpg$/
const ODD_FILE = /^odd\/([a-z-]+\.(?:jpg|png|gif))$/

/** The pool photo a picture's path is drawn as, or null for a path that names none. */
function photoFor(path: string): string | null {
  const odd = ODD_FILE.exec(path)
  if (odd) return odd[1] ?? null
  const kind = PHOTO_PATH.exec(path)?.[1]
  const pool = kind ? POOL[kind] : undefined
  if (!pool) return null
  const total = pool.reduce((sum, [, count]) => sum + count, 0)
  let pick = fnv1a(path) % total
  for (const [name, count] of pool) {
    if (pick < count) return `${name}-${pick + 1}.jpg`
    pick -= count
  }
  return null
}

/** `path` is what follows /images/, e.g. `products/demo/pagne-wax.jpg`. */
export async function servePicture(path: string, env: Env): Promise<Response> {
  if (path.endsWith('.svg')) return serveImage(path)
  const photo = photoFor(path)
  const file = photo ? await env.PHOTOS.fetch(`http://photos/${photo}`) : null
  if (!file?.ok || !file.body) return errorResponse(404, MESSAGES.routeNotFound)
  return new Response(file.body, {
    headers: {
      'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    },
  })
}

interface Shape {
  width: number
  height: number
  /** Initials (logos, favicons, products) or a short caption (everything else). */
  text: 'initials' | 'caption'
  /** Rounded corners (logos and favicons). */
  rounded?: true
}

/**
 * By the first path segment. Catalogue paths, as the seed writes them:
 * products/{shop}/{product-slug}.svg (and {product-slug}--{variant}.svg),
 * details/{shop}/{product-slug}-{n}.svg (description images),
 * categories/{shop}/{category-slug}.svg, sliders/{shop}/{banner}.svg.
 */
const SHAPES: Record<string, Shape> = {
  logo: { width: 192, height: 192, text: 'initials', rounded: true },
  favicon: { width: 64, height: 64, text: 'initials', rounded: true },
  products: { width: 600, height: 600, text: 'initials' },
  details: { width: 800, height: 600, text: 'caption' },
  sliders: { width: 1200, height: 400, text: 'caption' },
  categories: { width: 400, height: 300, text: 'caption' },
  blog: { width: 800, height: 450, text: 'caption' },
}

const DEFAULT_SHAPE: Shape = { width: 400, height: 400, text: 'caption' }

const IMAGE_PATH = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.svg$/

/** A generated drawing: colours and text depend only on the path. */
function serveImage(path: string): Response {
  if (!IMAGE_PATH.test(path)) return errorResponse(404, MESSAGES.routeNotFound)
  return new Response(renderSvg(path), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    },
  })
}

function renderSvg(path: string): string {
  const segments = path.split('/')
  const kind = segments.length > 1 ? (segments[0] ?? '') : ''
  const name = (segments[segments.length - 1] ?? '').replace(/\.svg$/, '')
  const shape = SHAPES[kind] ?? DEFAULT_SHAPE
  const hash = fnv1a(path)
  const hue = hash % 360
  const background = hslToHex(hue, 55, 40)
  const accent = hslToHex((hue + 40) % 360, 60, 55)
  const ink = luminance(background) > 128 ? '#111827' : '#ffffff'
  const { width, height } = shape
  const words = name.split(/[-_]+/).filter(Boolean)
  const label = escapeXml(shape.text === 'initials' ? initials(words) : caption(words))
  const small = Math.min(width, height)
  const fontSize = shape.text === 'initials' ? Math.round(small * 0.45) : Math.max(14, Math.round(small * 0.09))
  const radius = shape.rounded ? Math.round(small * 0.18) : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<rect width="${width}" height="${height}" rx="${radius}" fill="${background}"/>
<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.2)}" r="${Math.round(small * 0.3)}" fill="${accent}" opacity="0.35"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${label}</text>
</svg>
`
}

/** Small French words and numbers left out of initials (when something else remains). */
const MINOR_WORDS = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'pour',
  'sur',
])

/** First letters of the first two main words: `regulateur-de-tension-1000-va` gives `RT`. */
function initials(allWords: string[]): string {
  const main = allWords.filter((w) => !/^\d+$/.test(w) && !MINOR_WORDS.has(w.toLowerCase()))
  const words = main.length > 0 ? main : allWords
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0] ?? '') : [words[0]?.[0] ?? '?']
  return letters.join('').toUpperCase()
}

function caption(words: string[]): string {
  const text = words.filter((w) => !/^\d+$/.test(w)).join(' ') || words.join(' ')
  const short = text.length > 28 ? `${text.slice(0, 27)}…` : text
  return short.charAt(0).toUpperCase() + short.slice(1)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Perceived brightness 0–255, the same rule the storefront uses for text colours. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  return 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100
  const light = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sat * Math.min(light, 1 - light)
  const channel = (n: number) => {
    const value = light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/**
 * The stand-in's photos, as shops upload them: JPEGs of phone size (1200 to 6000 px wide, 150 KB to 5 MB), drawn
 * with sharp from a seed, so the same files come out on every machine and nothing large is kept in the repository.
 * The stand-in (demo-api/src/images.ts) serves each catalogue, banner, category, logo and blog picture as one of
 * them, chosen from its path; `extreme` also gets the odd files a platform meets (photos.json names them).
 *
 *   node demo-api/photos/make-photos.mjs   writes .cache/stand-in-photos/ (again only when this file changed)
 *
 * Each photo is a scene: a sky-to-ground gradient, a lit object, soft light and the grain of a phone's sensor — the
 * grain is what makes a real photo weigh what it weighs in JPEG.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const PHOTOS_DIR = path.resolve(HERE, '..', '..', '.cache', 'stand-in-photos')

/** The pool: a few photos of each shape, as a phone takes them. `[name, width, height, quality]`. */
const POOL = [
  ...range(8).map((n) => [`portrait-${n}`, 1200, 1600, 88]),
  ...range(2).map((n) => [`portrait-large-${n}`, 3000, 4000, 90]),
  ...range(6).map((n) => [`landscape-${n}`, 1600, 1200, 88]),
  ...range(2).map((n) => [`landscape-large-${n}`, 4000, 3000, 90]),
  ...range(4).map((n) => [`wide-${n}`, 2400, 1000, 88]),
  ...range(4).map((n) => [`square-${n}`, 1400, 1400, 88]),
]

function range(count) {
  return Array.from({ length: count }, (_, n) => n + 1)
}

/** A small, seeded generator (mulberry32): the same seed gives the same photo. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedOf(name) {
  return createHash('sha256').update(name).digest().readUInt32LE(0)
}

/** Raw RGB pixels of one scene. */
function scene(name, width, height) {
  const rnd = random(seedOf(name))
  const hue = rnd() * 360
  const sky = hsl(hue, 0.35, 0.78)
  const ground = hsl((hue + 30) % 360, 0.4, 0.32)
  const object = hsl((hue + 180) % 360, 0.55, 0.5)
  const cx = width * (0.35 + rnd() * 0.3)
  const cy = height * (0.45 + rnd() * 0.2)
  const rx = width * (0.18 + rnd() * 0.12)
  const ry = height * (0.16 + rnd() * 0.12)
  const horizon = height * (0.55 + rnd() * 0.15)
  const light = { x: width * rnd(), y: height * 0.2 * rnd() }
  const pixels = Buffer.alloc(width * height * 3)
  const grain = random(seedOf(`${name}:grain`))
  // Texture at three scales (fabric, leaves, wood), as a lens sees it: it stays in a picture made smaller, as the
  // detail of a real photo does, where the sensor's grain alone would be averaged away.
  const texture = [3, 11, 37].map((cell) => valueNoise(width, height, cell, random(seedOf(`${name}:${cell}`))))
  const diagonal = Math.hypot(width, height)
  for (let y = 0; y < height; y++) {
    const t = y < horizon ? y / horizon : 1
    const base = y < horizon ? mix(sky, ground, t * 0.35) : mix(ground, sky, ((height - y) / (height - horizon)) * 0.15)
    for (let x = 0; x < width; x++) {
      let [r, g, b] = base
      const dx = (x - cx) / rx
      const dy = (y - cy) / ry
      const inside = dx * dx + dy * dy
      if (inside < 1) {
        const shade = 0.55 + 0.45 * (1 - Math.hypot(dx + 0.35, dy + 0.35) / 1.6)
        r = object[0] * shade
        g = object[1] * shade
        b = object[2] * shade
      } else if (y > cy && inside < 1.6 && y > horizon * 0.9) {
        r *= 0.8
        g *= 0.8
        b *= 0.8
      }
      const glow = 1 + 0.25 * Math.max(0, 1 - Math.hypot(x - light.x, y - light.y) / (diagonal * 0.6))
      const noise =
        (grain() - 0.5) * 18 +
        texture[0][y * width + x] * 26 +
        texture[1][y * width + x] * 30 +
        texture[2][y * width + x] * 22
      const i = (y * width + x) * 3
      pixels[i] = clamp(r * glow + noise)
      pixels[i + 1] = clamp(g * glow + noise)
      pixels[i + 2] = clamp(b * glow + noise)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
}

/** Smooth noise in -0.5..0.5 over cells of `cell` pixels (random values at the corners, bilinear between). */
function valueNoise(width, height, cell, rnd) {
  const columns = Math.ceil(width / cell) + 2
  const rows = Math.ceil(height / cell) + 2
  const grid = Float32Array.from({ length: columns * rows }, () => rnd() - 0.5)
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    const gy = Math.floor(y / cell)
    const fy = (y % cell) / cell
    for (let x = 0; x < width; x++) {
      const gx = Math.floor(x / cell)
      const fx = (x % cell) / cell
      const i = gy * columns + gx
      const top = grid[i] + (grid[i + 1] - grid[i]) * fx
      const bottom = grid[i + columns] + (grid[i + columns + 1] - grid[i + columns]) * fx
      out[y * width + x] = top + (bottom - top) * fy
    }
  }
  return out
}

function clamp(value) {
  return value < 0 ? 0 : value > 255 ? 255 : value
}

function mix(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

function hsl(h, s, l) {
  const k = (n) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))
  return [f(0), f(8), f(4)]
}

/** The odd files of `extreme`, each as a platform may hold one. */
const ODD_FILES = {
  /** A 6000 px panorama of 4 MB or so. */
  'panorama.jpg': () => scene('panorama', 6000, 1500).jpeg({ quality: 92 }).toBuffer(),
  /** A PNG with transparency (a cut-out product). */
  'cut-out.png': async () => {
    const size = 1400
    const alpha = Buffer.alloc(size * size)
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) alpha[y * size + x] = Math.hypot(x - size / 2, y - size / 2) < size * 0.4 ? 255 : 0
    const rgb = await scene('cut-out', size, size).raw().toBuffer()
    return sharp(rgb, { raw: { width: size, height: size, channels: 3 } })
      .joinChannel(alpha, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer()
  },
  /** A photo stored sideways with an EXIF orientation (6: turn 90° clockwise to show), as phones write them. */
  'exif-rotated.jpg': () =>
    scene('exif-rotated', 1600, 1200).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toBuffer(),
  /** A CMYK JPEG, as print shops export them. */
  'cmyk.jpg': () => scene('cmyk', 1200, 1600).toColourspace('cmyk').jpeg({ quality: 88 }).toBuffer(),
  /** A file cut off in transfer: its first half. */
  'truncated.jpg': async () => {
    const whole = await scene('truncated', 1200, 1600).jpeg({ quality: 88 }).toBuffer()
    return whole.subarray(0, Math.floor(whole.length / 2))
  },
  /** A GIF (an old upload). */
  'old-upload.gif': () => scene('old-upload', 1200, 1200).gif().toBuffer(),
}

/** Writes every photo, unless the directory already holds this version of them. */
export async function makePhotos(dir = PHOTOS_DIR) {
  const version = createHash('sha256')
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(sharp.versions.vips ?? '')
    .digest('hex')
    .slice(0, 16)
  const stamp = path.join(dir, 'version.txt')
  const made = await readFile(stamp, 'utf8').catch(() => '')
  if (made === version) return dir
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  const names = []
  for (const [name, width, height, quality] of POOL) {
    await writeFile(
      path.join(dir, `${name}.jpg`),
      await scene(name, width, height).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer(),
    )
    names.push(`${name}.jpg`)
  }
  for (const [name, make] of Object.entries(ODD_FILES)) await writeFile(path.join(dir, name), await make())
  await writeFile(path.join(dir, 'version.txt'), version)
  return dir
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const dir = await makePhotos()
  console.log(`Stand-in photos in ${path.relative(process.cwd(), dir)} (${Date.now() - started} ms)`)
}

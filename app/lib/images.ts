/**
 * Attributes of the shop's pictures: intrinsic size (no layout shift), loading priority, and the `srcset`/`sizes` of
 * the layout's widths through the shop's image path, for the platform's raster pictures (an SVG, a data URL or a
 * picture of another site is written as it is).
 */

/** How wide a picture is drawn (`sizes`), and the widths the image path makes of it (no other). */
export interface PictureLayout {
  sizes: string
  widths: readonly number[]
}

/**
 * The layouts of the pictures pages draw, by name (CSS of app/styles/app.css; the page is at most 72rem wide). Those
 * whose pictures the server sets in a page's data are in app/pictures/server-set.server.ts.
 */
export const IMAGE_LAYOUTS = {
  /** Product cards: two columns on phones, three, four, then six on wide screens. */
  card: {
    sizes: '(min-width: 72rem) 12rem, (min-width: 48rem) 25vw, (min-width: 36rem) 33vw, 50vw',
    widths: [160, 240, 320, 480],
  },
  /** The home page's banners: the page's full width. */
  hero: { sizes: '(min-width: 72rem) 72rem, 100vw', widths: [480, 640, 960, 1280, 1600] },
  /** Round category pictures of the home page's carousel, 7.5rem. */
  carousel: { sizes: '7.5rem', widths: [120, 240] },
  /** The collections page: two columns on phones, more from 36rem. */
  collection: {
    sizes: '(min-width: 72rem) 13rem, (min-width: 36rem) 33vw, 50vw',
    widths: [160, 240, 320, 480],
  },
  /**
   * A product page's pictures: the full width on phones, half of it from 48rem. At most 960 px: a 390 px phone at
   * 2.6 device pixels a CSS pixel gets 960 rather than 1280 (about 100 KB of WebP instead of 170).
   */
  product: {
    sizes: '(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw',
    widths: [360, 480, 720, 960],
  },
  /** Cart lines' thumbnails. */
  thumbnail: { sizes: '72px', widths: [72, 144] },
} as const satisfies Record<string, PictureLayout>

export type ImageLayout = keyof typeof IMAGE_LAYOUTS

/**
 * `high`: the largest image above the fold (the page's LCP); `eager`: other images above the fold;
 * `lazy`: below the fold, loaded as the shopper scrolls.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy'

interface ImageAttributes {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  loading: 'eager' | 'lazy'
  /** Lower case: React 18 passes it through to the HTML as is (it does not know `fetchPriority`). */
  fetchpriority?: 'high'
  decoding: 'async'
}

/**
 * The shop's image path: `/img/{layout}/{width}/{host}/{path}` serves the platform's picture at `host/path` at one of
 * the layout's widths (app/pictures/image-path.server.ts), in a format the browser accepts.
 */
export const PICTURE_PATH = '/img/'

/** Whether the image path serves the picture `src`: a raster file (not an SVG) of one of `hosts` (origins). */
function isPlatformPicture(src: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => src.startsWith(`${host}/`)) && !/\.svg(?:[?#]|$)/i.test(src)
}

/** The image path's URL of the picture `src` (an absolute URL) drawn in `layout` (its name) at `width` pixels. */
export function pictureUrl(src: string, layout: string, width: number): string {
  return `${PICTURE_PATH}${layout}/${width}/${src.replace(/^https?:\/\//, '')}`
}

/** What an image path URL asks for: which picture, in which of `layouts`, at which width; null for any URL it does not serve. */
export function readPictureUrl(
  pathname: string,
  search: string,
  hosts: readonly string[],
  layouts: Readonly<Record<string, PictureLayout>>,
): { source: string; layout: string; width: number } | null {
  if (!pathname.startsWith(PICTURE_PATH)) return null
  const [layout = '', widthText = '', host = '', ...path] = pathname.slice(PICTURE_PATH.length).split('/')
  const widths = Object.hasOwn(layouts, layout) ? layouts[layout]?.widths : undefined
  const width = Number(widthText)
  if (!widths?.includes(width) || String(width) !== widthText || path.length === 0) return null
  const origin = hosts.find((allowed) => allowed.replace(/^https?:\/\//, '') === host.toLowerCase())
  const source = `${origin}/${path.join('/')}${search}`
  return origin && isPlatformPicture(source, hosts) ? { source, layout, width } : null
}

/** Where a picture is read from: `src`, and the layout's widths through the image path where it serves the picture. */
export interface PictureSet {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * `src` as a picture set of the layout `name` (`layout`: its sizes and widths): through the image path for a raster
 * picture of one of `hosts`, else as it is.
 */
export function pictureSet(src: string, name: string, layout: PictureLayout, hosts: readonly string[]): PictureSet {
  if (!isPlatformPicture(src, hosts)) return { src }
  const { sizes, widths } = layout
  return {
    // `src` for the rare browser without srcset: the layout's second width, sharp enough on a phone.
    src: pictureUrl(src, name, widths[1] ?? widths[0] ?? 0),
    srcSet: widths.map((w) => `${pictureUrl(src, name, w)} ${w}w`).join(', '),
    sizes,
  }
}

interface ImageOptions {
  src: string
  width: number
  height: number
  layout: ImageLayout
  priority?: ImagePriority
  /** The platform's image hosts (origins), whose pictures go through the image path; none: each picture as it is. */
  hosts?: readonly string[]
}

export function imageAttributes({
  src,
  width,
  height,
  layout,
  priority = 'lazy',
  hosts = [],
}: ImageOptions): ImageAttributes {
  const attributes: ImageAttributes = {
    ...pictureSet(src, layout, IMAGE_LAYOUTS[layout], hosts),
    width,
    height,
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    decoding: 'async',
  }
  if (priority === 'high') attributes.fetchpriority = 'high'
  return attributes
}

/**
 * Attributes of the catalogue's images: intrinsic size (no layout shift), loading priority, and
 * `srcset`/`sizes` when the deployment has an image-resizing service (IMAGE_RESIZE_URL). Without
 * one there is a single file per image, so no `srcset` is written.
 */

/** How wide an image is drawn, by layout (CSS of app/styles/app.css; the page is at most 72rem wide). */
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
  /** A product page's pictures: the full width on phones, half of it from 48rem. */
  product: { sizes: '(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw', widths: [360, 480, 720, 960, 1280] },
  /** Cart lines' thumbnails. */
  thumbnail: { sizes: '72px', widths: [72, 144] },
} as const

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

/** Whether a resizing service can serve other widths of this file: raster images of the web, not SVG or data. */
export function canResize(src: string): boolean {
  if (!/^(?:https?:\/\/|\/(?!\/))/i.test(src)) return false
  const path = src.replace(/[?#].*$/, '')
  return !/\.svg$/i.test(path)
}

/**
 * The URL of `src` at `width` pixels through a template such as Cloudflare Images'
 * `/cdn-cgi/image/width={width}/{url}`. A path of this site is given without its leading slash
 * (`/cdn-cgi/image/width=320/uploads/a.jpg`); a URL of another site whole.
 */
export function resizedUrl(template: string, src: string, width: number): string {
  const url = src.startsWith('/') ? src.slice(1) : src
  return template.replaceAll('{width}', String(width)).replaceAll('{url}', url)
}

interface ImageOptions {
  src: string
  width: number
  height: number
  layout: ImageLayout
  priority?: ImagePriority
  /** The deployment's IMAGE_RESIZE_URL template, or null when there is none. */
  resize?: string | null
}

export function imageAttributes({
  src,
  width,
  height,
  layout,
  priority = 'lazy',
  resize,
}: ImageOptions): ImageAttributes {
  const attributes: ImageAttributes = {
    src,
    width,
    height,
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    decoding: 'async',
  }
  if (priority === 'high') attributes.fetchpriority = 'high'
  if (resize && canResize(src)) {
    const { sizes, widths } = IMAGE_LAYOUTS[layout]
    attributes.srcSet = widths.map((w) => `${resizedUrl(resize, src, w)} ${w}w`).join(', ')
    attributes.sizes = sizes
  }
  return attributes
}

/** Checks an IMAGE_RESIZE_URL template: a path of this site or an https URL, with {width} and {url}. */
export function isResizeTemplate(value: string): boolean {
  return (
    value.includes('{width}') &&
    value.includes('{url}') &&
    (/^\/(?!\/)/.test(value) || /^https:\/\/[^/]+\//i.test(value))
  )
}

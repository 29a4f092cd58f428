import type { RequestContext } from '~/server/load-context'
import { IMAGE_LAYOUTS, pictureSet, type ImageLayout } from '~/lib/images'
import { pictureHosts } from '~/server/env.server'
import { halvedSizes } from './as-sent.server'

/**
 * The `Link` header that preloads a page's largest picture (its LCP) at the widths the page offers, before the
 * browser has read the `<img>`: `imagesrcset` and `imagesizes` as the page writes them (halved on a Save-Data page,
 * as as-sent.server.ts draws it), so the browser preloads the very source it then uses. Cloudflare can send it early
 * as a 103 Early Hint. Null without a picture.
 */
export function picturePreload(src: string | null | undefined, layout: ImageLayout, context: RequestContext) {
  if (!src) return null
  const set = pictureSet(src, layout, IMAGE_LAYOUTS[layout], pictureHosts(context.env))
  // A header holds printable ASCII only, and these quotes and brackets delimit its parts: an address with anything
  // else is left to the page's <img> alone.
  if (/[^\x21-\x7e ]|["<>]/.test(`${set.src}${set.srcSet ?? ''}`)) return null
  const link = [`<${set.src}>`, 'rel=preload', 'as=image', 'fetchpriority=high']
  if (set.srcSet && set.sizes) {
    const sizes = context.saveData ? halvedSizes(set.sizes) : set.sizes
    link.push(`imagesrcset="${set.srcSet}"`, `imagesizes="${sizes}"`)
  }
  return link.join('; ')
}

/** A loader's headers with the preload, when there is one. */
export function preloadHeader(link: string | null): Record<string, string> {
  return link ? { Link: link } : {}
}

/**
 * A page's pictures as the document is sent, in one pass of workerd's HTMLRewriter:
 *
 * - Each picture above the fold (`loading="eager"`) of a JPEG photo gets its tiny preview as its background: the
 *   photo 16 pixels wide (about 100 bytes, `previewOf`), drawn blurred at the picture's size while its bytes come, so
 *   a slow phone shows the page's shape and colours at once. Only photos: a PNG, GIF or WebP may be transparent and
 *   would keep its preview behind it. Not the logo, drawn whole (`contain`). Pictures below the fold have none: a
 *   CSS background is not lazy, and they are loaded before they are seen.
 *
 * - Pages that run no script draw their pictures smaller: a browser with scripting off loads every picture of a
 *   page at once (the HTML standard has `loading=lazy` need scripting), and a shopper who asks for Save-Data wants
 *   less. The page is rendered as any other; this pass halves the `sizes` of its pictures (the browser then picks a
 *   source half as wide from the same `srcset`): the lazy ones of a page sent whole (no script, or a crawler), every
 *   one with Save-Data. The edge cache keeps each form of a page apart (app/server/edge-cache/pages.server.ts): a
 *   lean page is never given to a browser that runs scripts, and never hydrated.
 */
import { PICTURE_PATH, pictureUrl } from '~/lib/images'
import { asksSaveData, hasNoScriptCookie, sendsWholeDocument } from '~/server/document.server'

/** The layout of previews in the image path, and its one width (app/pictures/server-set.server.ts). */
const PREVIEW_LAYOUT = 'preview'
export const PREVIEW_WIDTH = 16

/**
 * The image path's URL of the tiny preview of a picture at `src` (an image path URL), as a CSS `url()`; null for a
 * picture that gets none (not a JPEG of the image path, or the logo).
 */
export function previewOf(src: string): string | null {
  if (!src.startsWith(PICTURE_PATH)) return null
  const [layout = '', , ...rest] = src.slice(PICTURE_PATH.length).split('/')
  const picture = rest.join('/')
  if (layout === 'logo' || layout === PREVIEW_LAYOUT || !/\.jpe?g$/i.test(picture.split('?')[0] ?? '')) return null
  // Characters that would end the CSS string or the attribute, escaped as in a URL.
  const url = pictureUrl(picture, PREVIEW_LAYOUT, PREVIEW_WIDTH).replace(
    /["'()\\\s<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
  return `url("${url}")`
}

/** How much smaller a page draws its pictures: `none`, the lazy ones (`below-fold`), or `all`. */
export type PictureLean = 'none' | 'below-fold' | 'all'

/** The lean of the page `request` gets: every picture with Save-Data, those below the fold in a page sent whole. */
export function pictureLean(request: Request, context: { saveData: boolean; noScript: boolean }): PictureLean {
  return context.saveData ? 'all' : sendsWholeDocument(request, context) ? 'below-fold' : 'none'
}

/** The same, read from the request alone (the edge fill's, which has no load context). */
export function requestPictureLean(request: Request): PictureLean {
  return pictureLean(request, { saveData: asksSaveData(request), noScript: hasNoScriptCookie(request) })
}

/** `sizes` with each slot's width halved (not its media condition): the browser then picks half the pixels. */
export function halvedSizes(sizes: string): string {
  return sizes
    .split(',')
    .map((slot) =>
      slot.replace(/(\d*\.?\d+)(rem|vw|px)\s*$/, (_, n: string, unit: string) => `${Number(n) / 2}${unit}`),
    )
    .join(',')
}

/** The HTML of `response` with its pictures above the fold previewed, and drawn as lean as `lean` says. */
export function picturesAsSent(response: Response, lean: PictureLean): Response {
  const rewriter = new HTMLRewriter().on('img[loading="eager"]', {
    element(img) {
      const preview = previewOf(img.getAttribute('src') ?? '')
      if (preview) img.setAttribute('style', `background:${preview} center/cover`)
    },
  })
  if (lean !== 'none')
    rewriter.on(lean === 'all' ? 'img[sizes]' : 'img[sizes][loading="lazy"]', {
      element(img) {
        img.setAttribute('sizes', halvedSizes(img.getAttribute('sizes') ?? ''))
      },
    })
  return rewriter.transform(response)
}

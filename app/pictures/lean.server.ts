/**
 * Pages that run no script draw their pictures smaller, as they are sent: a browser with scripting off loads every
 * picture of a page at once (the HTML standard has `loading=lazy` need scripting), and a shopper who asks for
 * Save-Data wants less. The page is rendered as any other; this pass with workerd's HTMLRewriter halves the `sizes`
 * of its pictures (the browser then picks a source half as wide from the same `srcset`): the lazy ones of a page
 * sent whole (no script, or a crawler), every one with Save-Data. The edge cache keeps each form of a page apart
 * (app/server/edge-cache/pages.server.ts): a lean page is never given to a browser that runs scripts, and never
 * hydrated.
 */
import { asksSaveData, hasNoScriptCookie, sendsWholeDocument } from '~/server/document.server'

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

/** The HTML of `response` with its pictures drawn as lean as `lean` says (the same response for `none`). */
export function leanPictures(response: Response, lean: PictureLean): Response {
  if (lean === 'none') return response
  return new HTMLRewriter()
    .on(lean === 'all' ? 'img[sizes]' : 'img[sizes][loading="lazy"]', {
      element(img) {
        img.setAttribute('sizes', halvedSizes(img.getAttribute('sizes') ?? ''))
      },
    })
    .transform(response)
}

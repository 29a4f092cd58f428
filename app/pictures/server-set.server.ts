import { pictureSet, type PictureLayout, type PictureSet } from '~/lib/images'
import { PREVIEW_WIDTH } from './as-sent.server'

/**
 * The layouts of the pictures the server sets in the data it gives a page (the shop's logo, the pop-up's picture, the
 * blog's covers), drawn as they are by their components: the pages' scripts never need these tables. The image path
 * (image-path.server.ts) serves them with the pages' own (app/lib/images.ts).
 */
export const SERVER_SET_LAYOUTS = {
  /** The shop's logo in the header (2rem on phones, 2.5rem from 48rem); the loading screen draws it at 96px. */
  logo: { sizes: '2.5rem', widths: [40, 80, 120] },
  /** The pop-up's picture: its panel's width (at most 30rem) less the panel's padding. */
  popup: { sizes: '(min-width: 34rem) 27.5rem, calc(100vw - 4.5rem)', widths: [320, 480, 640, 960] },
  /** Blog cover cards: one column on phones, columns of at least 17rem beside the 18rem sidebar. */
  cover: { sizes: '(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw', widths: [320, 480, 640, 960] },
  /** An article's own cover, at most 48rem wide. */
  article: { sizes: '(min-width: 48rem) 48rem, 100vw', widths: [480, 640, 960, 1280] },
  /** The blog sidebar's small covers, 6rem. */
  sidebar: { sizes: '6rem', widths: [96, 192] },
  /**
   * A picture's tiny preview, drawn behind it while it comes (as-sent.server.ts): 16 pixels wide whatever its layout,
   * one per picture.
   */
  preview: { sizes: '100vw', widths: [PREVIEW_WIDTH] },
} as const satisfies Record<string, PictureLayout>

type ServerSetLayout = Exclude<keyof typeof SERVER_SET_LAYOUTS, 'preview'>

/** The picture `src` as a page draws it in `layout`, through the image path when it serves it (`hosts`). */
export function serverSetPicture(src: string, layout: ServerSetLayout, hosts: readonly string[]): PictureSet {
  return pictureSet(src, layout, SERVER_SET_LAYOUTS[layout], hosts)
}

import { serverSetPicture } from './server-set.server'

/**
 * The pictures inside a shop's own text (a blog article's body, a product's description), already sanitised
 * (app/server/sanitize.server.ts, written back by parse5: every attribute quoted, `&` and `"` escaped), given the
 * image path's widths like every other picture: a platform photo in an article is as heavy as a product's. Lazy:
 * a text's pictures are below its title.
 */
export function inlinePictures(html: string, hosts: readonly string[]): string {
  return html.replace(/<img\b([^>]*?)\ssrc="([^"]*)"([^>]*)>/g, (whole, before: string, src: string, after: string) => {
    const set = serverSetPicture(unescaped(src), 'article', hosts)
    if (!set.srcSet || !set.sizes) return whole
    const attributes = `src="${escaped(set.src)}" srcset="${escaped(set.srcSet)}" sizes="${set.sizes}"`
    return `<img${before} ${attributes} loading="lazy" decoding="async"${after}>`
  })
}

function unescaped(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

function escaped(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}

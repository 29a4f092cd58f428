import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '~/server/sanitize.server'
import { inlinePictures } from './inline.server'

const HOSTS = ['https://api.example.cm']

describe('inlinePictures', () => {
  it('gives a platform photo in a shop’s text the image path’s widths, lazily, and leaves any other picture alone', () => {
    const html = sanitizeHtml(
      '<p>Voir <img src="https://api.example.cm/images/blog/a.jpg?v=1&amp;w=2" alt="Le « marché »"></p>' +
        '<img src="https://elsewhere.example/b.jpg" alt="b"><img src="https://api.example.cm/c.svg" alt="c">',
    )
    const out = inlinePictures(html, HOSTS)
    expect(out).toContain(
      '<img src="/img/article/640/api.example.cm/images/blog/a.jpg?v=1&amp;w=2" srcset="/img/article/480/api.example.cm/images/blog/a.jpg?v=1&amp;w=2 480w, ',
    )
    expect(out).toContain(
      'sizes="(min-width: 48rem) 48rem, 100vw" loading="lazy" decoding="async" alt="Le « marché »">',
    )
    expect(out).toContain('<img src="https://elsewhere.example/b.jpg" alt="b">')
    expect(out).toContain('<img src="https://api.example.cm/c.svg" alt="c">')
  })
})

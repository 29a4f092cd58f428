import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { imageAttributes, IMAGE_LAYOUTS, pictureUrl, readPictureUrl, type ImageLayout } from './images'

const HOSTS = ['https://api.example.cm']
const card = { width: 300, height: 300, layout: 'card' as const }

describe('imageAttributes', () => {
  it('gives the size, lazy loading and no srcset without a resizing service', () => {
    const attributes = imageAttributes({ src: 'https://cdn.example.cm/a.jpg', width: 300, height: 400, layout: 'card' })
    expect(attributes).toEqual({
      src: 'https://cdn.example.cm/a.jpg',
      width: 300,
      height: 400,
      loading: 'lazy',
      decoding: 'async',
    })
  })

  it('loads the largest image above the fold first, others above the fold at once', () => {
    const high = imageAttributes({ src: '/a.jpg', width: 1200, height: 400, layout: 'hero', priority: 'high' })
    expect(high.loading).toBe('eager')
    expect(high.fetchpriority).toBe('high')
    const eager = imageAttributes({ src: '/a.jpg', width: 300, height: 300, layout: 'card', priority: 'eager' })
    expect(eager.loading).toBe('eager')
    expect(eager.fetchpriority).toBeUndefined()
  })

  it('offers every width of the layout through the image path, with the layout’s sizes', () => {
    const attributes = imageAttributes({ ...card, src: 'https://api.example.cm/images/p/a.jpg?v=2', hosts: HOSTS })
    expect(attributes.src).toBe('/img/card/240/api.example.cm/images/p/a.jpg?v=2')
    expect(attributes.sizes).toBe(IMAGE_LAYOUTS.card.sizes)
    expect(attributes.srcSet).toBe(
      IMAGE_LAYOUTS.card.widths.map((w) => `/img/card/${w}/api.example.cm/images/p/a.jpg?v=2 ${w}w`).join(', '),
    )
  })

  it('writes as they are the pictures the image path does not make: SVG, data, the placeholder, other sites', () => {
    for (const src of [
      '/placeholder.svg',
      'https://api.example.cm/images/a.svg?v=2',
      'data:image/png;base64,AAAA',
      'https://elsewhere.example/a.jpg',
      'http://api.example.cm/images/a.jpg',
    ]) {
      const attributes = imageAttributes({ ...card, src, hosts: HOSTS })
      expect(attributes.src, src).toBe(src)
      expect(attributes.srcSet, src).toBeUndefined()
      expect(attributes.sizes, src).toBeUndefined()
    }
  })

  it('sizes product cards at half the screen on phones (two columns)', () => {
    expect(IMAGE_LAYOUTS.card.sizes.endsWith(', 50vw')).toBe(true)
  })
})

describe('readPictureUrl', () => {
  it('reads back every URL the pages write: the same picture, layout and width', () => {
    const layouts = Object.keys(IMAGE_LAYOUTS) as ImageLayout[]
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..')
    fc.assert(
      fc.property(
        fc.constantFrom(...layouts),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('.jpg', '.png', '.webp', ''),
        fc.constantFrom('', '?v=3', '?w=1&h=2'),
        fc.nat(),
        (layout, path, extension, search, pick) => {
          const widths = IMAGE_LAYOUTS[layout].widths
          const width = widths[pick % widths.length] as number
          const source = new URL(`https://api.example.cm/${path.join('/')}${extension}${search}`)
          const url = new URL(pictureUrl(source.href, layout, width), 'https://shop.example.cm')
          expect(readPictureUrl(url.pathname, url.search, HOSTS, IMAGE_LAYOUTS)).toEqual({
            source: source.href,
            layout,
            width,
          })
        },
      ),
    )
  })

  it('serves no other site, width, layout or file: no open proxy and no way to multiply transformations', () => {
    const refused = [
      '/img/card/161/api.example.cm/images/a.jpg', // a width the layout does not list
      '/img/card/0160/api.example.cm/images/a.jpg', // the same width written otherwise
      '/img/card/1600/api.example.cm/images/a.jpg', // another layout's width
      '/img/poster/160/api.example.cm/images/a.jpg', // no such layout
      '/img/__proto__/160/api.example.cm/images/a.jpg',
      '/img/card/160/evil.example/a.jpg', // another site
      '/img/card/160/api.example.cm.evil.example/a.jpg',
      '/img/card/160/api.example.cm@evil.example/a.jpg',
      '/img/card/160/api.example.cm:8443/a.jpg', // another port of the platform's host
      '/img/card/160/api.example.cm/images/a.svg', // an SVG is not made (it is loaded as it is)
      '/img/card/160/api.example.cm', // no file
      '/img/card/160/',
      '/images/card/160/api.example.cm/a.jpg',
    ]
    for (const path of refused) expect(readPictureUrl(path, '', HOSTS, IMAGE_LAYOUTS), path).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { canResize, imageAttributes, IMAGE_LAYOUTS, isResizeTemplate, resizedUrl } from './images'

const CF = '/cdn-cgi/image/width={width}/{url}'

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

  it('offers every width of the layout through the resizing service, with the layout’s sizes', () => {
    const attributes = imageAttributes({
      src: 'https://cdn.example.cm/p/a.jpg',
      width: 300,
      height: 300,
      layout: 'card',
      resize: CF,
    })
    expect(attributes.src).toBe('https://cdn.example.cm/p/a.jpg')
    expect(attributes.sizes).toBe(IMAGE_LAYOUTS.card.sizes)
    expect(attributes.srcSet).toBe(
      IMAGE_LAYOUTS.card.widths.map((w) => `/cdn-cgi/image/width=${w}/https://cdn.example.cm/p/a.jpg ${w}w`).join(', '),
    )
  })

  it('writes no srcset for files that cannot be resized (SVG, data, placeholder)', () => {
    for (const src of ['/placeholder.svg', 'https://api.example.cm/images/a.svg?v=2', 'data:image/png;base64,AAAA']) {
      const attributes = imageAttributes({ src, width: 300, height: 300, layout: 'card', resize: CF })
      expect(attributes.srcSet, src).toBeUndefined()
      expect(attributes.sizes, src).toBeUndefined()
    }
  })

  it('sizes product cards at half the screen on phones (two columns)', () => {
    expect(IMAGE_LAYOUTS.card.sizes.endsWith(', 50vw')).toBe(true)
  })
})

describe('resizedUrl', () => {
  it('puts a path of this site without its leading slash, another site’s URL whole', () => {
    expect(resizedUrl(CF, '/uploads/a.jpg', 320)).toBe('/cdn-cgi/image/width=320/uploads/a.jpg')
    expect(resizedUrl(CF, 'https://cdn.example.cm/a.jpg', 640)).toBe(
      '/cdn-cgi/image/width=640/https://cdn.example.cm/a.jpg',
    )
    expect(resizedUrl('https://img.example.cm/{width}?src={url}', 'https://x.cm/a.png', 480)).toBe(
      'https://img.example.cm/480?src=https://x.cm/a.png',
    )
  })
})

describe('canResize', () => {
  it('accepts raster images of the web and of this site only', () => {
    expect(canResize('https://cdn.example.cm/a.webp')).toBe(true)
    expect(canResize('/uploads/a.jpg')).toBe(true)
    expect(canResize('//evil.example/a.jpg')).toBe(false)
    expect(canResize('javascript:alert(1)')).toBe(false)
    expect(canResize('/a.SVG')).toBe(false)
  })
})

describe('isResizeTemplate', () => {
  it('needs {width} and {url}, on this site or over https', () => {
    expect(isResizeTemplate(CF)).toBe(true)
    expect(isResizeTemplate('https://images.example.cm/w={width}/{url}')).toBe(true)
    expect(isResizeTemplate('/cdn-cgi/image/{url}')).toBe(false)
    expect(isResizeTemplate('http://images.example.cm/{width}/{url}')).toBe(false)
    expect(isResizeTemplate('//images.example.cm/{width}/{url}')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { IMAGE_LAYOUTS } from '~/lib/images'
import { halvedSizes, pictureLean, previewOf } from './as-sent.server'

const BROWSER = new Request('https://demo.example.cm/', {
  headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
})
const CRAWLER = new Request('https://demo.example.cm/', { headers: { 'User-Agent': 'Googlebot/2.1' } })

describe('halvedSizes', () => {
  it('halves each slot’s width, never its media condition', () => {
    expect(halvedSizes(IMAGE_LAYOUTS.card.sizes)).toBe(
      '(min-width: 72rem) 6rem, (min-width: 48rem) 12.5vw, (min-width: 36rem) 16.5vw, 25vw',
    )
    expect(halvedSizes('72px')).toBe('36px')
    expect(halvedSizes('7.5rem')).toBe('3.75rem')
  })
})

describe('pictureLean', () => {
  it('draws every picture smaller with Save-Data, those below the fold in a page sent whole, none otherwise', () => {
    expect(pictureLean(BROWSER, { saveData: true, noScript: false })).toBe('all')
    expect(pictureLean(BROWSER, { saveData: false, noScript: true })).toBe('below-fold')
    expect(pictureLean(CRAWLER, { saveData: false, noScript: false })).toBe('below-fold')
    expect(pictureLean(BROWSER, { saveData: false, noScript: false })).toBe('none')
  })
})

describe('previewOf', () => {
  it('previews a JPEG photo of the image path, 16 pixels wide, whatever the layout', () => {
    expect(previewOf('/img/hero/640/api.example.cm/images/sliders/a.jpg')).toBe(
      'url("/img/preview/16/api.example.cm/images/sliders/a.jpg")',
    )
    expect(previewOf('/img/card/320/api.example.cm/p/b.JPEG?v=2')).toBe(
      'url("/img/preview/16/api.example.cm/p/b.JPEG?v=2")',
    )
  })

  it('leaves pictures that may be transparent, the logo, and pictures from elsewhere without one', () => {
    for (const src of [
      '/img/card/320/api.example.cm/p/cut-out.png',
      '/img/card/320/api.example.cm/p/old.gif',
      '/img/card/320/api.example.cm/p/a.webp',
      '/img/logo/80/api.example.cm/logo/demo.jpg',
      'https://api.example.cm/p/a.jpg',
      '/placeholder.svg',
    ])
      expect(previewOf(src)).toBeNull()
  })

  it('cannot end its CSS string or the attribute, whatever the platform names its files', () => {
    const preview = previewOf('/img/card/320/api.example.cm/p/a") red;x:url(\\ \'<b>.jpg') ?? ''
    expect(preview).toMatch(/^url\("[^"'()\\\s<>]*"\)$/)
  })
})

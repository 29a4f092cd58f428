import { describe, expect, it } from 'vitest'
import { IMAGE_LAYOUTS } from '~/lib/images'
import { halvedSizes, pictureLean } from './lean.server'

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

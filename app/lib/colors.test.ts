import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  cssVariablesRule,
  isSafeCssValue,
  LIGHT_SURFACE,
  luminance,
  readableOnLight,
  shopCssVariables,
  TEXT_CONTRAST,
  textColorOn,
} from './colors'

describe('luminance and text colour', () => {
  it('uses dark text above the threshold of 128 and white text at or below it', () => {
    expect(luminance('#ffffff')).toBe(255)
    expect(luminance('#000')).toBe(0)
    expect(textColorOn('#ffffff')).toBe('#111111')
    expect(textColorOn('#714aff')).toBe('#ffffff')
    expect(textColorOn('#818181')).toBe('#111111') // 129
    expect(textColorOn('#7f7f7f')).toBe('#ffffff') // 127
    expect(textColorOn('#f5a')).toBe('#111111')
  })
})

describe('readableOnLight', () => {
  it('darkens a light colour until it reads as text on every light background, and keeps a dark one', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
    expect(contrastRatio('#fde047', '#ffffff')).toBeLessThan(1.5) // the extreme shop's yellow
    expect(readableOnLight('#fde047')).toBe('#726520')
    expect(readableOnLight('#be185d')).toBe('#be185d')
    expect(readableOnLight('#ffffff')).toBe('#666666')
  })

  it('always gives a colour with 4.5:1 on the light surfaces, as close to the shop’s as that allows', () => {
    const hex = fc
      .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`)
    fc.assert(
      fc.property(hex, (colour) => {
        const readable = readableOnLight(colour)
        expect(contrastRatio(readable, LIGHT_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
        expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
        if (contrastRatio(colour, LIGHT_SURFACE) >= TEXT_CONTRAST) expect(readable).toBe(colour)
      }),
    )
  })
})

describe('isSafeCssValue', () => {
  it.each(['#1f2937', 'rgb(10, 20, 30)', 'hsl(200 50% 40%)', '8px', '1.5rem', 'bold', 'Georgia, serif'])(
    'accepts %s',
    (v) => expect(isSafeCssValue(v)).toBe(true),
  )
  it.each([
    'red;}body{display:none',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    '</style><script>',
    'a\\62 c',
    '/* x */',
    '',
  ])('refuses %j', (v) => expect(isSafeCssValue(v)).toBe(false))
})

describe('shopCssVariables', () => {
  it('turns underscores into dashes, adds text colours and drops unsafe entries', () => {
    const vars = shopCssVariables({
      primary: '#2563eb',
      secondary: 'not-a-colour;',
      customization: {
        header_bg: '#1f2937',
        button_radius: '8px',
        evil: 'red;}body{display:none',
        'Bad-Key': '#fff',
        n: 3,
      },
    })
    expect(vars).toEqual({
      '--color-primary': '#2563eb',
      '--color-on-primary': '#ffffff',
      '--color-primary-on-light': '#235edf',
      '--header-bg': '#1f2937',
      '--header-bg-text': '#ffffff',
      '--button-radius': '8px',
    })
    expect(cssVariablesRule(vars)).toBe(
      ':root{--color-primary:#2563eb;--color-on-primary:#ffffff;--color-primary-on-light:#235edf;--header-bg:#1f2937;--header-bg-text:#ffffff;--button-radius:8px}',
    )
    expect(cssVariablesRule({})).toBe('')
  })
})

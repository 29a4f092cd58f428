import { describe, expect, it } from 'vitest'
import { resolveTheme } from './theme'

describe('resolveTheme', () => {
  it('uses the shop’s theme and its stylesheet', () => {
    expect(resolveTheme({ themeName: 'dark', themeFile: 'dark.css' })).toEqual({
      name: 'dark',
      href: '/themes/dark.css',
      shopType: 'default',
    })
    expect(resolveTheme({ themeName: 'clothing', themeFile: 'clothing.css' })).toEqual({
      name: 'clothing',
      href: '/themes/clothing.css',
      shopType: 'clothing',
    })
  })
  it('falls back to the default theme and stylesheet for unknown names and files', () => {
    expect(resolveTheme({ themeName: 'jardin', themeFile: 'jardin.css' })).toEqual({
      name: 'default',
      href: '/themes/default.css',
      shopType: 'default',
    })
    expect(resolveTheme({ themeName: 'dark', themeFile: '../../secrets.css' }).href).toBe('/themes/dark.css')
    expect(resolveTheme(null).name).toBe('default')
    expect(resolveTheme({ themeName: 'toString', themeFile: null }).name).toBe('default')
  })
})

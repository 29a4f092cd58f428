import { describe, expect, it } from 'vitest'
import { isPrefixLanguage, localeOf, localPath, pathLanguage, withoutLanguage } from './languages'

describe('languages of paths', () => {
  it('reads a page’s language from its first segment', () => {
    expect(pathLanguage('/')).toBe('fr')
    expect(pathLanguage('/cart')).toBe('fr')
    expect(pathLanguage('/en')).toBe('en')
    expect(pathLanguage('/en/products/x')).toBe('en')
    expect(pathLanguage('/fr/cart')).toBe('fr')
    expect(pathLanguage('/english')).toBe('fr')
    // Single fetch's data of a page: the home page's is `/en.data`, the French one's `/_root.data`.
    expect(pathLanguage('/en.data')).toBe('en')
    expect(pathLanguage('/en/cart.data')).toBe('en')
    expect(pathLanguage('/_root.data')).toBe('fr')
    expect(pathLanguage('/cart.data')).toBe('fr')
  })

  it('names only the other languages as prefixes', () => {
    expect(isPrefixLanguage('en')).toBe(true)
    expect(isPrefixLanguage('fr')).toBe(false)
    expect(isPrefixLanguage('xx')).toBe(false)
  })

  it('writes a local path in a language, leaving anything else alone', () => {
    expect(localPath('en', '/')).toBe('/en')
    expect(localPath('en', '/cart')).toBe('/en/cart')
    expect(localPath('en', '/#faq-section')).toBe('/en#faq-section')
    expect(localPath('en', '/?q=1')).toBe('/en?q=1')
    expect(localPath('en', '/en/cart')).toBe('/en/cart')
    expect(localPath('fr', '/cart')).toBe('/cart')
    expect(localPath('en', '//evil.example/x')).toBe('//evil.example/x')
    expect(localPath('en', 'https://evil.example/')).toBe('https://evil.example/')
    expect(localPath('en', 'cart')).toBe('cart')
  })

  it('takes the prefix off a path', () => {
    expect(withoutLanguage('/en')).toBe('/')
    expect(withoutLanguage('/en/cart?x=1')).toBe('/cart?x=1')
    expect(withoutLanguage('/en?q=1')).toBe('/?q=1')
    expect(withoutLanguage('/cart')).toBe('/cart')
    expect(withoutLanguage('/english')).toBe('/english')
  })

  it('has Cameroon’s locales', () => {
    expect(localeOf('fr')).toBe('fr-CM')
    expect(localeOf('en')).toBe('en-CM')
  })
})

import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { displayNameFromHost, isPlatformHost, parseTenant, shopNames } from './host'

describe('parseTenant', () => {
  it('takes the first label, lower-cased, without port or trailing dot', () => {
    expect(parseTenant('Demo.LocalHost:8788')).toEqual({ host: 'demo.localhost', shop: 'demo' })
    expect(parseTenant('ma-boutique.example.cm.')).toEqual({ host: 'ma-boutique.example.cm', shop: 'ma-boutique' })
  })
  it.each([
    '',
    '-demo.example.cm',
    'demo-.example.cm',
    'de_mo.example.cm',
    '[::1]:8788',
    `${'a'.repeat(64)}.example.cm`,
    '.example.cm',
  ])('refuses %j', (host) => expect(parseTenant(host)).toBeNull())
  it('refuses a missing host', () => expect(parseTenant(null)).toBeNull())
})

describe('displayNameFromHost', () => {
  it('removes the platform domain, turns dashes into spaces and capitalises each word', () => {
    expect(displayNameFromHost('ma-super-boutique.example.cm', 'example.cm', 'Ma Boutique')).toBe('Ma Super Boutique')
    expect(displayNameFromHost('demo.localhost', 'localhost', 'Ma Boutique')).toBe('Demo')
  })
  it('gives the default for an empty label', () => {
    expect(displayNameFromHost('example.cm', 'example.cm', 'Ma Boutique')).toBe('Ma Boutique')
    expect(displayNameFromHost('--.example.cm', 'example.cm', 'Ma Boutique')).toBe('Ma Boutique')
  })
})

describe('isPlatformHost', () => {
  it('recognises the platform’s own site, not its shops', () => {
    expect(isPlatformHost('example.cm', 'example.cm')).toBe(true)
    expect(isPlatformHost('www.example.cm', 'example.cm')).toBe(true)
    expect(isPlatformHost('demo.example.cm', 'example.cm')).toBe(false)
  })
})

describe('shopNames', () => {
  const defaults = { name: fr.shop.defaultName, loading: fr.shop.loadingName }
  it('uses the shop name, else the host, for the page and the loading screen alike', () => {
    expect(shopNames(' Boutique Démo ', 'demo.example.cm', 'example.cm', defaults)).toEqual({
      name: 'Boutique Démo',
      loadingName: 'Boutique Démo',
    })
    expect(shopNames(null, 'ma-boutique.example.cm', 'example.cm', defaults)).toEqual({
      name: 'Ma Boutique',
      loadingName: 'Ma Boutique',
    })
  })
  it("falls back to 'Ma Boutique' on the page and 'la boutique' on the loading screen", () => {
    expect(shopNames('  ', 'example.cm', 'example.cm', defaults)).toEqual({
      name: 'Ma Boutique',
      loadingName: 'la boutique',
    })
  })
})

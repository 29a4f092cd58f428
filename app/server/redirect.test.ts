import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { languageSwitch } from '~/i18n/language.server'
import { noScriptRedirect } from '~/layout/no-script.server'
import { redirectTarget } from './redirect.server'

const ORIGIN = 'https://demo.example.cm'

/** Where a browser goes with this `Location`, answered by a page of `origin`. */
const resolved = (location: string, origin = ORIGIN) => new URL(location, `${origin}/en/products/x`)

describe('redirectTarget', () => {
  it.each([
    ['/cart', '/cart'],
    ['/products/robe?taille=M#avis', '/products/robe?taille=M#avis'],
    ['/customer/orders/12', '/customer/orders/12'],
    ['/./cart', '/cart'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // an encoded slash stays a path of this shop
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/@evil.example', '/@evil.example'], // user-info needs a host before it
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/.//\\attacker.example/phish', '/'],
    ['/..//evil.example', '/'],
    ['/./\\/evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['//user:pass@evil.example/', '/'],
    ['https://evil.example', '/'],
    ['https://demo.example.cm/cart', '/'], // absolute URLs are refused even when local
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/a\nLocation: x', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %s', (input, expected) => expect(redirectTarget(input, ORIGIN)).toBe(expected))

  it('falls back to the path it is given, in the language asked for', () => {
    expect(redirectTarget('//evil.example', ORIGIN, { fallback: '/cart' })).toBe('/cart')
    expect(redirectTarget('//evil.example', ORIGIN, { language: 'en', fallback: '/customer' })).toBe('/en/customer')
  })

  it.each([
    ['/en/cart', 'fr', '/cart'],
    ['/en', 'fr', '/'],
    ['/cart', 'en', '/en/cart'],
    ['/', 'en', '/en'],
    ['/en/cart?x=1#y', 'en', '/en/cart?x=1#y'],
    ['/#faq-section', 'en', '/en#faq-section'],
    // A path of the shop under its prefix, another site once it is removed: its empty segments go first.
    ['/en//evil.example/login', 'fr', '/evil.example/login'],
    ['/en//evil.example/login', 'en', '/en/evil.example/login'],
    ['/en/cart//x', 'en', '/en/cart/x'],
    ['/en/\\evil.example', 'fr', '/evil.example'],
    ['/en//%5Cevil.example', 'fr', '/%5Cevil.example'],
    ['/en/..//evil.example', 'fr', '/'],
    ['/en/%2e%2e//evil.example', 'en', '/en'],
  ] as const)('%j in %s → %s', (input, language, expected) =>
    expect(redirectTarget(input, ORIGIN, { language })).toBe(expected),
  )
})

/** Strings made of the pieces that have led redirects off a site, and any other characters. */
const tricky = fc
  .tuple(
    fc.constantFrom('', '/', '/en', '/en/', '/fr', '/de/'),
    fc.array(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            '/',
            '//',
            '\\',
            '/\\',
            '%5C',
            '%5c',
            '%2F',
            '%2f',
            '%2e',
            '%2E%2E',
            '.',
            '..',
            '/en',
            'en',
            'http:',
            'https:',
            'javascript:',
            'data:',
            ':',
            '@',
            '?',
            '#',
            '\t',
            '\n',
            '\r',
            '\u0000',
            ' ',
            '\u00a0',
            'evil.example',
            'demo.example.cm',
            '%09',
            '%0a',
            '&',
            '=',
          ),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
        { weight: 1, arbitrary: fc.string({ maxLength: 3, unit: 'grapheme' }) },
      ),
      { maxLength: 8 },
    ),
  )
  .map(([start, parts]) => start + parts.join(''))

const language = fc.constantFrom('fr' as const, 'en' as const, undefined)
const origin = fc.constantFrom('https://demo.example.cm', 'http://demo.localhost:8788')

describe('no redirect leaves the shop (generated inputs)', () => {
  it('redirectTarget: the Location a browser resolves is on the shop’s origin, a path without control characters', () => {
    fc.assert(
      fc.property(tricky, language, origin, (input, lang, shop) => {
        const target = redirectTarget(input, shop, { language: lang })
        expect(target).toMatch(/^\/(?![/\\])/)
        expect(target.split(/[?#]/)[0]).not.toContain('//')
        expect(target).not.toMatch(/[\u0000-\u001f\u007f]/)
        expect(resolved(target, shop).origin).toBe(shop)
      }),
      { numRuns: 3000 },
    )
  })

  it('GET /language?to=…&path=…: its Location stays on the shop (in English when asked)', async () => {
    await fc.assert(
      fc.asyncProperty(tricky, fc.constantFrom('fr', 'en'), origin, async (path, to, shop) => {
        const url = `${shop}/language?to=${to}&path=${encodeURIComponent(path)}`
        const response = languageSwitch(new Request(url))
        expect(response.status).toBe(303)
        const location = resolved(response.headers.get('Location')!, shop)
        expect(location.origin).toBe(shop)
        if (to === 'en') expect(location.pathname === '/en' || location.pathname.startsWith('/en/')).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('GET /no-js?to=…: its Location stays on the shop', async () => {
    await fc.assert(
      fc.asyncProperty(tricky, origin, async (to, shop) => {
        const url = `${shop}/no-js?to=${encodeURIComponent(to)}`
        const response = noScriptRedirect(new Request(url))
        expect(resolved(response.headers.get('Location')!, shop).origin).toBe(shop)
      }),
      { numRuns: 1000 },
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('formats in French in the shops’ time zone, whatever the machine’s', () => {
    // 23:30 UTC on 4 March is 00:30 on 5 March in Douala (UTC+1).
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('05 mars 2026')
    expect(formatDate('2026-08-15T10:00:00Z', 'short')).toBe('15 août 2026')
    expect(formatDate('2026-01-12T10:00:00Z', 'short')).toBe('12 janv. 2026')
    expect(formatDate('2026-11-21T12:00:00Z', 'full')).toBe('samedi 21 novembre 2026')
  })
  it('formats in English (en-CM) in the same time zone', () => {
    expect(formatDate('2026-03-04T23:30:00Z', 'long', 'en')).toBe('05 March 2026')
    expect(formatDate('2026-01-12T10:00:00Z', 'short', 'en')).toBe('12 Jan 2026')
    expect(formatDate('2026-11-21T12:00:00Z', 'full', 'en')).toBe('Saturday, 21 November 2026')
  })
  it('writes French dates as it did with fr-FR, and the same day in both languages', () => {
    const styles = { long: { day: '2-digit', month: 'long' }, short: { day: '2-digit', month: 'short' } } as const
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom('long', 'short') as fc.Arbitrary<keyof typeof styles>,
        (time, style) => {
          const before = new Intl.DateTimeFormat('fr-FR', {
            timeZone: 'Africa/Douala',
            year: 'numeric',
            ...styles[style],
          })
          expect(formatDate(time, style, 'fr')).toBe(before.format(time))
          const day = (text: string) => text.match(/\d+/)?.[0]
          expect(day(formatDate(time, style, 'en'))).toBe(day(formatDate(time, style, 'fr')))
        },
      ),
    )
  })
  it('gives an empty string for an invalid date', () => expect(formatDate('pas une date', 'long', 'en')).toBe(''))
})

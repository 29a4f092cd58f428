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
  it('gives an empty string for an invalid date', () => expect(formatDate('pas une date')).toBe(''))
})

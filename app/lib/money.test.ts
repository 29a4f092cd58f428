import { describe, expect, it } from 'vitest'
import { formatPrice } from './money'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('formatPrice', () => {
  it('uses the French format with exactly two decimals and the currency code', () => {
    expect(formatPrice(12500, 'XAF')).toBe(`12${NNBSP}500,00${NBSP}XAF`)
    expect(formatPrice(3.5, 'FCFA')).toBe(`3,50${NBSP}FCFA`)
    expect(formatPrice('1999.999', 'EUR')).toBe(`2${NNBSP}000,00${NBSP}EUR`)
  })
  it('defaults to XAF and to zero for missing amounts', () => {
    expect(formatPrice(10, null)).toBe(`10,00${NBSP}XAF`)
    expect(formatPrice(undefined)).toBe(`0,00${NBSP}XAF`)
    expect(formatPrice('abc', '')).toBe(`0,00${NBSP}XAF`)
  })
})

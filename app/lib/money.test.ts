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
  it('writes every amount as Intl.NumberFormat fr-FR does', () => {
    const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const amounts = [
      0, 1, 12, 123, 1234, 12345, 123456, 1234567, 0.005, 0.015, 1.005, 2.675, 999.995, 1e15, -1, -1234.5,
    ]
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 10)) / 100, Math.random() * 1e7)
    for (const amount of amounts)
      expect(formatPrice(amount, 'XAF'), String(amount)).toBe(`${intl.format(amount)}${NBSP}XAF`)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES } from '~/lib/languages'
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

describe('formatPrice in English', () => {
  it('writes the currency as Intl’s en-CM does: the CFA franc as FCFA, before the amount, without decimals', () => {
    expect(formatPrice(46500, 'XAF', 'en')).toBe(`FCFA${NBSP}46,500`)
    expect(formatPrice(46500, 'FCFA', 'en')).toBe(`FCFA${NBSP}46,500`)
    expect(formatPrice(' 1234567 ', null, 'en')).toBe(`FCFA${NBSP}1,234,567`)
    expect(formatPrice(-2500, 'XAF', 'en')).toBe(`-FCFA${NBSP}2,500`)
    expect(formatPrice(19.9, 'EUR', 'en')).toBe('€19.90')
  })
  it('keeps the cents of an amount that has some, and names a currency Intl does not know before it', () => {
    expect(formatPrice(46500.5, 'XAF', 'en')).toBe(`FCFA${NBSP}46,500.50`)
    expect(formatPrice(1500, 'F CFA', 'en')).toBe(`F CFA${NBSP}1,500.00`)
  })
  it('shows the amount charged, to the cent, in every language and currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom('XAF', 'FCFA', 'EUR', 'USD', 'CFA'),
        fc.constantFrom(...LANGUAGE_CODES),
        (cents, currency, language) => {
          const text = formatPrice(cents / 100, currency, language)
          const number = text.replace(/[^\d,.-]/g, '').replace(/^[.,]+|[.,]+$/g, '')
          const plain = language === 'fr' ? number.replace(/,/, '.') : number.replace(/,/g, '')
          expect(Math.round(Number(plain) * 100)).toBe(cents)
        },
      ),
    )
  })
})

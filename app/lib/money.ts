export const DEFAULT_CURRENCY = 'XAF'

/**
 * An amount as Intl's fr-FR format writes it with exactly 2 decimals: digits grouped by three with a
 * narrow no-break space (U+202F), a decimal comma. Written out rather than with Intl.NumberFormat, whose
 * set-up costs a cheap phone tens of milliseconds while the page hydrates; money.test.ts compares both.
 */
function frenchAmount(value: number): string {
  const size = Math.abs(value)
  if (size >= 1e13) return value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  // Rounded half away from zero on the shortest decimal writing of the number (0.015 → 0.02), as Intl does.
  const cents = String(size).includes('e') ? 0 : Math.round(Number(`${size}e2`))
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '\u202f')
  return `${value < 0 ? '-' : ''}${whole},${String(cents % 100).padStart(2, '0')}`
}

/** French number format, exactly 2 decimals, followed by the shop's currency code. */
export function formatPrice(amount: number | string | null | undefined, currency?: string | null): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0)
  const code = currency?.trim() || DEFAULT_CURRENCY
  return `${frenchAmount(Number.isFinite(value) ? value : 0)}\u00a0${code}`
}

export const DEFAULT_CURRENCY = 'XAF'

const number = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** French number format, exactly 2 decimals, followed by the shop's currency code. */
export function formatPrice(amount: number | string | null | undefined, currency?: string | null): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0)
  const code = currency?.trim() || DEFAULT_CURRENCY
  return `${number.format(Number.isFinite(value) ? value : 0)}\u00a0${code}`
}

import { DEFAULT_LANGUAGE, localeOf, type Language } from '~/lib/languages'

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

/** How shops name the CFA franc when they do not write its ISO code: Intl knows it as XAF (symbol “FCFA”). */
const CURRENCY_ALIASES: Record<string, string> = { FCFA: 'XAF' }

/** Made on first use, one per locale, currency and with or without cents: setting one up is costly. */
const formatters = new Map<string, Intl.NumberFormat | null>()

function currencyFormatter(locale: string, code: string, cents: boolean): Intl.NumberFormat | null {
  const key = `${locale}|${code}|${cents}`
  let format = formatters.get(key)
  if (format === undefined) {
    try {
      const digits = cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {}
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits })
    } catch {
      format = null // not a currency code Intl takes (“CFA”, “F CFA”)
    }
    formatters.set(key, format)
  }
  return format
}

/**
 * An amount in a language other than French, as Intl writes the shop's currency there (`FCFA 46,500` in en-CM):
 * the currency's own decimals (none for XAF), or exactly two when the amount has cents, so the amount shown is
 * always the one charged. A code Intl does not take is written before the number, as the language places it.
 */
function intlAmount(value: number, currency: string, language: Language): string {
  // The cents as the French format rounds them (./frenchAmount): half away from zero on the shortest writing.
  const size = Math.abs(value)
  const cents = !String(size).includes('e') && Math.round(Number(`${size}e2`)) % 100 !== 0
  const code = CURRENCY_ALIASES[currency.toUpperCase()] ?? currency
  const format = /^[A-Za-z]{3}$/.test(code) ? currencyFormatter(localeOf(language), code.toUpperCase(), cents) : null
  if (format) return format.format(value)
  const number = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${currency}\u00a0${number.format(value)}`
}

/**
 * An amount in the shop's currency, in the page's language. French (the default language): French number
 * format, exactly 2 decimals, followed by the shop's currency code as the shop names it (`46 500,00 XAF`).
 * Another language: its `Intl` locale's currency format (see `intlAmount`).
 */
export function formatPrice(
  amount: number | string | null | undefined,
  currency?: string | null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0)
  const code = currency?.trim() || DEFAULT_CURRENCY
  const finite = Number.isFinite(value) ? value : 0
  if (language !== DEFAULT_LANGUAGE) return intlAmount(finite, code, language)
  return `${frenchAmount(finite)}\u00a0${code}`
}

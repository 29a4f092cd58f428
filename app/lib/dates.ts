/**
 * French dates, in the shops' time zone on the server and in every browser
 * alike, so hydration never disagrees. Intl does the work: no date library in
 * the browser bundle.
 */
export const TIME_ZONE = 'Africa/Douala'

const FORMATS = {
  /** 05 mars 2026 (dd MMMM yyyy) */
  long: { timeZone: TIME_ZONE, day: '2-digit', month: 'long', year: 'numeric' },
  /** 05 mars 2026 / 12 janv. 2026 (dd MMM yyyy) */
  short: { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' },
  /** samedi 21 novembre 2026 */
  full: { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateFormat = keyof typeof FORMATS

/** Made on first use: setting one up is costly, and most pages show no date. */
const formatters = new Map<DateFormat, Intl.DateTimeFormat>()

function formatter(style: DateFormat): Intl.DateTimeFormat {
  let format = formatters.get(style)
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', FORMATS[style])
    formatters.set(style, format)
  }
  return format
}

export function formatDate(input: Date | string | number | null | undefined, style: DateFormat = 'long'): string {
  const date = input === null || input === undefined ? new Date() : new Date(input)
  if (Number.isNaN(date.getTime())) return ''
  return formatter(style).format(date)
}

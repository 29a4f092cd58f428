import { DEFAULT_LANGUAGE, localeOf, type Language } from '~/lib/languages'

/**
 * Dates in the page's language (its `Intl` locale: fr-CM, en-CM), in the shops' time zone on the server and in every browser
 * alike, so hydration never disagrees. Intl does the work: no date library in
 * the browser bundle.
 */
const TIME_ZONE = 'Africa/Douala'

const FORMATS = {
  /** 05 mars 2026 (dd MMMM yyyy), 05 March 2026 */
  long: { timeZone: TIME_ZONE, day: '2-digit', month: 'long', year: 'numeric' },
  /** 05 mars 2026 / 12 janv. 2026 (dd MMM yyyy), 12 Jan 2026 */
  short: { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' },
  /** samedi 21 novembre 2026, Saturday, 21 November 2026 */
  full: { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type DateFormat = keyof typeof FORMATS

/** Made on first use: setting one up is costly, and most pages show no date. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(language: Language, style: DateFormat): Intl.DateTimeFormat {
  const key = `${language}|${style}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), FORMATS[style])
    formatters.set(key, format)
  }
  return format
}

export function formatDate(
  input: Date | string | number | null | undefined,
  style: DateFormat = 'long',
  language: Language = DEFAULT_LANGUAGE,
): string {
  const date = input === null || input === undefined ? new Date() : new Date(input)
  if (Number.isNaN(date.getTime())) return ''
  return formatter(language, style).format(date)
}

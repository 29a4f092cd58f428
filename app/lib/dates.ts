/**
 * French dates, in the shops' time zone on the server and in every browser
 * alike, so hydration never disagrees. Intl does the work: no date library in
 * the browser bundle.
 */
export const TIME_ZONE = 'Africa/Douala'

const FORMATS = {
  /** 05 mars 2026 (dd MMMM yyyy) */
  long: new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: '2-digit', month: 'long', year: 'numeric' }),
  /** 05 mars 2026 / 12 janv. 2026 (dd MMM yyyy) */
  short: new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' }),
  /** samedi 21 novembre 2026 */
  full: new Intl.DateTimeFormat('fr-FR', {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
}

export type DateFormat = keyof typeof FORMATS

export function formatDate(input: Date | string | number | null | undefined, style: DateFormat = 'long'): string {
  const date = input === null || input === undefined ? new Date() : new Date(input)
  if (Number.isNaN(date.getTime())) return ''
  return FORMATS[style].format(date)
}

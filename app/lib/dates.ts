import { format } from 'date-fns'
import { fr } from 'date-fns/locale'

/** Dates are shown in the shops' time zone on the server and in every browser alike. */
export const TIME_ZONE = 'Africa/Douala'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** A Date whose local fields equal the wall clock in TIME_ZONE at that instant. */
function wallClock(date: Date): Date {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, Number(x.value)]))
  return new Date(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** date-fns pattern in French, e.g. formatDate(d, 'dd MMMM yyyy') → "05 mars 2026". */
export function formatDate(input: Date | string | number | null | undefined, pattern = 'dd MMMM yyyy'): string {
  const date = input === null || input === undefined ? new Date() : new Date(input)
  if (Number.isNaN(date.getTime())) return ''
  return format(wallClock(date), pattern, { locale: fr })
}

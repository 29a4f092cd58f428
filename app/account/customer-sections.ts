/**
 * The customer area's sections and the colour of an order status: shared by
 * the loaders (which pages exist) and the components (menu, title, badges).
 */

/** Pages of the customer area that exist in name only: they say they are not available yet. */
const UPCOMING_SECTIONS = ['settings', 'invoices', 'disputes', 'support'] as const
type UpcomingSection = (typeof UPCOMING_SECTIONS)[number]
type CustomerSection = 'orders' | 'order' | UpcomingSection

export function isUpcomingSection(value: string | undefined): value is UpcomingSection {
  return (UPCOMING_SECTIONS as readonly string[]).includes(value ?? '')
}

/** The section a path of the customer area shows (its title and its menu entry), or null. */
export function customerSection(pathname: string): CustomerSection | null {
  const [area, section, detail, ...rest] = pathname.split('/').filter(Boolean)
  if (area !== 'customer' || rest.length > 0) return null
  if (section === undefined || section === 'orders') return detail === undefined ? 'orders' : 'order'
  return detail === undefined && isUpcomingSection(section) ? section : null
}

type StatusTone = 'success' | 'danger' | 'warning' | 'neutral'

const LIST_TONES: [string, StatusTone][] = [
  ['Terminer', 'success'],
  ['Annuler', 'danger'],
  ['En attente', 'warning'],
]
const TONES = {
  list: new Map(LIST_TONES),
  /** The detail also knows the platform's other spelling of the same three statuses. */
  detail: new Map<string, StatusTone>([
    ...LIST_TONES,
    ['terminée', 'success'],
    ['annulée', 'danger'],
    ['en attente', 'warning'],
  ]),
}

/** The colour of a status label: green done, red cancelled, orange pending, grey anything else. */
export function statusTone(statut: string, view: 'list' | 'detail'): StatusTone {
  return TONES[view].get(statut.trim()) ?? 'neutral'
}

/** Text helpers shared by the seed and the handlers. */

/** Lower case, accents and ligatures removed, spaces collapsed: the form search compares. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `Robe "Soirée" & ceinture` → `robe-soiree-ceinture`. */
export function slugify(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

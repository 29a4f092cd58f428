/** Text helpers shared by the seed and the handlers. */

/**
 * The form search compares: lower case, accents and ligatures removed, every
 * run of other characters (spaces, punctuation, quotes) one space.
 * `Robe "Soirée" & ceinture` → `robe soiree ceinture`, `DEM-ELM-003` → `dem elm 003`.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** `Robe "Soirée" & ceinture` → `robe-soiree-ceinture`. */
export function slugify(text: string): string {
  return searchKey(text).replace(/ /g, '-')
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

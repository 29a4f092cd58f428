/**
 * The English catalogue joined as `fr` is (app/i18n/fr.ts: the layout's part, every page's, the server's), so a
 * test reads `en.cart.title` where a French one reads `fr.cart.title`; and the French strings a shopper must never
 * see on an English page.
 */
import { catalogues } from '../../app/i18n/catalogues.server'
import type { fr } from '../../app/i18n/fr'

/** `T` with every string widened: the English catalogue has the French one's keys, not its texts. */
type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> }

/** `base` with `extra`'s entries added, namespace by namespace (as app/i18n/fr.ts joins the French parts). */
function join(base: object, extra: object): object {
  const joined = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(extra)) {
    const inner = joined[key]
    joined[key] = typeof inner === 'object' && inner !== null ? join(inner, value as object) : value
  }
  return joined
}

const { layout, pages, server } = catalogues.en
export const en = [...Object.values(pages), server].reduce(join, layout) as Widened<typeof fr>

/** A catalogue text with its `{{name}}` placeholders filled. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key]))
}

/** Every string of a catalogue part, with its key path. */
function strings(part: object, path: string[] = []): { key: string; text: string }[] {
  return Object.entries(part).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ key: [...path, key].join('.'), text: value }]
      : strings(value as object, [...path, key]),
  )
}

/** Every English text of the catalogue (any part), to tell a French string the English one repeats. */
const english = new Set(
  [layout, ...Object.values(pages), server].flatMap((part) => strings(part).map(({ text }) => text)),
)

/**
 * The French strings of the catalogue (layout, pages, server) that an English page must not show: each part's
 * texts, cut at their `{{placeholders}}` into the fixed pieces a page shows, keeping the pieces of at least 8
 * characters that no English string of the catalogue holds (‘WhatsApp’, ‘Newsletter’, ‘Instagram’).
 */
export function frenchStrings(): { key: string; text: string }[] {
  const { layout: frLayout, pages: frPages, server: frServer } = catalogues.fr
  const found = new Map<string, string>()
  for (const { key, text } of [frLayout, ...Object.values(frPages), frServer].flatMap((part) => strings(part))) {
    for (const piece of text.split(/\{\{\w+\}\}/)) {
      const trimmed = piece.trim().replace(/\s+/g, ' ')
      if (trimmed.length < 8 || [...english].some((en) => en.includes(trimmed))) continue
      if (!found.has(trimmed)) found.set(trimmed, key)
    }
  }
  return [...found].map(([text, key]) => ({ key, text }))
}

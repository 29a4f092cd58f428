/**
 * How a language's catalogue is laid out (./fr/index.ts, ./en/index.ts, the same files in each language's
 * folder): the layout's strings, which the root's data carries to every page; each page's, which the data of
 * the routes that name it carries; the strings only the server writes; and the texts of the privacy policy and
 * of the offline page, which one loader each reads. French is the reference: another language's part has
 * exactly its keys.
 */

/** A French part with every string widened: another language's part `satisfies Shape<typeof frPart>`. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** A language's catalogue, in its parts. */
interface Parts {
  layout: object
  pages: Record<string, object>
  server: object
  privacy: object
  offline: object
}

/** The members of a union joined in one type: `A | B` gives `A & B`. */
type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never

/** A catalogue's parts in one object: the layout's, pages' and server's keys side by side, no key in two of them. */
type Whole<P extends Parts> = Joined<P['layout'] | P['pages'][keyof P['pages']] | P['server']> & {
  privacy: P['privacy']
  offline: P['offline']
}

/** Every string of a catalogue in one object (`fr.cart.title`, `fr.privacy.intro`): what the server reads. */
export function joinParts<P extends Parts>(parts: P): Whole<P> {
  const { layout, pages, server, privacy, offline } = parts
  return [...Object.values(pages), server, { privacy, offline }].reduce(join, layout) as Whole<P>
}

/** `base` with `extra`'s entries added, namespace by namespace. */
function join(base: object, extra: object): object {
  const joined = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(extra)) {
    const inner = joined[key]
    joined[key] = typeof inner === 'object' && inner !== null ? join(inner, value as object) : value
  }
  return joined
}

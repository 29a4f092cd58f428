/**
 * Values derived from a platform answer (a sanitised description, the theme's CSS, the pop-up's markup),
 * computed once per answer and isolate instead of on every request that shows it.
 *
 * Keyed by the answer object itself: the API client hands every request that reads the same cached answer
 * the same deep-frozen object (app/api/checked-answers.server.ts), so a derived value can never outlive or mismatch
 * its answer, and a WeakMap lets it go with it. `variant` names whatever else the value depends on (e.g. the
 * origin); only values that depend on the answer and that variant alone, never on a shopper or a session.
 * Shared by every request that reads them, the values are deep-frozen.
 */
type DerivedTable<V> = WeakMap<object, Map<string, V>>

/** Variants kept per answer (origins, data-saver or not): a handful in practice, bounded all the same. */
const VARIANTS_MAX = 8

export function derivedTable<V>(): DerivedTable<V> {
  return new WeakMap()
}

export function derived<V>(table: DerivedTable<V>, answer: object, variant: string, derive: () => V): V {
  let values = table.get(answer)
  if (!values) {
    values = new Map()
    table.set(answer, values)
  }
  if (values.has(variant)) return values.get(variant) as V
  const value = deepFreeze(derive())
  if (values.size >= VARIANTS_MAX) values.clear()
  values.set(variant, value)
  return value
}

/** Freezes an object and everything it holds: shared between requests, nobody may change it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * The shape of a French part with every string widened to `string`: an English part declared
 * `satisfies SameShape<typeof frLayout>` has exactly the French keys, a missing or extra one is a type error.
 */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> }

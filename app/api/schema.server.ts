import { z } from 'zod'

/**
 * Value shapes the platform uses everywhere. The contract follows the spec (decision 046): a field the
 * spec names is read; a field it does not name is optional; an optional field holding a value of another
 * type is dropped (`.catch`), never fatal for the answer.
 */

/** An optional text: absent, null or not a string becomes null. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null)
  .catch(null)

/** An amount, sent as a number or as a numeric string. */
export const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number)

/** An optional amount: absent, null or not an amount becomes null. */
export const optionalMoney = money
  .nullish()
  .transform((v) => v ?? null)
  .catch(null)

/** Ids come as numbers or strings. */
export const id = z.union([z.number(), z.string()])

/** An optional list: absent, null or not a list of these becomes empty. */
export const optionalList = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? [])
    .catch([])

import { z } from 'zod'

/** Value shapes the platform uses everywhere. */

/** An optional text: absent or null becomes null. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null)

/** An amount, sent as a number or as a numeric string. */
export const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number)

export const optionalMoney = money.nullish().transform((v) => v ?? null)

/** Ids come as numbers or strings. */
export const id = z.union([z.number(), z.string()])

import { z } from 'zod'

/**
 * Value shapes the platform uses everywhere. The contract follows the spec: a field the spec names is
 * read; a field it does not name is optional; an optional field holding a value of another type is
 * dropped (`.catch`), never fatal for the answer.
 */

/** An optional text: absent, null or not a string becomes null. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null)
  .catch(null)

/**
 * An optional image address, kept only when it is one a page may load as an image: an absolute http(s) URL
 * or a path of the platform. `javascript:`, `data:`, `//host` and the like become null (the page must not
 * rely on its Content-Security-Policy to stop them).
 */
export const imageUrl = text.transform((v) => {
  const value = v?.trim() ?? ''
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value
  return /^https?:\/\//i.test(value) && isUrl(value) ? value : null
})

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}

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

import { HttpError } from './http'

/** Text fields of JSON request bodies (orders, registration). */

/** An email address as the platform accepts it (checked after its length). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A required text field: a non-empty string (trimmed) of at most `max` characters. */
export function requiredText(body: Record<string, unknown>, field: string, missing: string, max: number): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, missing)
  return checkLength(field, value.trim(), max)
}

/** An optional text field: absent, null or "" give null. */
export function optionalText(body: Record<string, unknown>, field: string, max: number): string | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw new HttpError(400, `Champ « ${field} » invalide : texte attendu.`)
  const text = value.trim()
  return text === '' ? null : checkLength(field, text, max)
}

function checkLength(field: string, text: string, max: number): string {
  if (text.length > max) throw new HttpError(400, `Champ « ${field} » trop long : ${max} caractères au plus.`)
  return text
}

import { HttpError, MESSAGES } from './http'

/**
 * What the visitor forms (newsletter, contact) share: a JSON body of bounded
 * size, sent as JSON, and the email check.
 */

export const FORM_MESSAGES = {
  notJson: 'Type de contenu non pris en charge : application/json attendu.',
  tooLarge: 'Le corps de la requête est trop volumineux.',
  invalidEmail: 'Adresse email invalide.',
} as const

/** Far above what the longest form (contact: 5 000 characters of message) needs. */
const MAX_BODY_BYTES = 64 * 1024

/** A refused body up to this size is still read to the end. */
const DRAIN_BYTES = 1024 * 1024

/** The longest address SMTP carries. */
export const MAX_EMAIL_LENGTH = 254

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i

/** One @, no spaces or control characters, a domain with at least one dot and no empty label. */
const EMAIL = /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)+$/

/**
 * The JSON object of a form post: another content type answers 415, a body
 * over 64 KiB 413, no body or anything but a JSON object 400.
 */
export async function readFormBody(request: Request): Promise<Record<string, unknown>> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) throw new HttpError(415, FORM_MESSAGES.notJson)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) {
    // Read to the end first (up to 1 MiB): answered while still sending, a client's keep-alive connection
    // would be cut under its next request (the storefront does the same).
    if (declared <= DRAIN_BYTES) await request.arrayBuffer().catch(() => undefined)
    throw new HttpError(413, FORM_MESSAGES.tooLarge)
  }
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > MAX_BODY_BYTES) throw new HttpError(413, FORM_MESSAGES.tooLarge)
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new HttpError(400, MESSAGES.invalidJson)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, MESSAGES.invalidJson)
  }
  return parsed as Record<string, unknown>
}

/** A missing, null or blank field. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text)
}

/** Characters as a person counts them (code points, not UTF-16 units). */
export function characterCount(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/**
 * Passwords and tokens, with WebCrypto only.
 * - Passwords: salted PBKDF2-SHA-256, 100 000 iterations, a random 16-byte
 *   salt each, stored as `pbkdf2-sha256$100000$<salt>$<hash>` (base64url).
 * - Tokens (login, email verification): 32 random bytes, base64url; D1 keeps
 *   only their SHA-256 (hex).
 * Neither a password nor a token is ever logged here.
 */

const ALGORITHM = 'pbkdf2-sha256'
const ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256
const TOKEN_BYTES = 32
/** A token as randomToken() writes it: 32 bytes in base64url, without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const encoder = new TextEncoder()

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await pbkdf2(password, salt, ITERATIONS)
  return [ALGORITHM, ITERATIONS, base64url(salt), base64url(hash)].join('$')
}

/** True when the password gives the stored hash; false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split('$')
  if (algorithm !== ALGORITHM || iterations !== String(ITERATIONS) || !salt || !hash) return false
  const derived = await pbkdf2(password, fromBase64url(salt), ITERATIONS)
  return sameBytes(derived, fromBase64url(hash))
}

/**
 * The same work as verifyPassword for an unknown email, so the answer does
 * not come faster when the account does not exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, new Uint8Array(SALT_BYTES), ITERATIONS)
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
}

/** Whether a text can be a token of randomToken() (anything else is not looked up). */
export function hasTokenShape(text: string): boolean {
  return TOKEN_SHAPE.test(text)
}

/** Hex SHA-256 of a token: what D1 stores and looks up. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

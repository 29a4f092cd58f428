/**
 * Bytes as the URL- and cookie-safe Base64 of RFC 4648 §5, without padding: the sealed session
 * (session.server.ts) and the signed visitor id (visitor-id.server.ts) are written with it.
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of a Base64url text, or null when it is none (another alphabet, or a length no bytes give). */
export function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(value) || value.length % 4 === 1) return null
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  // A loop, not Uint8Array.from with a mapping function: this runs on every request with a session.
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

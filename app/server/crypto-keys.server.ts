/**
 * The Web Crypto keys made from SESSION_SECRET (the visitor id's HMAC key, each shop's session sealing key), made
 * once per isolate rather than on every request: importing and deriving them was a tenth of the CPU of a page
 * answered from the edge cache. Shared by the requests of an isolate on purpose: a key depends only on the
 * deployment's secret and the shop's host, never on a request, and cannot be read back (not extractable).
 */
const keys = new Map<string, Promise<CryptoKey>>()
/** Two keys per shop and secret; past this many, the oldest are made again when next needed. */
const MAX_KEYS = 1_000

export function memoisedKey(purpose: string, secret: string, make: () => Promise<CryptoKey>): Promise<CryptoKey> {
  const name = `${purpose}\n${secret}`
  let key = keys.get(name)
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value as string)
    key = make()
    // A failed import is not kept: the next request tries again.
    key.catch(() => keys.delete(name))
    keys.set(name, key)
  }
  return key
}

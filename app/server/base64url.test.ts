import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url.server'

describe('Base64url', () => {
  it('gives back any bytes it wrote, in letters a cookie or a URL carries as they are', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64Url(bytes)
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
        expect(fromBase64Url(text)).toEqual(bytes)
      }),
    )
  })

  it('reads no bytes from a text of another alphabet or of a length no bytes give', () => {
    for (const text of ['ab+c', 'ab/c', 'abc=', 'a b', 'abcde', 'é']) expect(fromBase64Url(text)).toBeNull()
  })
})

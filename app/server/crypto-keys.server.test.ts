import { describe, expect, it } from 'vitest'
import { memoisedKey } from './crypto-keys.server'

const hmac = (secret: string) => () =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

describe('memoisedKey', () => {
  it('makes a key once per purpose and secret, and another for another secret or purpose', async () => {
    let made = 0
    const counted = (secret: string) => () => {
      made++
      return hmac(secret)()
    }
    const first = await memoisedKey('test a', 'secret-1', counted('secret-1'))
    expect(await memoisedKey('test a', 'secret-1', counted('secret-1'))).toBe(first)
    expect(made).toBe(1)
    expect(await memoisedKey('test a', 'secret-2', counted('secret-2'))).not.toBe(first)
    expect(await memoisedKey('test b', 'secret-1', counted('secret-1'))).not.toBe(first)
    expect(made).toBe(3)
  })

  it('does not keep a key whose making failed: the next request makes it again', async () => {
    await expect(memoisedKey('test c', 'secret', () => Promise.reject(new Error('no key')))).rejects.toThrow('no key')
    await Promise.resolve()
    const key = await memoisedKey('test c', 'secret', hmac('secret'))
    expect(key.algorithm.name).toBe('HMAC')
  })
})

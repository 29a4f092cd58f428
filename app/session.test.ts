import { describe, expect, it } from 'vitest'
import {
  createSessionStorage,
  getCartId,
  getLogin,
  login,
  LOGIN_LIFETIME_MS,
  readSession,
  safeRedirect,
  setCartId,
  setToast,
  takeToast,
} from './session.server'

const SECRET = 'unit-test-secret-0123456789'

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, kept 30 days, without Domain, Secure only on https', async () => {
    for (const secure of [true, false]) {
      const storage = createSessionStorage([SECRET], secure)
      const session = await storage.getSession()
      setCartId(session, 'cart-42')
      const header = await storage.commitSession(session)
      expect(header).toMatch(/HttpOnly/)
      expect(header).toMatch(/SameSite=Lax/)
      expect(header).toMatch(/Path=\//)
      expect(header).toMatch(/Max-Age=2592000/)
      expect(header).not.toMatch(/Domain/i)
      expect(/Secure/.test(header)).toBe(secure)
    }
  })

  it('reads back what it wrote, with a rotated secret too, and ignores a forged cookie', async () => {
    const old = createSessionStorage([SECRET], false)
    const session = await old.getSession()
    setCartId(session, 'cart-42')
    const cookie = (await old.commitSession(session)).split(';')[0]!
    const rotated = createSessionStorage(['new-secret-0123456789abc', SECRET], false)
    expect(getCartId(await readSession(rotated, cookie))).toBe('cart-42')
    const other = createSessionStorage(['another-secret-0123456789'], false)
    expect(getCartId(await readSession(other, cookie))).toBeNull()
    expect(getCartId(await readSession(other, '__session=%E0%A4%A'))).toBeNull()
  })

  it('keeps a login for one hour, then clears it', async () => {
    const storage = createSessionStorage([SECRET], false)
    const session = await storage.getSession()
    const now = Date.UTC(2026, 10, 21, 12)
    login(session, 'tok', { prenom: 'Awa' }, now)
    expect(getLogin(session, now + LOGIN_LIFETIME_MS - 1)).toEqual({ token: 'tok', customer: { prenom: 'Awa' } })
    expect(getLogin(session, now + LOGIN_LIFETIME_MS)).toBeNull()
    expect(session.has('token')).toBe(false)
  })

  it('gives a flash toast once', async () => {
    const storage = createSessionStorage([SECRET], false)
    const session = await storage.getSession()
    setToast(session, { type: 'success', message: 'Quantité mise à jour.' })
    const next = await storage.getSession((await storage.commitSession(session)).split(';')[0]!)
    expect(takeToast(next)).toEqual({ type: 'success', message: 'Quantité mise à jour.' })
    expect(takeToast(next)).toBeNull()
  })
})

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/products/robe?taille=M#avis', '/products/robe?taille=M#avis'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nLocation: x', '/'],
    [null, '/'],
  ])('%j → %s', (to, expected) => expect(safeRedirect(to)).toBe(expected))
})

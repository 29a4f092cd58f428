import { describe, expect, it } from 'vitest'
import { getLogin, login } from '~/account/login-session.server'
import { getCartId, setCartId } from '~/cart/cart-session.server'
import { checkoutDraft, keepCheckoutDraft } from '~/checkout/checkout-session.server'
import { commitWithinLimit, createSessionStorage, readSession, setToast, takeToast } from './session.server'

const SECRET = 'unit-test-secret-0123456789'
const SHOP = 'demo.example.cm'

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, kept 30 days, without Domain, Secure only on https', async () => {
    for (const secure of [true, false]) {
      const storage = createSessionStorage([SECRET], secure, SHOP)
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
    const old = createSessionStorage([SECRET], false, SHOP)
    const session = await old.getSession()
    setCartId(session, 'cart-42')
    const cookie = (await old.commitSession(session)).split(';')[0]!
    const rotated = createSessionStorage(['new-secret-0123456789abc', SECRET], false, SHOP)
    expect(getCartId((await readSession(rotated, cookie)).session)).toBe('cart-42')
    const other = createSessionStorage(['another-secret-0123456789'], false, SHOP)
    expect(await readSession(other, cookie)).toMatchObject({ refused: true })
    expect(getCartId((await readSession(other, cookie)).session)).toBeNull()
    expect(getCartId((await readSession(other, '__session=%E0%A4%A')).session)).toBeNull()
    expect(await readSession(rotated, cookie)).toMatchObject({ refused: false })
    expect(await readSession(rotated, null)).toMatchObject({ refused: false })
  })

  it('gives a flash toast once', async () => {
    const storage = createSessionStorage([SECRET], false, SHOP)
    const session = await storage.getSession()
    setToast(session, { type: 'success', message: 'Quantité mise à jour.' })
    const next = await storage.getSession((await storage.commitSession(session)).split(';')[0]!)
    expect(takeToast(next)).toEqual({ type: 'success', message: 'Quantité mise à jour.' })
    expect(takeToast(next)).toBeNull()
  })
})

describe('a session belongs to one shop', () => {
  it('reads a cookie of the same shop, and no session from a cookie of another shop', async () => {
    const demo = createSessionStorage([SECRET], false, 'demo.example.cm')
    const mode = createSessionStorage([SECRET], false, 'mode.example.cm')
    const session = await demo.getSession()
    setCartId(session, 'cart-7')
    login(session, 'tok-demo', { prenom: 'Awa' })
    const cookie = (await demo.commitSession(session)).split(';')[0]!
    expect(getCartId((await readSession(demo, cookie)).session)).toBe('cart-7')
    const { session: elsewhere } = await readSession(mode, cookie)
    expect(getCartId(elsewhere)).toBeNull()
    expect(getLogin(elsewhere)).toBeNull()
  })
})

describe('a session that grows past what a browser keeps', () => {
  it('drops the flash messages, then the customer’s details, never the cart or the login', async () => {
    const storage = createSessionStorage([SECRET], true, SHOP)
    const session = await storage.getSession()
    setCartId(session, 'cart-42')
    // Long non-ASCII details (3 bytes a character once encoded) and an echoed newsletter refusal.
    const long = 'ヤウンデ'.repeat(60)
    login(session, 'token-1', { prenom: long, nom: long, adresse: long, ville: long, email: 'awa@example.cm' })
    session.flash('newsletter', { ok: false, message: long, errors: {}, values: { email: long } })
    setToast(session, { type: 'success', message: long })
    await expect(storage.commitSession(session)).rejects.toThrow(/Cookie length/)
    const header = await commitWithinLimit(storage, session)
    expect(header.split(';')[0]!.length).toBeLessThanOrEqual(4096)
    const { session: back } = await readSession(storage, header.split(';')[0]!)
    expect(getCartId(back)).toBe('cart-42')
    expect(getLogin(back)?.token).toBe('token-1')
    expect(getLogin(back)?.customer.prenom).toBe(long.slice(0, 40))
  })

  it('drops the checkout draft’s typed texts before the customer’s details, and keeps its choices', async () => {
    const storage = createSessionStorage([SECRET], true, SHOP)
    const session = await storage.getSession()
    const details = 'Bonabéri'.repeat(40)
    login(session, 'token-1', {
      prenom: 'Awa',
      nom: details,
      adresse: details,
      ville: details,
      email: 'awa@example.cm',
    })
    const note = 'ヤウンデ'.repeat(70)
    keepCheckoutDraft(session, { orderNote: note, selectedZone: '12', selectedPaymentMethod: 'cash_on_delivery' })
    await expect(storage.commitSession(session)).rejects.toThrow(/Cookie length/)
    const header = await commitWithinLimit(storage, session)
    const { session: back } = await readSession(storage, header.split(';')[0]!)
    expect(checkoutDraft(back)).toEqual({ selectedZone: '12', selectedPaymentMethod: 'cash_on_delivery' })
    expect(getLogin(back)?.customer).toMatchObject({ nom: details, adresse: details })
  })
})

describe('what the session cookie shows', () => {
  it('neither the platform token nor the customer’s details, even to someone who decodes it', async () => {
    const storage = createSessionStorage([SECRET], true, SHOP)
    const session = await storage.getSession()
    login(session, 'platform-token-abc123', { prenom: 'Awa', email: 'awa@example.cm', telephone: '690123456' })
    const value = decodeURIComponent(
      (await storage.commitSession(session)).split(';')[0]!.split('=').slice(1).join('='),
    )
    const readable = [
      value,
      atob(
        value
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .replace(/[^A-Za-z0-9+/]/g, ''),
      ),
    ].join(' ')
    for (const secret of ['platform-token-abc123', 'Awa', 'awa@example.cm', '690123456'])
      expect(readable).not.toContain(secret)
  })

  it('opens as no session when one bit of it changes', async () => {
    const storage = createSessionStorage([SECRET], false, SHOP)
    const session = await storage.getSession()
    setCartId(session, 'cart-42')
    const cookie = (await storage.commitSession(session)).split(';')[0]!
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
    for (const i of [0, Math.floor(value.length / 2), value.length - 2]) {
      const flipped = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1)
      expect(await readSession(storage, `${name}=${flipped}`)).toMatchObject({ refused: true })
    }
  })
})

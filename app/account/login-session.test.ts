import { describe, expect, it } from 'vitest'
import { createSessionStorage } from '~/server/session.server'
import { getLogin, login, LOGIN_LIFETIME_MS } from './login-session.server'

describe('a login kept in the session', () => {
  it('lasts one hour, then is cleared', async () => {
    const storage = createSessionStorage(['unit-test-secret-0123456789'], false, 'demo.example.cm')
    const session = await storage.getSession()
    const now = Date.UTC(2026, 10, 21, 12)
    login(session, 'tok', { prenom: 'Awa' }, now)
    expect(getLogin(session, now + LOGIN_LIFETIME_MS - 1)).toEqual({ token: 'tok', customer: { prenom: 'Awa' } })
    expect(getLogin(session, now + LOGIN_LIFETIME_MS)).toBeNull()
    expect(session.has('token')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { newVisitorId, readVisitorId } from './visitor-id.server'

const SECRETS = ['un-secret-de-test-0123456789']
const HOST = 'demo.example.cm'

/** A request carrying the cookie of a Set-Cookie line. */
const carrying = (setCookie: string, url = `http://${HOST}/`) =>
  new Request(url, { headers: { Cookie: setCookie.split(';')[0]! } })

describe('visitor ids', () => {
  it('reads back the id it gave, HttpOnly, SameSite=Lax, for 30 days, __Host- and Secure over https', async () => {
    const { id, cookie } = await newVisitorId(SECRETS, HOST, new URL(`http://${HOST}/`))
    expect(cookie).toMatch(/^__visitor=[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/)
    expect(await readVisitorId(carrying(cookie), SECRETS, HOST)).toBe(id)
    const secure = await newVisitorId(SECRETS, HOST, new URL(`https://${HOST}/`))
    expect(secure.cookie).toMatch(/^__Host-visitor=.*; HttpOnly; Secure$/)
    expect(await readVisitorId(carrying(secure.cookie, `https://${HOST}/`), SECRETS, HOST)).toBe(secure.id)
  })

  it('gives a new id each time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => newVisitorId(SECRETS, HOST, new URL(`http://${HOST}/`))),
    )
    expect(new Set(ids.map(({ id }) => id)).size).toBe(20)
  })

  it('refuses an id changed, signed for another shop or under a retired secret; verifies under every listed one', async () => {
    const { id, cookie } = await newVisitorId(SECRETS, HOST, new URL(`http://${HOST}/`))
    const [, signature] = cookie.split(';')[0]!.split('=')[1]!.split('.')
    const other = id.slice(0, -1) + (id.endsWith('A') ? 'B' : 'A')
    expect(await readVisitorId(carrying(`__visitor=${other}.${signature}`), SECRETS, HOST)).toBeNull()
    expect(await readVisitorId(carrying(cookie, 'http://mode.example.cm/'), SECRETS, 'mode.example.cm')).toBeNull()
    expect(await readVisitorId(carrying(cookie), ['un-autre-secret-0123456789'], HOST)).toBeNull()
    expect(await readVisitorId(carrying(cookie), ['un-nouveau-secret-0123456789', ...SECRETS], HOST)).toBe(id)
    for (const value of ['', 'x', `${id}.`, `${id}.${signature}.x`, `${id}.${'!'.repeat(43)}`])
      expect(await readVisitorId(carrying(`__visitor=${value}`), SECRETS, HOST)).toBeNull()
  })
})

/**
 * 'Déconnexion' ends the session where it matters, on the server (ASVS V7): a copy of the cookie taken before
 * it opens nothing after it, while the same customer's other sessions go on (app/server/ended-logins.server.ts).
 */
import { markup } from '../support/markup'
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { startStorefront } from '../support/storefront'
import '../support/no-console-error'

const stack = demoStack()
const SHOP = 'demo'
const CUSTOMER = { email: 'client@demo.test', password: 'Client-2026!' }

async function signedIn(): Promise<Shopper> {
  const shopper = new Shopper(stack.shop, SHOP)
  const res = await shopper.post('/login', CUSTOMER)
  expect(res.status).toBe(303)
  expect((await shopper.get('/customer/orders')).status).toBe(200)
  return shopper
}

function copyOf(shopper: Shopper): Shopper {
  const copy = new Shopper(stack.shop, SHOP)
  copy.cookies = new Map(shopper.cookies)
  return copy
}

describe('logout', () => {
  it('a copy of the cookie taken before it no longer opens the account', async () => {
    const shopper = await signedIn()
    const stolen = copyOf(shopper)
    expect((await shopper.post('/logout', {})).status).toBe(303)
    const orders = await stolen.get('/customer/orders')
    expect(orders.status).toBe(302)
    expect(orders.location).toMatch(/^\/login/)
    // The copy is now an anonymous visit: no customer in the header either.
    expect(markup((await stolen.get('/')).html)).not.toContain(fr.account.logout)
  })

  it('ends only that session: the customer signed in elsewhere stays signed in', async () => {
    const phone = await signedIn()
    const laptop = await signedIn()
    expect((await laptop.post('/logout', {})).status).toBe(303)
    expect((await phone.get('/customer/orders')).status).toBe(200)
  })
})

describe('a deployment without the D1 database', () => {
  it('says so in its log, and still ends the login in the isolate that received the logout', async () => {
    let log = ''
    const shop = await startStorefront({
      apiUrl: stack.api.url,
      withoutDatabase: true,
      onLog: (text) => void (log += text),
    })
    try {
      const shopper = new Shopper(shop, SHOP)
      expect((await shopper.post('/login', CUSTOMER)).status).toBe(303)
      const stolen = new Shopper(shop, SHOP)
      stolen.cookies = new Map(shopper.cookies)
      expect((await shopper.post('/logout', {})).status).toBe(303)
      expect((await stolen.get('/customer/orders')).status).toBe(302)
      await expect.poll(() => log).toContain(fr.config.noDatabase)
    } finally {
      await shop.dispose()
    }
  })
})

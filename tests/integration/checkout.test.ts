import { describe, expect, it } from 'vitest'
import { markup } from '../support/markup'
import { fr } from '../../app/i18n/fr'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { startProxy } from '../support/proxy'
import { Shopper } from '../support/shopper'
import { startStorefront, type Storefront } from '../support/storefront'
import { demoStack } from '../support/stack'
import { cartCount } from '../support/page'

const stack = demoStack()

const PRODUCT: Record<string, number> = { demo: 1004, mode: 2003, nuit: 3003, marche: 4006 }

/** A shopper with one product in the cart (twice by default), on the cart page: returns the form's one-time key. */
async function withCart(
  label: string,
  { shop = stack.shop, quantity = 2 }: { shop?: Storefront; quantity?: number } = {},
) {
  const shopper = new Shopper(shop, label)
  await shopper.post('/cart', { intent: 'add', produitId: PRODUCT[label]!, quantity, redirectTo: '/cart' })
  const page = await shopper.get('/cart')
  const checkoutKey = checkoutKeyIn(page.html)
  return { shopper, checkoutKey, page }
}

const orderCount = async (label: string) => {
  const db = await stack.api.mf.getD1Database('DB')
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM orders o JOIN shops s ON s.id = o.shop_id WHERE s.subdomain = ?')
    .bind(label)
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('checkout form', () => {
  it('gives each of the eight required fields its message, keeps what was typed, and sends nothing', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const before = await orderCount('demo')
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      clientName: '',
      clientTel: '',
      orderNote: 'Sonner deux fois',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.fixErrors)
    for (const message of [
      'clientName',
      'clientTel',
      'clientEmail',
      'shippingAddress',
      'selectedCountry',
      'selectedCity',
      'selectedZone',
      'selectedPaymentMethod',
    ] as const) {
      expect(res.html).toContain(fr.checkout.errors[message])
    }
    expect(res.html).toContain('aria-invalid="true"')
    expect(res.html).toContain('Sonner deux fois')
    expect(await orderCount('demo')).toBe(before)
  })

  it('tells a malformed phone number from a missing one', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const before = await orderCount('demo')
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'cash_on_delivery', { clientTel: 'abc' }))
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.errors.clientTelFormat)
    expect(markup(res.html)).not.toContain(fr.checkout.errors.clientTel)
    expect(await orderCount('demo')).toBe(before)
  })

  it('without JavaScript, “Mettre à jour” keeps the form and brings the cities, then the zones, on the cart page', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const refresh = (fields: Record<string, string>) =>
      shopper.post('/cart', { intent: 'refresh', checkoutKey, clientName: 'Awa Ndiaye', ...fields })
    const toCities = await refresh({ selectedCountry: 'CM' })
    expect(toCities.status).toBe(303)
    expect(toCities.location).toBe('/cart#checkout')
    const cities = await shopper.get('/cart')
    expect(cities.html).toContain('<option value="Douala">Douala</option>')
    expect(cities.html).toContain('value="Awa Ndiaye"')
    await refresh({ selectedCountry: 'CM', selectedCity: 'Douala', selectedPaymentMethod: 'cash_on_delivery' })
    const zones = await shopper.get('/cart')
    expect(zones.html).toMatch(/<option value="11">Akwa — 1\s000,00\sXAF<\/option>/u)
    expect(zones.html).toMatch(/checked="" value="cash_on_delivery"/)
  })

  it('keeps a refused send as the draft the cart page renders, and forgets it once the order is placed', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const refused = await shopper.post(
      '/cart',
      checkoutForm(checkoutKey, 'cash_on_delivery', { clientTel: 'abc', selectedZone: '11' }),
    )
    expect(refused.status).toBe(400)
    const again = await shopper.get('/cart')
    expect(again.html).toMatch(/<option value="11" selected="">Akwa/u)
    expect(again.html).toMatch(/checked="" value="cash_on_delivery"/)
    const placed = await shopper.post('/cart', checkoutForm(checkoutKey, 'cash_on_delivery'))
    expect(placed.status).toBe(303)
    await shopper.post('/cart', { intent: 'add', produitId: PRODUCT.demo!, quantity: 1, redirectTo: '/cart' })
    const next = await shopper.get('/cart')
    expect(next.html).toContain('name="checkoutKey"')
    expect(next.html).not.toMatch(/<option value="11" selected="">/u)
  })

  it('says when the cart is empty', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.get('/cart')
    const res = await shopper.post('/cart', checkoutForm('k'.repeat(24), 'cash_on_delivery'))
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.emptyCart)
  })

  it('offers cash on delivery only where the shop enables it', async () => {
    expect((await withCart('demo')).page.html).toContain('value="cash_on_delivery"')
    const nuit = await withCart('nuit')
    expect(nuit.page.html).not.toContain('value="cash_on_delivery"')
    const res = await nuit.shopper.post('/cart', checkoutForm(nuit.checkoutKey, 'cash_on_delivery'))
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.errors.selectedPaymentMethod)
  })

  it('keeps the cart and every value when the platform refuses the order', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'cash_on_delivery', { selectedZone: '99999' }))
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.orderError)
    expect(res.html).toContain('value="Rue de la Joie, Akwa"')
    expect(cartCount((await shopper.get('/cart')).html)).toBe(2)
  })
})

describe('cash on delivery', () => {
  it('places the order, empties the cart and lands on “Commande bien enregistrée !”, once however often it is sent', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const before = await orderCount('demo')
    const form = checkoutForm(checkoutKey, 'cash_on_delivery')
    const res = await shopper.post('/cart', form)
    expect(res.status).toBe(303)
    expect(res.location).toBe('/order-placed')
    const placed = await shopper.get('/order-placed')
    expect(placed.html).toContain(fr.order.placedTitle)
    expect(cartCount(placed.html)).toBe(0)
    const again = await shopper.post('/cart', form)
    expect(again.status).toBe(303)
    expect(again.location).toBe('/order-placed')
    expect(await orderCount('demo')).toBe(before + 1)
  })

  it('makes one order when two submissions of the same checkout arrive together', async () => {
    const { shopper, checkoutKey } = await withCart('mode')
    const before = await orderCount('mode')
    const form = checkoutForm(checkoutKey, 'cash_on_delivery')
    const twin = new Shopper(stack.shop, 'mode')
    twin.cookies = new Map(shopper.cookies)
    const [a, b] = await Promise.all([shopper.post('/cart', form), twin.post('/cart', form)])
    expect([a.status, b.status]).toEqual([303, 303])
    expect(await orderCount('mode')).toBe(before + 1)
  })

  it('shows the confirmation of an order placed from this browser only', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    await shopper.post('/cart', checkoutForm(checkoutKey, 'cash_on_delivery'))
    const db = await stack.api.mf.getD1Database('DB')
    const { id } = (await db.prepare('SELECT id FROM orders ORDER BY id DESC LIMIT 1').first<{ id: number }>())!
    const mine = await shopper.get(`/order-confirmation/${id}`)
    expect(mine.status).toBe(200)
    expect(mine.html).toContain(fr.order.confirmedTitle)
    expect(mine.html).toContain('Rue de la Joie, Akwa')
    const stranger = await new Shopper(stack.shop, 'demo').get(`/order-confirmation/${id}`)
    expect(stranger.status).toBe(404)
    expect(stranger.html).toContain(fr.order.notFound)
    expect(stranger.html).not.toContain('Rue de la Joie')
  })
})

describe('card and mobile money', () => {
  async function payWith(outcome: 'complete' | 'failed' | 'canceled') {
    const { shopper, checkoutKey } = await withCart('demo')
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'notchpay'))
    expect(res.status).toBe(303)
    const payPage = res.location!
    expect(payPage.startsWith(`${stack.api.url}/provider/pay/trx_`)).toBe(true)
    expect(cartCount((await shopper.get('/cart')).html)).toBe(0)
    const page = await (await fetch(payPage)).text()
    for (const button of ['Payer', 'Échec', 'Annuler']) expect(page).toContain(button)
    const back = await fetch(payPage, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' })
    expect(back.status).toBe(303)
    const callback = new URL(back.headers.get('location')!)
    expect(callback.origin).toBe(stack.shop.origin('demo'))
    expect(callback.pathname).toMatch(/^\/payment-confirmation\/\d+$/)
    expect(callback.searchParams.get('trxref')).toMatch(/^CMD-/)
    expect(callback.searchParams.get('notchpay_trxref')).toMatch(/^trx_/)
    return { shopper, confirmation: await shopper.get(callback.pathname + callback.search) }
  }

  it('sends the shopper to the provider, and a paid order to “Paiement réussi !”', async () => {
    const { shopper, confirmation } = await payWith('complete')
    expect(confirmation.status).toBe(303)
    expect(confirmation.location).toBe('/payment-success')
    expect((await shopper.get('/payment-success')).html).toContain(fr.payment.successTitle)
  })

  it.each([
    ['failed', 'Le paiement a échoué.'],
    ['canceled', 'Le paiement a été annulé.'],
  ] as const)(
    'shows why a %s payment failed, then “Échec du Paiement” with the same reason, once',
    async (outcome, reason) => {
      const { shopper, confirmation } = await payWith(outcome)
      expect(confirmation.status).toBe(200)
      expect(confirmation.html).toContain(reason)
      expect(confirmation.html).toContain('<meta http-equiv="refresh" content="3; url=/payment-failure"/>')
      const failure = await shopper.get('/payment-failure')
      expect(failure.html).toContain(fr.payment.failureTitle)
      expect(failure.html).toContain(reason)
      expect(failure.html).toContain('href="/cart"')
      expect((await shopper.get('/payment-failure')).html).toContain(fr.payment.failureDefault)
    },
  )

  it('asks for the order reference when the return has none, then goes home after 3 s', async () => {
    const res = await new Shopper(stack.shop, 'demo').get('/payment-confirmation/12')
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.payment.missingReference)
    expect(res.html).toContain('<meta http-equiv="refresh" content="3; url=/"/>')
  })

  it('says when the provider key is missing, without placing an order', async () => {
    const { shopper, checkoutKey } = await withCart('marche')
    const before = await orderCount('marche')
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'notchpay'))
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.missingKey)
    expect(await orderCount('marche')).toBe(before)
  })

  it('keeps the cart when the provider cannot be reached, and a retry reuses the same order', async () => {
    const offline = await startStorefront({
      apiUrl: stack.api.url,
      env: { PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9/provider' },
    })
    try {
      const { shopper, checkoutKey } = await withCart('demo', { shop: offline, quantity: 1 })
      const before = await orderCount('demo')
      const form = checkoutForm(checkoutKey, 'notchpay')
      const res = await shopper.post('/cart', form)
      expect(res.status).toBe(502)
      expect(res.html).toContain(fr.checkout.providerFailed)
      expect(res.html).toContain(`value="${checkoutKey}"`)
      expect(cartCount((await shopper.get('/cart')).html)).toBe(1)
      await shopper.post('/cart', form)
      expect(await orderCount('demo')).toBe(before + 1)
    } finally {
      await offline.dispose()
    }
  })
})

describe('other payment methods', () => {
  it('places the order, says customer service will call, empties the cart and goes to /customer', async () => {
    const { shopper, checkoutKey } = await withCart('marche')
    const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'stripe'))
    expect(res.status).toBe(303)
    expect(res.location).toBe('/customer')
    // A guest is not signed in: the customer area sends them to /login, to come back after; the message waits.
    const area = await shopper.get('/customer')
    expect(area.location).toBe('/login?redirectTo=%2Fcustomer')
    const next = await shopper.get(area.location!)
    expect(next.html).toContain(fr.checkout.unsupported)
    expect(cartCount(next.html)).toBe(0)
  })
})

/** French amounts as the pages write them, with ordinary spaces and without React's text separators. */
const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/[\u202f\u00a0]/g, ' ')

describe('amounts after an order', () => {
  it('shows the platform’s subtotal, discount, delivery and total on order-placed and the confirmation it links to', async () => {
    const db = await stack.api.mf.getD1Database('DB')
    const fan = (await db
      .prepare(
        "SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.subdomain = 'demo' AND p.prix = 22500",
      )
      .first<{ id: number }>())!
    const logbessou = (await db
      .prepare("SELECT id FROM shipping_zones WHERE name = 'Logbessou'")
      .first<{ id: number }>())!
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: fan.id, quantity: 1, redirectTo: '/cart' })
    await shopper.post('/cart', { intent: 'promo', promoCode: 'BIENVENUE10', redirectTo: '/cart' })
    const checkoutKey = checkoutKeyIn((await shopper.get('/cart')).html)
    const res = await shopper.post(
      '/cart',
      checkoutForm(checkoutKey, 'cash_on_delivery', { selectedZone: String(logbessou.id) }),
    )
    expect(res.location).toBe('/order-placed')
    const { id } = (await db.prepare('SELECT MAX(id) AS id FROM orders').first<{ id: number }>())!

    const placed = plain((await shopper.get('/order-placed')).html)
    for (const amount of ['22 500,00 XAF', '−2 250,00 XAF', '2 000,00 XAF', '22 250,00 XAF'])
      expect(placed).toContain(amount)
    expect(placed).toContain(`href="/order-confirmation/${id}"`)

    const confirmation = plain((await shopper.get(`/order-confirmation/${id}`)).html)
    expect(confirmation).toContain('Montant total : 22 250,00 XAF')
    for (const amount of ['22 500,00 XAF', '−2 250,00 XAF', '2 000,00 XAF']) expect(confirmation).toContain(amount)
  })
})

describe('a card payment that failed or was cancelled', () => {
  async function failedPayment(outcome: 'failed' | 'canceled') {
    const { shopper, checkoutKey } = await withCart('demo')
    const first = await shopper.post('/cart', checkoutForm(checkoutKey, 'notchpay'))
    const back = await fetch(first.location!, {
      method: 'POST',
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    })
    const callback = new URL(back.headers.get('location')!)
    await shopper.get(callback.pathname + callback.search)
    const db = await stack.api.mf.getD1Database('DB')
    const { id } = (await db.prepare('SELECT MAX(id) AS id FROM orders').first<{ id: number }>())!
    return { shopper, firstPage: first.location!, id }
  }

  it.each(['failed', 'canceled'] as const)(
    'after a %s payment, “Réessayer le paiement” opens a new session for the same order, once however often it is sent',
    async (outcome) => {
      const { shopper, firstPage, id } = await failedPayment(outcome)
      const before = await orderCount('demo')
      const failure = await shopper.get('/payment-failure')
      expect(failure.html).toContain(fr.payment.retry)
      expect(failure.html).toContain(`href="/order-confirmation/${id}"`)
      expect(failure.html).toContain(`name="orderId" value="${id}"`)
      const paymentKey = failure.html.match(/name="paymentKey" value="([^"]+)"/)![1]!

      const retry = await shopper.post('/payment-failure', { orderId: id, paymentKey })
      expect(retry.status).toBe(303)
      expect(retry.location).toMatch(new RegExp(`^${stack.api.url}/provider/pay/trx_`))
      expect(retry.location).not.toBe(firstPage)
      const twice = await shopper.post('/payment-failure', { orderId: id, paymentKey })
      expect(twice.location).toBe(retry.location)
      expect(await orderCount('demo')).toBe(before)
      const db = await stack.api.mf.getD1Database('DB')
      const sessions = await db
        .prepare('SELECT COUNT(*) AS n FROM provider_payments WHERE order_id = ?')
        .bind(id)
        .first<{ n: number }>()
      expect(sessions!.n).toBe(2)

      // Paid this time: the success page links to the same order, and nothing is left to retry.
      const back = await fetch(retry.location!, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      })
      const callback = new URL(back.headers.get('location')!)
      expect((await shopper.get(callback.pathname + callback.search)).location).toBe('/payment-success')
      const success = await shopper.get('/payment-success')
      expect(success.html).toContain(`href="/order-confirmation/${id}"`)
      expect((await shopper.get(`/order-confirmation/${id}`)).status).toBe(200)
      expect(markup((await shopper.get('/payment-failure')).html)).not.toContain(fr.payment.retry)
    },
  )

  it('offers no retry to another browser, and refuses one posted from it', async () => {
    const { id } = await failedPayment('failed')
    const stranger = new Shopper(stack.shop, 'demo')
    expect(markup((await stranger.get('/payment-failure')).html)).not.toContain(fr.payment.retry)
    const res = await stranger.post('/payment-failure', { orderId: id, paymentKey: crypto.randomUUID() })
    expect(res.status).toBe(409)
    expect(res.html).toContain(fr.payment.retryUnavailable)
  })
})

describe('the currency charged', () => {
  it('is the one amounts are shown in, also when the shop names none', async () => {
    const proxy = await startProxy(stack.api.url, ({ path }) =>
      path.startsWith('/api/v2/store/shop-data')
        ? { rewrite: (body) => body.replace('"devise":"XAF"', '"devise":""') }
        : null,
    )
    const shop = await startStorefront({
      apiUrl: proxy.url,
      env: { PAYMENT_PROVIDER_URL: `${proxy.url}/provider` },
    })
    try {
      const { shopper, checkoutKey, page } = await withCart('demo', { shop, quantity: 1 })
      expect(page.html).toMatch(/[\d\u202f]+,\d\d\u00a0XAF/)
      // The stand-in provider, as the real one, charges XAF only: any other code is refused.
      const res = await shopper.post('/cart', checkoutForm(checkoutKey, 'notchpay'))
      expect(res.status).toBe(303)
      expect(res.location).toMatch(new RegExp(`^${proxy.url}/provider/pay/trx_`))
    } finally {
      await shop.dispose()
      await proxy.dispose()
    }
  })
})

describe('the provider’s payment URL', () => {
  it('is checked before anything is forgotten: with CR/LF it gives the payment-init error, and the same form then reaches the same session', async () => {
    let calls = 0
    const proxy = await startProxy(stack.api.url, ({ method, path }) =>
      method === 'POST' && path === '/provider/payments' && calls++ === 0
        ? {
            rewrite: (body) =>
              body.replace(/"authorization_url":"([^"]*)"/, '"authorization_url":"$1\\r\\nSet-Cookie: pris=1"'),
          }
        : null,
    )
    const shop = await startStorefront({
      apiUrl: stack.api.url,
      env: { PAYMENT_PROVIDER_URL: `${proxy.url}/provider` },
    })
    try {
      const { shopper, checkoutKey } = await withCart('demo', { shop, quantity: 1 })
      const before = await orderCount('demo')
      const form = checkoutForm(checkoutKey, 'notchpay')

      const bad = await shopper.post('/cart', form)
      expect(bad.status).toBe(502)
      expect(bad.html).toContain(fr.checkout.providerFailed)
      expect(bad.html).toContain(`value="${checkoutKey}"`)
      expect(bad.res.headers.get('set-cookie') ?? '').not.toContain('pris')
      expect(cartCount((await shopper.get('/cart')).html)).toBe(1)

      const again = await shopper.post('/cart', form)
      expect(again.status).toBe(303)
      expect(again.location).toMatch(new RegExp(`^${proxy.url}/provider/pay/trx_[a-z0-9]+$`))
      expect(await orderCount('demo')).toBe(before + 1)
      const db = await stack.api.mf.getD1Database('DB')
      const { id } = (await db.prepare('SELECT MAX(id) AS id FROM orders').first<{ id: number }>())!
      const sessions = await db
        .prepare('SELECT COUNT(*) AS n FROM provider_payments WHERE order_id = ?')
        .bind(id)
        .first<{ n: number }>()
      expect(sessions!.n).toBe(1)
    } finally {
      await shop.dispose()
      await proxy.dispose()
    }
  })
})

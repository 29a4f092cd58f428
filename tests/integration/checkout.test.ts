import { describe, expect, it } from 'vitest'
import { fr } from '../../app/locales/fr'
import { Shopper } from '../support/shopper'
import { startStorefront } from '../support/storefront'
import { demoStack } from '../support/stack'

const stack = demoStack()

const PRODUCT: Record<string, number> = { demo: 1004, mode: 2003, nuit: 3003, marche: 4006 }
const AKWA = 11 // zone of Douala

const details = {
  clientName: 'Awa Ndiaye',
  clientTel: '690 12 34 56',
  clientEmail: 'awa@example.cm',
  shippingAddress: 'Rue de la Joie, Akwa',
  selectedCountry: 'CM',
  selectedCity: 'Douala',
  selectedZone: String(AKWA),
  zipCode: '',
  orderNote: 'Appeler avant de passer',
}

/** A shopper with one product in the cart, on the cart page: returns the form's one-time key. */
async function withCart(label: string) {
  const shopper = new Shopper(stack.shop, label)
  await shopper.post('/cart', { intent: 'add', produitId: PRODUCT[label]!, quantity: 2, redirectTo: '/cart' })
  const page = await shopper.get('/cart')
  const checkoutKey = page.html.match(/name="checkoutKey" value="([^"]+)"/)![1]!
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

  it('without JavaScript, “Mettre à jour” brings the cities, then the zones, keeping every value', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const cities = await shopper.post('/cart', {
      intent: 'refresh',
      checkoutKey,
      clientName: 'Awa Ndiaye',
      selectedCountry: 'CM',
    })
    expect(cities.status).toBe(200)
    expect(cities.html).toContain('<option value="Douala">Douala</option>')
    expect(cities.html).toContain('value="Awa Ndiaye"')
    const zones = await shopper.post('/cart', {
      intent: 'refresh',
      checkoutKey,
      clientName: 'Awa Ndiaye',
      selectedCountry: 'CM',
      selectedCity: 'Douala',
    })
    expect(zones.html).toMatch(/<option value="11">Akwa — 1\s000,00\sXAF<\/option>/u)
  })

  it('says when the cart is empty', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.get('/cart')
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey: 'k'.repeat(24),
      ...details,
      selectedPaymentMethod: 'cash_on_delivery',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.emptyCart)
  })

  it('offers cash on delivery only where the shop enables it', async () => {
    expect((await withCart('demo')).page.html).toContain('value="cash_on_delivery"')
    const nuit = await withCart('nuit')
    expect(nuit.page.html).not.toContain('value="cash_on_delivery"')
    const res = await nuit.shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey: nuit.checkoutKey,
      ...details,
      selectedPaymentMethod: 'cash_on_delivery',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.errors.selectedPaymentMethod)
  })

  it('keeps the cart and every value when the platform refuses the order', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      ...details,
      selectedZone: '99999',
      selectedPaymentMethod: 'cash_on_delivery',
    })
    expect(res.status).toBe(400)
    expect(res.html).toContain(fr.checkout.orderError)
    expect(res.html).toContain('value="Rue de la Joie, Akwa"')
    expect((await shopper.get('/cart')).html).toMatch(/header__count"[^>]*>2</)
  })
})

describe('cash on delivery', () => {
  it('places the order, empties the cart and lands on “Commande bien enregistrée !”, once however often it is sent', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    const before = await orderCount('demo')
    const form = { intent: 'checkout', checkoutKey, ...details, selectedPaymentMethod: 'cash_on_delivery' }
    const res = await shopper.post('/cart', form)
    expect(res.status).toBe(303)
    expect(res.location).toBe('/order-placed')
    const placed = await shopper.get('/order-placed')
    expect(placed.html).toContain(fr.order.placedTitle)
    expect(placed.html).toMatch(/header__count"[^>]*>0</)
    const again = await shopper.post('/cart', form)
    expect(again.status).toBe(303)
    expect(again.location).toBe('/order-placed')
    expect(await orderCount('demo')).toBe(before + 1)
  })

  it('makes one order when two submissions of the same checkout arrive together', async () => {
    const { shopper, checkoutKey } = await withCart('mode')
    const before = await orderCount('mode')
    const form = { intent: 'checkout', checkoutKey, ...details, selectedPaymentMethod: 'cash_on_delivery' }
    const twin = new Shopper(stack.shop, 'mode')
    twin.cookies = new Map(shopper.cookies)
    const [a, b] = await Promise.all([shopper.post('/cart', form), twin.post('/cart', form)])
    expect([a.status, b.status]).toEqual([303, 303])
    expect(await orderCount('mode')).toBe(before + 1)
  })

  it('shows the confirmation of an order placed from this browser only', async () => {
    const { shopper, checkoutKey } = await withCart('demo')
    await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      ...details,
      selectedPaymentMethod: 'cash_on_delivery',
    })
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
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      ...details,
      selectedPaymentMethod: 'notchpay',
    })
    expect(res.status).toBe(303)
    const payPage = res.location!
    expect(payPage.startsWith(`${stack.api.url}/provider/pay/trx_`)).toBe(true)
    expect((await shopper.get('/cart')).html).toMatch(/header__count"[^>]*>0</)
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
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      ...details,
      selectedPaymentMethod: 'notchpay',
    })
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
      const shopper = new Shopper(offline, 'demo')
      await shopper.post('/cart', { intent: 'add', produitId: PRODUCT.demo!, quantity: 1, redirectTo: '/cart' })
      const checkoutKey = (await shopper.get('/cart')).html.match(/name="checkoutKey" value="([^"]+)"/)![1]!
      const before = await orderCount('demo')
      const form = { intent: 'checkout', checkoutKey, ...details, selectedPaymentMethod: 'notchpay' }
      const res = await shopper.post('/cart', form)
      expect(res.status).toBe(502)
      expect(res.html).toContain(fr.checkout.providerFailed)
      expect(res.html).toContain(`value="${checkoutKey}"`)
      expect((await shopper.get('/cart')).html).toMatch(/header__count"[^>]*>1</)
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
    const res = await shopper.post('/cart', {
      intent: 'checkout',
      checkoutKey,
      ...details,
      selectedPaymentMethod: 'stripe',
    })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/customer')
    // A guest is not signed in: the customer area sends them to /login, to come back after; the message waits.
    const area = await shopper.get('/customer')
    expect(area.location).toBe('/login?redirectTo=%2Fcustomer')
    const next = await shopper.get(area.location!)
    expect(next.html).toContain(fr.checkout.unsupported)
    expect(next.html).toMatch(/header__count"[^>]*>0</)
  })
})

import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { Shopper } from '../support/shopper'
import { actionData } from '../support/single-fetch'
import { demoStack } from '../support/stack'
import { cartCount } from '../support/page'

const stack = demoStack()

const MICRO_ONDES = 1004 // demo, no variants, in stock
const BOUILLOIRE = 1007 // demo, 2 in stock
/** Where fetchers post (JavaScript on): Remix's single-fetch data request for the /cart route. */
const CART_DATA = '/cart.data'
/** The action's data in a single-fetch answer, typed loosely like the JSON these tests read. */
const fetched = async (res: { html: string }) => (await actionData(res.html)) as Record<string, string>
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
const platformCart = async (cookieShopper: Shopper) => {
  const html = (await cookieShopper.get('/cart')).html
  return {
    html,
    lines: [...html.matchAll(/class="cart-line__name">([^<]*)/g)].map((m) => m[1]),
    count: cartCount(html),
  }
}
const variantProduct = async () => {
  const res = await fetch(`${stack.api.url}/api/v2/produits/slug/congelateur-coffre-200-l`, {
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': 'demo.localhost' },
  })
  return (await res.json()) as { id: number; nom: string; variants: { id: number; nom: string }[] }
}

describe('adding to the cart', () => {
  it('without JavaScript: 303 back to the product, with the toast, the count and a 30-day cookie', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.post('/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 2,
      redirectTo: '/products/micro-ondes-25-l',
    })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/products/micro-ondes-25-l')
    const cookie = res.res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Domain=/i)
    const page = await shopper.get('/products/micro-ondes-25-l')
    expect(page.html).toContain(fill(fr.cart.added, { quantity: 2, name: 'Micro-ondes 25 L' }))
    expect(cartCount(page.html)).toBe(2)
  })

  it('with a fetcher: the message as data, and the same product again raises its line', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const first = await shopper.post(CART_DATA, { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    expect(first.status).toBe(200)
    expect(await fetched(first)).toEqual({
      ok: true,
      intent: 'add',
      message: fill(fr.cart.added, { quantity: 1, name: 'Micro-ondes 25 L' }),
      errors: {},
      values: {},
      next: '/cart',
    })
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 3 })
    const cart = await platformCart(shopper)
    expect(cart.lines).toEqual(['Micro-ondes 25 L'])
    expect(cart.count).toBe(4)
  })

  it('keeps one line per variant and asks for a variant when the product has some', async () => {
    const product = await variantProduct()
    const shopper = new Shopper(stack.shop, 'demo')
    const missing = await shopper.post(CART_DATA, { intent: 'add', produitId: product.id, quantity: 1 })
    expect(missing.status).toBe(400)
    expect((await fetched(missing)).message).toBe('Veuillez choisir une variante.')
    await shopper.post('/cart', {
      intent: 'add',
      produitId: product.id,
      quantity: 1,
      variantId: product.variants[0]!.id,
    })
    await shopper.post('/cart', {
      intent: 'add',
      produitId: product.id,
      quantity: 1,
      variantId: product.variants[1]!.id,
    })
    await shopper.post('/cart', {
      intent: 'add',
      produitId: product.id,
      quantity: 1,
      variantId: product.variants[0]!.id,
    })
    const cart = await platformCart(shopper)
    expect(cart.lines).toHaveLength(2)
    expect(cart.count).toBe(3)
    expect(cart.html).toContain(fill(fr.cart.variant, { name: product.variants[0]!.nom }))
  })

  it.each([
    [{ quantity: 'abc' }, fr.cart.invalidQuantity],
    [{ quantity: '-5' }, fr.cart.invalidQuantity],
    [{ quantity: '1e9' }, fr.cart.invalidQuantity],
    [{ quantity: '0' }, fr.cart.invalidQuantity],
    [{ produitId: 'abc' }, fr.cart.invalidRequest],
    [{ produitId: '1 OR 1=1' }, fr.cart.invalidRequest],
    [{ intent: 'vider-la-base' }, fr.cart.invalidRequest],
  ])('refuses %o with 400 and a French message, sending nothing', async (override, message) => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    const res = await shopper.post(CART_DATA, { intent: 'add', produitId: MICRO_ONDES, quantity: 1, ...override })
    expect(res.status).toBe(400)
    expect((await fetched(res)).message).toBe(message)
    expect((await platformCart(shopper)).count).toBe(1)
  })

  it('passes on the platform’s refusal of a product it does not have, and of too many items', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const unknown = await shopper.post(CART_DATA, { intent: 'add', produitId: 999999, quantity: 1 })
    expect(unknown.status).toBe(404)
    expect((await fetched(unknown)).message).toBe('Produit introuvable.')
    await shopper.post('/cart', { intent: 'add', produitId: BOUILLOIRE, quantity: 2 })
    const tooMany = await shopper.post(CART_DATA, { intent: 'add', produitId: BOUILLOIRE, quantity: 1 })
    expect(tooMany.status).toBe(409)
    expect((await fetched(tooMany)).message).toMatch(/^Stock insuffisant/)
    expect((await platformCart(shopper)).count).toBe(2)
  })

  it('without JavaScript, a refused add shows the cart page with the message and a 4xx status', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.post('/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 'beaucoup',
      redirectTo: '/products/micro-ondes-25-l',
    })
    expect(res.status).toBe(400)
    expect(res.res.headers.get('content-type')).toContain('text/html')
    expect(res.html).toContain(fr.cart.invalidQuantity)
  })
})

describe('changing the cart', () => {
  it('updates a quantity and removes a line, with their toasts', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    const itemId = (await shopper.get('/cart')).html.match(/name="itemId" value="(\d+)"/)![1]!
    const update = await shopper.post('/cart', { intent: 'update', itemId, quantity: 3, redirectTo: '/cart' })
    expect(update.status).toBe(303)
    const afterUpdate = await shopper.get('/cart')
    expect(afterUpdate.html).toContain(fr.cart.updated)
    expect(cartCount(afterUpdate.html)).toBe(3)
    const remove = await shopper.post(CART_DATA, { intent: 'remove', itemId })
    expect(await fetched(remove)).toMatchObject({ ok: true, message: fr.cart.removed })
    // The same removal sent again (its answer lost on the way): the line is gone, as asked.
    const again = await shopper.post(CART_DATA, { intent: 'remove', itemId })
    expect(await fetched(again)).toMatchObject({ ok: true, message: fr.cart.removed })
    const empty = await shopper.get('/cart')
    expect(empty.html).toContain(fr.cart.empty)
    expect(empty.html).toContain('href="/categories"')
  })

  it('refuses a quantity below 1 and a stock overflow, leaving the line as it was', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: BOUILLOIRE, quantity: 1 })
    const itemId = (await shopper.get('/cart')).html.match(/name="itemId" value="(\d+)"/)![1]!
    expect((await shopper.post(CART_DATA, { intent: 'update', itemId, quantity: 0 })).status).toBe(400)
    const overflow = await shopper.post(CART_DATA, { intent: 'update', itemId, quantity: 5 })
    expect(overflow.status).toBe(409)
    expect((await fetched(overflow)).message).toMatch(/^Stock insuffisant/)
    expect((await platformCart(shopper)).count).toBe(1)
  })

  it('drops a cart id the platform no longer knows and starts afresh', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    const db = await stack.api.mf.getD1Database('DB')
    await db.prepare('DELETE FROM carts').run()
    const page = await shopper.get('/cart')
    expect(page.status).toBe(200)
    expect(page.html).toContain(fr.cart.empty)
    const add = await shopper.post(CART_DATA, { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    expect(add.status).toBe(200)
    expect((await platformCart(shopper)).count).toBe(1)
  })
})

describe('promo codes', () => {
  it('asks for a code, refuses expired and unknown ones, applies a valid one to the summary', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES, quantity: 1 })
    const empty = await shopper.post(CART_DATA, { intent: 'promo', promoCode: '  ' })
    expect(empty.status).toBe(400)
    expect((await fetched(empty)).message).toBe(fr.promo.required)
    const expired = await shopper.post(CART_DATA, { intent: 'promo', promoCode: 'NOEL2024' })
    expect(expired.status).toBe(400)
    expect((await fetched(expired)).message).toBe('Ce code promo a expiré.')
    const unknown = await shopper.post(CART_DATA, { intent: 'promo', promoCode: 'PASUNCODE' })
    expect(unknown.status).toBe(404)
    expect((await fetched(unknown)).message).toBe('Code promo invalide.')
    const valid = await shopper.post('/cart', { intent: 'promo', promoCode: 'bienvenue10', redirectTo: '/cart' })
    expect(valid.status).toBe(303)
    const page = await shopper.get('/cart')
    expect(page.html).toContain(fill(fr.cart.discount, { code: 'BIENVENUE10' }))
    const summary =
      page.html
        .match(/<dl class="summary">([\s\S]*?)<\/dl>/)?.[1]
        ?.replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ') ?? ''
    expect(summary.replace(/\s+/gu, ' ')).toContain('−6 490,00 XAF')
  })
})

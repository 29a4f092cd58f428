/**
 * 'Commander via WhatsApp' on the cart page of every demo shop: a plain link to the shop's wa.me number (digits
 * only, 237 added when missing) whose message names each line and ends on the total the cart summary shows; the
 * same link in data-saver pages (no script); none for a shop without a contact phone.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { markup } from '../support/markup'
import { allowFailingShopContent } from '../support/no-console-error'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import { BROWSER_UA } from '../support/storefront'

const stack = demoStack()
const NNBSP = '\u202f'

/** Each shop's contact phone (demo-api/src/seed.ts) as wa.me wants it; the extreme shop has none. */
const NUMBERS = {
  demo: '237690123456',
  mode: '237677889900',
  nuit: '237699001122',
  marche: '237655443322',
  minimal: '237699112233',
  extreme: null,
} as const

/** The first product of the shop's home page, as the stand-in platform gives it. */
async function firstProduct(shop: string): Promise<{ id: number; nom: string }> {
  const res = await fetch(`${stack.api.url}/api/v2/home/?page=1&limit=6`, {
    headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${shop}.localhost` },
  })
  const home = (await res.json()) as { products_by_category: { products: { id: number; nom: string }[] }[] }
  return home.products_by_category[0]!.products[0]!
}

/** A shopper of `shop` with that product twice in the cart. */
async function withCart(shop: string) {
  const product = await firstProduct(shop)
  const shopper = new Shopper(stack.shop, shop)
  const added = await shopper.post('/cart', { intent: 'add', produitId: product.id, quantity: 2, redirectTo: '/cart' })
  expect(added.status).toBe(303)
  return { shopper, product }
}

const linkIn = (html: string) => html.match(/href="(https:\/\/wa\.me\/[^"]*\?text=[^"]*)"/)?.[1] ?? null
const summaryTotal = (html: string) =>
  html
    .match(/class="summary__total"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/)?.[1]
    ?.replace(/<!-- -->/g, '')
    .trim()

describe('order by WhatsApp', () => {
  it.each(Object.entries(NUMBERS))(
    '%s: the cart page links to %s with the cart as the message',
    async (shop, number) => {
      if (shop === 'extreme') allowFailingShopContent()
      const { shopper, product } = await withCart(shop)
      const { html } = await shopper.get('/cart')
      const href = linkIn(html)
      if (number === null) {
        expect(href).toBeNull()
        expect(markup(html)).not.toContain(fr.cart.whatsapp)
        return
      }
      expect(html).toContain(fr.cart.whatsapp)
      const url = new URL(href!)
      expect(url.pathname).toBe(`/${number}`)
      const text = url.searchParams.get('text')!
      const lines = text.split('\n')
      expect(lines[0]).toBe(fr.whatsappOrder.intro)
      expect(lines[1]).toMatch(new RegExp(`^2 × ${product.nom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      // The message's total is the summary's, to the character.
      const total = summaryTotal(html)
      expect(total).toMatch(/\d,\d\d\u00a0\S+$/)
      expect(lines).toContain(`${fr.cart.total}${NNBSP}: ${total}`)
      expect(lines.at(-1)).toBe(`Boutique${NNBSP}: ${stack.shop.origin(shop)}/`)
    },
  )

  it('is the same plain link in a data-saver page, which has no script', async () => {
    const { shopper } = await withCart('demo')
    const withScripts = linkIn((await shopper.get('/cart')).html)
    const res = await stack.shop.fetch('demo', '/cart', {
      headers: {
        Cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'User-Agent': BROWSER_UA,
        'Save-Data': 'on',
      },
    })
    const html = (await res.text()).replace(/&amp;/g, '&')
    expect(res.status).toBe(200)
    expect(html).not.toContain('<script')
    expect(linkIn(html)).toBe(withScripts)
  })

  it('counts the promo code’s discount as the summary does', async () => {
    const { shopper } = await withCart('mode')
    await shopper.post('/cart', { intent: 'promo', promoCode: 'BIENVENUE10', redirectTo: '/cart' })
    const { html } = await shopper.get('/cart')
    const text = new URL(linkIn(html)!).searchParams.get('text')!
    expect(text).toContain(`${fr.cart.discount.replace('{{code}}', 'BIENVENUE10')}${NNBSP}: −`)
    expect(text).toContain(`${fr.cart.total}${NNBSP}: ${summaryTotal(html)}\n`)
  })

  it('is not offered for an empty cart', async () => {
    const { html } = await new Shopper(stack.shop, 'demo').get('/cart')
    expect(linkIn(html)).toBeNull()
  })
})

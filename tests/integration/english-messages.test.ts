/**
 * What the server writes on an English page is English: a form's errors, a toast, a refusal before
 * Remix; and the French pages say what they said before.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { textOf } from '../../app/i18n/text.server'
import { formatPrice } from '../../app/lib/money'
import { markup } from '../support/markup'
import { BROWSER_UA } from '../support/storefront'
import { Shopper } from '../support/shopper'
import { demoStack } from '../support/stack'
import '../support/no-console-error'

const stack = demoStack()
const en = textOf('en')

const MICRO_ONDES = 1004 // demo, no variants, in stock
const langOf = (html: string) => html.match(/<html lang="([a-z-]+)"/)?.[1]

describe('form errors and toasts on an English page, without JavaScript', () => {
  it('refuses a contact message with a bad email in English', async () => {
    const res = await new Shopper(stack.shop, 'demo').post('/en/contact', {
      nom: 'Awa',
      email: 'awa@exemple',
      sujet: 'Livraison',
      message: 'Hello',
      redirectTo: '/contact',
    })
    expect(res.status).toBe(400)
    expect(langOf(res.html)).toBe('en')
    expect(res.html).toContain(`role="alert">${en('checkout.fixErrors')}<`)
    expect(res.html).toContain(`id="contact-email-error" class="field-error">${en('newsletter.invalid')}<`)
    expect(res.html).not.toContain(fr.newsletter.invalid)
    expect(res.html).not.toContain(fr.checkout.fixErrors)
  })

  it('refuses an empty promo code in English, and in French on the French page', async () => {
    const english = await new Shopper(stack.shop, 'demo').post('/en/cart', { intent: 'promo', promoCode: '  ' })
    expect(english.status).toBe(400)
    expect(english.html).toContain(en('promo.required'))
    expect(english.html).not.toContain(fr.promo.required)
    const french = await new Shopper(stack.shop, 'demo').post('/cart', { intent: 'promo', promoCode: '  ' })
    expect(french.status).toBe(400)
    expect(french.html).toContain(fr.promo.required)
  })

  it('gives the toast of an added product in English, on the English page it goes back to', async () => {
    const shopper = new Shopper(stack.shop, 'demo')
    const res = await shopper.post('/en/cart', {
      intent: 'add',
      produitId: MICRO_ONDES,
      quantity: 2,
      redirectTo: '/products/micro-ondes-25-l',
    })
    expect(res.status).toBe(303)
    expect(res.location).toBe('/en/products/micro-ondes-25-l')
    const page = await shopper.get(res.location!)
    expect(page.html).toContain(en('cart.added', { quantity: 2, name: 'Micro-ondes 25 L' }))
    expect(page.html).not.toContain('ajouté(s) au panier')
  })
})

describe('refusals before Remix', () => {
  it('refuses a cross-origin form on an English page with an English page', async () => {
    const res = await stack.shop.fetch('demo', '/en/cart', {
      method: 'POST',
      headers: { Origin: stack.shop.origin('autre'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=remove&itemId=1',
    })
    const html = await res.text()
    expect(res.status).toBe(403)
    expect(langOf(html)).toBe('en')
    expect(html).toContain(`<h1>${en('security.crossOrigin')}</h1>`)
    const french = await stack.shop.fetch('demo', '/cart', {
      method: 'POST',
      headers: { Origin: stack.shop.origin('autre'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=remove&itemId=1',
    })
    const frenchHtml = await french.text()
    expect(langOf(frenchHtml)).toBe('fr')
    expect(frenchHtml).toContain(`<h1>${textOf('fr')('security.crossOrigin')}</h1>`)
  })
})

describe('money on product pages', () => {
  const product = async (label: string, slug: string) => {
    const res = await fetch(`${stack.api.url}/api/v2/produits/slug/${slug}`, {
      headers: { Authorization: 'Bearer demo-public-key', 'X-Shop-Host': `${label}.localhost` },
    })
    return (await res.json()) as { prix: number }
  }
  const page = async (label: string, path: string) =>
    markup(await (await stack.shop.fetch(label, path, { headers: { 'User-Agent': BROWSER_UA } })).text())

  it('writes the price as en-CM does on the English page, and as before on the French one (XAF)', async () => {
    const { prix } = await product('demo', 'micro-ondes-25-l')
    const english = await page('demo', '/en/products/micro-ondes-25-l')
    const french = await page('demo', '/products/micro-ondes-25-l')
    const grouped = new Intl.NumberFormat('en-CM').format(prix)
    expect(formatPrice(prix, 'XAF', 'en')).toBe(`FCFA\u00a0${grouped}`)
    expect(english).toContain(`FCFA\u00a0${grouped}`)
    expect(english).not.toMatch(/\d,\d\d\u00a0XAF/)
    expect(french).toContain(formatPrice(prix, 'XAF'))
    expect(formatPrice(prix, 'XAF')).toMatch(/^\d{1,3}(\u202f\d{3})*,\d\d\u00a0XAF$/)
    expect(french).not.toContain(`FCFA\u00a0${grouped}`)
  })
})

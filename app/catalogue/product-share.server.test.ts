import { describe, expect, it } from 'vitest'
import type { Shop } from '~/api/shop.server'
import { en } from '~/i18n/en'
import { fr } from '~/i18n/fr'
import type { Language } from '~/lib/languages'
import type { RequestContext } from '~/server/load-context'
import { productShare } from './product-share.server'

const context = (language: Language) => ({ language, origin: 'https://demo.example.cm' }) as unknown as RequestContext
const shop = (user_phone: string | null) => ({ devise: 'XAF', user_phone }) as unknown as Shop
const product = { nom: 'Pagne wax « Nana »', prix: 8000 }
const URL_FR = 'https://demo.example.cm/products/pagne-wax'
const URL_EN = 'https://demo.example.cm/en/products/pagne-wax'

/** The text a wa.me link writes in the chat, and the number it opens (none: the shopper picks the contact). */
function chat(link: string) {
  const url = new URL(link)
  return { host: url.host, number: url.pathname.slice(1), text: url.searchParams.get('text') }
}

describe('productShare', () => {
  it("'Partager' opens WhatsApp without a number, with the product's name, price and address", () => {
    const { share } = productShare(context('fr'), shop('690 12 34 56'), product, undefined, URL_FR)
    expect(chat(share.href)).toEqual({
      host: 'wa.me',
      number: '',
      text: `Pagne wax « Nana » — 8\u202f000,00\u00a0XAF\n${URL_FR}`,
    })
    expect(share.label).toBe(fr.share.product)
    expect(share.title).toBe(fr.share.productLabel.replace('{{name}}', product.nom))
  })

  it("gives the chosen option's price", () => {
    const { share } = productShare(context('fr'), shop(null), product, { prix: 9500 }, URL_FR)
    expect(chat(share.href).text).toContain('9\u202f500,00\u00a0XAF')
  })

  it('writes the shop a message naming the product and its address, in the page’s language', () => {
    const french = productShare(context('fr'), shop('690 12 34 56'), product, undefined, URL_FR).shopWhatsApp!
    expect(chat(french)).toEqual({
      host: 'wa.me',
      number: '237690123456',
      text: `Bonjour, je suis intéressé(e) par Pagne wax « Nana » ${URL_FR}`,
    })
    const english = productShare(context('en'), shop('690 12 34 56'), product, undefined, URL_EN).shopWhatsApp!
    expect(chat(english).text).toBe(en.share.ask.replace('{{product}}', product.nom).replace('{{url}}', URL_EN))
    expect(chat(english).text).toMatch(/^Hello, I am interested in /)
    expect(chat(productShare(context('en'), shop(null), product, undefined, URL_EN).share.href).text).toBe(
      `Pagne wax « Nana » — FCFA\u00a08,000\n${URL_EN}`,
    )
  })

  it('leaves the shop’s button as it is when the shop has no phone', () => {
    expect(productShare(context('fr'), shop(null), product, undefined, URL_FR).shopWhatsApp).toBeNull()
  })
})

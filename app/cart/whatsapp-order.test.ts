import fc from 'fast-check'
import { LANGUAGE_CODES } from '~/lib/languages'
import { textOf } from '~/i18n/text.server'
import { describe, expect, it } from 'vitest'
import type { Cart } from '~/api/contract.server'
import { formatPrice } from '~/lib/money'
import { lineAmount, whatsappOrder } from './whatsapp-order.server'
import { whatsappOrderLink } from './whatsapp-order'

const NNBSP = '\u202f'
const SHOP = 'https://demo.example.cm/'

const item = (nom: string, prix: number, quantity: number, variant?: { nom: string; prix: number }) =>
  ({
    id: nom,
    produit: { id: 1, nom, imageUrl: null, prix },
    variant: variant ? { id: 2, ...variant } : null,
    quantity,
    subtotal: (variant?.prix ?? prix) * quantity,
  }) as Cart['items'][number]

const items = [item('Ventilateur', 15000, 2), item('Robe', 9000, 1, { nom: 'Taille M', prix: 9500 })]
const cart = { items, total: 39500 }
const promo = { code: 'BIENVENUE10', discountAmount: 3950 }

/** The message a link carries. */
const message = (link: string) => new URL(link).searchParams.get('text')!

describe('the WhatsApp order', () => {
  it('writes each line, the summary’s amounts and the shop’s address, in French', () => {
    const order = whatsappOrder('690 12 34 56', cart, promo, 'XAF', SHOP, 'fr')!
    expect(message(whatsappOrderLink(order, 1000, 39500 + 1000 - 3950, 'XAF', 'fr')).split('\n')).toEqual([
      `Bonjour, je souhaite commander${NNBSP}:`,
      `2 × Ventilateur${NNBSP}: 30${NNBSP}000,00\u00a0XAF`,
      `1 × Robe (Taille M)${NNBSP}: 9${NNBSP}500,00\u00a0XAF`,
      '',
      `Sous-total${NNBSP}: 39${NNBSP}500,00\u00a0XAF`,
      `Réduction (BIENVENUE10)${NNBSP}: −3${NNBSP}950,00\u00a0XAF`,
      `Livraison${NNBSP}: 1${NNBSP}000,00\u00a0XAF`,
      `Total${NNBSP}: 36${NNBSP}550,00\u00a0XAF`,
      '',
      `Boutique${NNBSP}: ${SHOP}`,
    ])
  })

  it('says delivery depends on the zone while none is chosen, and has no discount line without one', () => {
    const order = whatsappOrder('690 12 34 56', { items: items.slice(0, 1), total: 30000 }, null, 'XAF', SHOP, 'fr')!
    const text = message(whatsappOrderLink(order, null, 30000, 'XAF', 'fr'))
    expect(text).toContain(`Livraison${NNBSP}: Selon la zone`)
    expect(text).not.toContain('Réduction')
    expect(text).toContain(`Total${NNBSP}: 30${NNBSP}000,00\u00a0XAF`)
  })

  it('is the shop’s wa.me link, 237 added when missing', () => {
    for (const [phone, number] of [
      ['690 12 34 56', '237690123456'],
      ['+237 677 88 99 00', '237677889900'],
    ] as const) {
      const url = new URL(whatsappOrderLink(whatsappOrder(phone, cart, null, 'XAF', SHOP, 'fr')!, null, 1, 'XAF', 'fr'))
      expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`)
    }
  })

  it('is none without a contact phone or without lines', () => {
    expect(whatsappOrder(null, cart, null, 'XAF', SHOP, 'fr')).toBeNull()
    expect(whatsappOrder(' - ', cart, null, 'XAF', SHOP, 'fr')).toBeNull()
    expect(whatsappOrder('690 12 34 56', { items: [], total: 0 }, null, 'XAF', SHOP, 'fr')).toBeNull()
  })

  it('whatever the cart: every line’s amount, and the total it was given in the shop’s currency, once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(10_000_000), fc.integer({ min: 1, max: 999 })),
          { minLength: 1, maxLength: 20 },
        ),
        fc.option(fc.nat(100_000), { nil: null }),
        fc.nat(1_000_000),
        fc.constantFrom('XAF', 'FCFA', 'EUR'),
        fc.constantFrom(...LANGUAGE_CODES),
        (lines, shipping, total, currency, language) => {
          const t = textOf(language)
          const cartItems = lines.map(([nom, prix, quantity]) => item(nom, prix, quantity))
          const order = whatsappOrder('690 12 34 56', { items: cartItems, total: 1 }, null, currency, SHOP, language)!
          const text = message(whatsappOrderLink(order, shipping, total, currency, language))
          const totalLine = t('whatsappOrder.amountLine', { label: t('cart.total'), amount: '' })
          expect(text.split('\n').filter((l) => l.startsWith(totalLine))).toEqual([
            `${totalLine}${formatPrice(total, currency, language)}`,
          ])
          for (const line of cartItems) expect(text).toContain(formatPrice(lineAmount(line), currency, language))
        },
      ),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Cart } from '~/api/contract.server'
import { cartStrings } from '~/i18n/pages/cart'
import { translate, withPageStrings } from '~/i18n/translate'
import { formatPrice } from '~/lib/money'
import { whatsappLink } from '~/lib/whatsapp'
import { lineAmount, whatsappOrderLink, whatsappOrderText, type CartAmounts } from './whatsapp-order'

const t = withPageStrings(translate, [cartStrings])
const NNBSP = '\u202f'

const item = (nom: string, prix: number, quantity: number, variant?: { nom: string; prix: number }) =>
  ({
    id: nom,
    produit: { id: 1, nom, imageUrl: null, prix },
    variant: variant ? { id: 2, ...variant } : null,
    quantity,
    subtotal: (variant?.prix ?? prix) * quantity,
  }) as Cart['items'][number]

const items = [item('Ventilateur', 15000, 2), item('Robe', 9000, 1, { nom: 'Taille M', prix: 9500 })]
const amounts: CartAmounts = {
  subtotal: 39500,
  discount: 3950,
  promoCode: 'BIENVENUE10',
  shipping: 1000,
  total: 39500 + 1000 - 3950,
  currency: 'XAF',
}

describe('whatsappOrderText', () => {
  it('writes each line, the summary’s amounts and the shop’s address, in French', () => {
    const text = whatsappOrderText(t, items, amounts, 'https://demo.example.cm/')
    expect(text.split('\n')).toEqual([
      `Bonjour, je souhaite commander${NNBSP}:`,
      `2 × Ventilateur${NNBSP}: 30${NNBSP}000,00\u00a0XAF`,
      `1 × Robe (Taille M)${NNBSP}: 9${NNBSP}500,00\u00a0XAF`,
      '',
      `Sous-total${NNBSP}: 39${NNBSP}500,00\u00a0XAF`,
      `Réduction (BIENVENUE10)${NNBSP}: −3${NNBSP}950,00\u00a0XAF`,
      `Livraison${NNBSP}: 1${NNBSP}000,00\u00a0XAF`,
      `Total${NNBSP}: 36${NNBSP}550,00\u00a0XAF`,
      '',
      `Boutique${NNBSP}: https://demo.example.cm/`,
    ])
  })

  it('says delivery depends on the zone while none is chosen, and has no discount line without one', () => {
    const text = whatsappOrderText(t, items.slice(0, 1), { ...amounts, discount: 0, shipping: null, total: 30000 }, '/')
    expect(text).toContain(`Livraison${NNBSP}: Selon la zone`)
    expect(text).not.toContain('Réduction')
    expect(text).toContain(`Total${NNBSP}: 30${NNBSP}000,00\u00a0XAF`)
  })

  it('always ends on the total it was given, in the shop’s currency, whatever the cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(10_000_000), fc.integer({ min: 1, max: 999 })),
        ),
        fc.nat(1_000_000),
        fc.constantFrom('XAF', 'FCFA', 'EUR'),
        (lines, total, currency) => {
          const cart = lines.map(([nom, prix, quantity]) => item(nom, prix, quantity))
          const text = whatsappOrderText(t, cart, { ...amounts, total, currency }, '/')
          expect(text).toContain(`Total${NNBSP}: ${formatPrice(total, currency)}\n`)
          for (const line of cart) expect(text).toContain(formatPrice(lineAmount(line), currency))
        },
      ),
    )
  })
})

describe('whatsappOrderLink', () => {
  it('is the shop’s wa.me link (237 added) with the message as its text', () => {
    const link = whatsappOrderLink(whatsappLink('690 12 34 56'), t, items, amounts, 'https://demo.example.cm/')!
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe('https://wa.me/237690123456')
    expect(url.searchParams.get('text')).toBe(whatsappOrderText(t, items, amounts, 'https://demo.example.cm/'))
  })

  it('is none without a contact phone or without lines', () => {
    expect(whatsappOrderLink(whatsappLink(null), t, items, amounts, '/')).toBeNull()
    expect(whatsappOrderLink(whatsappLink('690 12 34 56'), t, [], amounts, '/')).toBeNull()
  })
})

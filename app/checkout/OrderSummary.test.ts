import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { TranslateProvider } from '~/i18n/use-translation'
import { orderTotal } from '~/checkout/order-total'
import { OrderSummary } from './OrderSummary'

/** The summary's lines as a shopper reads them: [label, amount], with ordinary spaces. */
function lines(amounts: { montantTotal: number; shippingCost: number; reduction: number }) {
  const summary = createElement(OrderSummary, { amounts, currency: 'XAF' })
  const html = renderToStaticMarkup(createElement(TranslateProvider, { strings: fr, children: summary }))
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, amount]) => [
    label,
    amount!.replace(/<!-- -->/g, '').replace(/[\u202f\u00a0]/g, ' '),
  ])
}

describe('OrderSummary', () => {
  it('shows the platform’s subtotal, discount, delivery and the total the shopper owes', () => {
    // 22 500 of items, BIENVENUE10 (−2 250), 2 000 of delivery: the shopper owes 22 250.
    expect(lines({ montantTotal: 22_500, shippingCost: 2_000, reduction: 2_250 })).toEqual([
      [fr.cart.subtotal, '22 500,00 XAF'],
      [fr.cart.discountPlain, '−2 250,00 XAF'],
      [fr.cart.shipping, '2 000,00 XAF'],
      [fr.cart.total, '22 250,00 XAF'],
    ])
  })

  it('leaves out the discount line when there is none and shows free delivery as an amount', () => {
    const shown = lines({ montantTotal: 15_000, shippingCost: 0, reduction: 0 })
    expect(shown).toEqual([
      [fr.cart.subtotal, '15 000,00 XAF'],
      [fr.cart.shipping, '0,00 XAF'],
      [fr.cart.total, '15 000,00 XAF'],
    ])
    expect(shown.flat()).not.toContain(fr.cart.shippingToChoose)
  })
})

describe('orderTotal', () => {
  it('is the items plus delivery less the discount', () => {
    expect(orderTotal({ montantTotal: 22_500, shippingCost: 2_000, reduction: 2_250 })).toBe(22_250)
    expect(orderTotal({ montantTotal: 1_000, shippingCost: 500, reduction: 0 })).toBe(1_500)
  })
})

import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { formData as form } from '../../tests/support/form-data'
import { parseCartIntent } from './cart-forms.server'

describe('parseCartIntent', () => {
  it('reads an add with or without a variant', () => {
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity: '2', variantId: '7' }), 'fr')).toEqual({
      ok: true,
      data: { intent: 'add', produitId: 12, quantity: 2, variantId: 7 },
    })
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity: '1', variantId: '' }), 'fr')).toEqual({
      ok: true,
      data: { intent: 'add', produitId: 12, quantity: 1, variantId: null },
    })
  })
  it.each(['abc', '-5', '0', '1e9', '2.5', ''])('refuses the quantity %j', (quantity) => {
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity }), 'fr')).toEqual({
      ok: false,
      message: fr.cart.invalidQuantity,
    })
    expect(parseCartIntent(form({ intent: 'update', itemId: '3', quantity }), 'fr')).toEqual({
      ok: false,
      message: fr.cart.invalidQuantity,
    })
  })
  it('refuses forged ids and unknown intents with a general message', () => {
    for (const entries of [
      { intent: 'add', produitId: 'abc', quantity: '1' },
      { intent: 'add', produitId: '-1', quantity: '1' },
      { intent: 'remove', itemId: '../../admin' },
      { intent: 'remove', itemId: 'x'.repeat(100) },
      { intent: 'empty-everything' },
      {},
    ]) {
      expect(parseCartIntent(form(entries as Record<string, string>), 'fr')).toEqual({
        ok: false,
        message: fr.cart.invalidRequest,
      })
    }
  })
  it('asks for a promo code when it is empty', () => {
    expect(parseCartIntent(form({ intent: 'promo', promoCode: '   ' }), 'fr')).toEqual({
      ok: false,
      message: fr.promo.required,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { fr } from '~/locales/fr'
import { parseCartIntent, parseCheckout } from './cart-forms.server'

const form = (entries: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(entries)) f.set(k, v)
  return f
}

describe('parseCartIntent', () => {
  it('reads an add with or without a variant', () => {
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity: '2', variantId: '7' }))).toEqual({
      ok: true,
      data: { intent: 'add', produitId: 12, quantity: 2, variantId: 7 },
    })
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity: '1', variantId: '' }))).toEqual({
      ok: true,
      data: { intent: 'add', produitId: 12, quantity: 1, variantId: null },
    })
  })
  it.each(['abc', '-5', '0', '1e9', '2.5', ''])('refuses the quantity %j', (quantity) => {
    expect(parseCartIntent(form({ intent: 'add', produitId: '12', quantity }))).toEqual({
      ok: false,
      message: fr.cart.invalidQuantity,
    })
    expect(parseCartIntent(form({ intent: 'update', itemId: '3', quantity }))).toEqual({
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
      expect(parseCartIntent(form(entries as Record<string, string>))).toEqual({
        ok: false,
        message: fr.cart.invalidRequest,
      })
    }
  })
  it('asks for a promo code when it is empty', () => {
    expect(parseCartIntent(form({ intent: 'promo', promoCode: '   ' }))).toEqual({
      ok: false,
      message: fr.promo.required,
    })
  })
})

describe('parseCheckout', () => {
  it('gives every required field its own message', () => {
    const result = parseCheckout(form({ checkoutKey: 'k'.repeat(20) }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      clientName: fr.checkout.errors.clientName,
      clientTel: fr.checkout.errors.clientTel,
      clientEmail: fr.checkout.errors.clientEmail,
      shippingAddress: fr.checkout.errors.shippingAddress,
      selectedCountry: fr.checkout.errors.selectedCountry,
      selectedCity: fr.checkout.errors.selectedCity,
      selectedZone: fr.checkout.errors.selectedZone,
      selectedPaymentMethod: fr.checkout.errors.selectedPaymentMethod,
    })
  })
  it('accepts a complete form, zip code and note optional', () => {
    const result = parseCheckout(
      form({
        clientName: 'Awa Ndiaye',
        clientTel: '690 12 34 56',
        clientEmail: 'awa@example.cm',
        shippingAddress: 'Rue de la Joie, Akwa',
        selectedCountry: 'CM',
        selectedCity: 'Douala',
        selectedZone: '3',
        selectedPaymentMethod: 'cash_on_delivery',
        checkoutKey: '0123456789abcdef0123',
      }),
    )
    expect(result).toMatchObject({ ok: true, data: { zipCode: null, orderNote: null, clientEmail: 'awa@example.cm' } })
  })
})

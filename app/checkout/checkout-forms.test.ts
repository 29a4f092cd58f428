import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { catalogues } from '~/i18n/text.server'
import { shopperDetails } from '../../tests/support/checkout-form'
import { formData as form } from '../../tests/support/form-data'
import { parseCheckout } from './checkout-forms.server'

describe('parseCheckout', () => {
  it('gives every required field its own message', () => {
    const result = parseCheckout(form({ checkoutKey: 'k'.repeat(20) }), 'fr')
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
        ...shopperDetails,
        selectedPaymentMethod: 'cash_on_delivery',
        checkoutKey: '0123456789abcdef0123',
      }),
      'fr',
    )
    expect(result).toMatchObject({ ok: true, data: { zipCode: null, orderNote: null, clientEmail: 'awa@example.cm' } })
  })
  it('writes its messages in the page’s language', () => {
    const result = parseCheckout(form({ ...shopperDetails, clientEmail: 'awa', checkoutKey: 'k'.repeat(20) }), 'en')
    expect(result).toMatchObject({
      ok: false,
      errors: {
        clientEmail: catalogues.en.server.checkout.errors.clientEmailFormat,
        selectedPaymentMethod: catalogues.en.server.checkout.errors.selectedPaymentMethod,
      },
    })
  })
})

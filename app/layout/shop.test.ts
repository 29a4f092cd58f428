import { describe, expect, it } from 'vitest'
import type { Shop } from '~/api/shop.server'
import { providerCurrency } from '~/api/payment-provider.server'
import { formatPrice } from '~/lib/money'
import { shopCurrency } from './shop.server'

const shop = (devise: string | null | undefined) => ({ devise }) as Shop

describe('shopCurrency', () => {
  it('is the currency amounts are shown in, and the provider charges the same one', () => {
    for (const [devise, shown, charged] of [
      ['XAF', 'XAF', 'XAF'],
      [' FCFA ', 'FCFA', 'XAF'],
      ['', 'XAF', 'XAF'],
      ['  ', 'XAF', 'XAF'],
      [null, 'XAF', 'XAF'],
      [undefined, 'XAF', 'XAF'],
    ] as const) {
      const currency = shopCurrency(shop(devise))
      expect(formatPrice(1000, currency), `shown for ${JSON.stringify(devise)}`).toBe(`1\u202f000,00\u00a0${shown}`)
      expect(providerCurrency(currency), `charged for ${JSON.stringify(devise)}`).toBe(charged)
    }
  })
})

import type { Country, PaymentConfig, Shop } from '~/api/contract.server'
import { isProviderOption } from '~/api/payment-provider.server'

/**
 * What the home page's reassurances may say of this shop, taken from its own data: the countries it
 * delivers to, the ways it takes payment, whether it has a return policy, its phone. A call that failed
 * (null) says nothing, and its badge is left out (app/catalogue/TrustBadges.tsx).
 */
export interface TrustFacts {
  countries: string[]
  payment: 'both' | 'cash' | 'provider' | null
  returns: boolean
  phone: string | null
}

export function trustFacts(shop: Shop, countries: Country[] | null, payment: PaymentConfig | null): TrustFacts {
  const cash = payment?.cash_on_delivery_enabled === true
  const provider = payment?.payment_options.some((o) => isProviderOption(o.name) && o.publicKey.trim() !== '') === true
  return {
    countries: (countries ?? []).map((c) => c.name),
    payment: cash && provider ? 'both' : cash ? 'cash' : provider ? 'provider' : null,
    returns: Boolean(shop.politiques.retour?.trim()),
    phone: shop.user_phone?.trim() || null,
  }
}

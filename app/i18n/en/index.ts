import { joinParts } from '~/i18n/parts'
import { enLayout } from './layout'
import { enOfflinePage } from './offline'
import { enAccountStrings } from './pages/account'
import { enBlogStrings } from './pages/blog'
import { enCartStrings } from './pages/cart'
import { enCartLinkStrings } from './pages/cart-link'
import { enCatalogueStrings } from './pages/catalogue'
import { enContactStrings } from './pages/contact'
import { enCustomerStrings } from './pages/customer'
import { enHomeStrings } from './pages/home'
import { enOrderStrings } from './pages/order'
import { enPolicyStrings } from './pages/policy'
import { enProductStrings } from './pages/product'
import { enSearchStrings } from './pages/search'
import { enShareStrings } from './pages/share'
import { enSuggestionStrings } from './pages/suggestions'
import { enPrivacyPolicy } from './privacy'
import { enServer } from './server'

/**
 * Every English string of the interface, in the parts of the French catalogue (../fr/index.ts), each file beside
 * the French one of the same name with exactly its keys (`satisfies Shape<typeof frPart>`).
 */
export const enCatalogue = {
  layout: enLayout,
  pages: {
    home: enHomeStrings,
    catalogue: enCatalogueStrings,
    product: enProductStrings,
    search: enSearchStrings,
    suggestions: enSuggestionStrings,
    cart: enCartStrings,
    'cart-link': enCartLinkStrings,
    share: enShareStrings,
    order: enOrderStrings,
    blog: enBlogStrings,
    policy: enPolicyStrings,
    account: enAccountStrings,
    customer: enCustomerStrings,
    contact: enContactStrings,
  },
  server: enServer,
  privacy: enPrivacyPolicy,
  offline: enOfflinePage,
} as const

/** Every English string in one object, as the server reads them (`en.cart.title`, `en.privacy.intro`): tests use it. */
export const en = joinParts(enCatalogue)

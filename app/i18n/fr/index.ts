import { joinParts } from '~/i18n/parts'
import { frLayout } from './layout'
import { frOfflinePage } from './offline'
import { frAccountStrings } from './pages/account'
import { frBlogStrings } from './pages/blog'
import { frCartStrings } from './pages/cart'
import { frCartLinkStrings } from './pages/cart-link'
import { frCatalogueStrings } from './pages/catalogue'
import { frContactStrings } from './pages/contact'
import { frCustomerStrings } from './pages/customer'
import { frHomeStrings } from './pages/home'
import { frOrderStrings } from './pages/order'
import { frPolicyStrings } from './pages/policy'
import { frProductStrings } from './pages/product'
import { frSearchStrings } from './pages/search'
import { frShareStrings } from './pages/share'
import { frSuggestionStrings } from './pages/suggestions'
import { frPrivacyPolicy } from './privacy'
import { frServer } from './server'

/**
 * Every French string of the interface, in parts (../parts.ts), no key in two of them; French is the reference
 * whose keys every other language has (../en/ holds the same files):
 * - `frLayout` (./layout.ts): the layout's strings, which the root's data carries to every page;
 * - the pages' strings (./pages/*.ts), each under its page's name: a route names the ones its page shows in its
 *   `handle` (`{ strings: ['blog'] }`) and its loader sends them as data (../route-strings.server.ts);
 * - `frServer` (./server.ts): the strings only the server writes (loader and action messages, form errors,
 *   toasts, refusals, the configuration page), under the same nested keys;
 * - the privacy policy's template (./privacy.ts) and the offline page's texts (./offline.ts), which one loader
 *   each reads.
 * A new string goes to the part of the page that shows it, to `frLayout` if the layout shows it, to `frServer`
 * if no component does. Browser code never imports this module's values (it would carry every string), only
 * its types: components get the strings of their page as data (../use-translation.ts).
 */
export const frCatalogue = {
  layout: frLayout,
  pages: {
    home: frHomeStrings,
    catalogue: frCatalogueStrings,
    product: frProductStrings,
    search: frSearchStrings,
    suggestions: frSuggestionStrings,
    cart: frCartStrings,
    'cart-link': frCartLinkStrings,
    share: frShareStrings,
    order: frOrderStrings,
    blog: frBlogStrings,
    policy: frPolicyStrings,
    account: frAccountStrings,
    customer: frCustomerStrings,
    contact: frContactStrings,
  },
  server: frServer,
  privacy: frPrivacyPolicy,
  offline: frOfflinePage,
} as const

/** The name of a page's part: what a route's `handle = { strings: [...] }` names. */
export type PageName = keyof typeof frCatalogue.pages

/** Every French string in one object, as the server reads them (`fr.cart.title`, `fr.privacy.intro`): tests use it. */
export const fr = joinParts(frCatalogue)

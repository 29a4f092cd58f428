import { frServer } from './fr.server'
import { frLayout } from './fr.layout'
import { accountStrings } from '~/i18n/pages/account'
import { blogStrings } from '~/i18n/pages/blog'
import { cartStrings } from '~/i18n/pages/cart'
import { catalogueStrings } from '~/i18n/pages/catalogue'
import { contactStrings } from '~/i18n/pages/contact'
import { customerStrings } from '~/i18n/pages/customer'
import { homeStrings } from '~/i18n/pages/home'
import { orderStrings } from '~/i18n/pages/order'
import { policyStrings } from '~/i18n/pages/policy'
import { productStrings } from '~/i18n/pages/product'
import { searchStrings } from '~/i18n/pages/search'
import { suggestionStrings } from '~/i18n/pages/suggestions'

/**
 * Every French string of the interface, in parts that `fr` joins, no key in two of them:
 * - `frLayout` (./fr.layout.ts): the layout's strings, which every page's script carries;
 * - the pages' strings (./pages/*.ts), each under its page's name with one catalogue per language: a
 *   route names the ones its page shows in its `handle` (`{ strings: [blogStrings] }`), so they reach
 *   browsers in the route's chunk; the root gives the page's components a translate over the layout's
 *   strings and those of the matched routes, on the server and in the browser alike (`RouteStrings`
 *   of ~/i18n/use-translation), so both render the same text;
 * - `frServer` (./fr.server.ts): the strings only the server writes (loader and action messages, form
 *   errors, toasts, refusals, the configuration page), under the same nested keys.
 * Server code and tests import `fr`, the whole catalogue; browser code never imports this module (it
 * would carry every page's strings), only the part it shows. Components read keys of the layout and
 * of the pages (`BrowserKey` of ~/i18n/translate), never a server-only one. A new string goes to the part of
 * the page that shows it, to `frLayout` if the layout shows it, to `frServer` if no component does.
 */

/** The pages' parts, by the name a route's `handle` gives (browsers get each in that route's data, never from here). */
export const frPageParts = {
  home: homeStrings.fr,
  catalogue: catalogueStrings.fr,
  product: productStrings.fr,
  search: searchStrings.fr,
  suggestions: suggestionStrings.fr,
  cart: cartStrings.fr,
  order: orderStrings.fr,
  blog: blogStrings.fr,
  policy: policyStrings.fr,
  account: accountStrings.fr,
  customer: customerStrings.fr,
  contact: contactStrings.fr,
} as const

/** The name of a page's part: what a route's `handle = { strings: [...] }` names. */
export type PageName = keyof typeof frPageParts

const pages = [
  homeStrings,
  catalogueStrings,
  productStrings,
  searchStrings,
  suggestionStrings,
  cartStrings,
  orderStrings,
  blogStrings,
  policyStrings,
  accountStrings,
  customerStrings,
  contactStrings,
] as const

/** The French strings of one page's part, a union over the parts. */
export type FrPage = (typeof pages)[number]['fr']

/** The French strings of every page joined, for the server and tests. */
export const frPages = joinPages()

function joinPages() {
  return pages.reduce<object>((joined, part) => joinCatalogue(joined, part.fr), {}) as Joined<FrPage>
}

/** The whole catalogue: the layout's part, the pages' parts and, on the server, the server-only part. */
export const fr = joinCatalogue(joinCatalogue(frLayout, frPages), frServer)

/** The members of a union joined in one type: `A | B` gives `A & B`. */
type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never

export type Catalogue = typeof fr

/** `base` with `extra`'s entries added, namespace by namespace. */
function joinCatalogue<A extends object, B extends object>(base: A, extra: B): A & B {
  const joined = { ...base } as Record<string, unknown>
  for (const [key, value] of Object.entries(extra)) {
    const inner = joined[key]
    joined[key] = typeof inner === 'object' && inner !== null ? joinCatalogue(inner, value as object) : value
  }
  return joined as A & B
}

/**
 * The privacy policy page (/politique-de-confidentialite): a template, filled in for each shop with the
 * cookies the storefront sets and the third parties that shop has configured
 * ({{shop}}). Apart from `fr` so that its length stays out of the catalogue every page's
 * script carries: only the page's loader reads it, and sends it as data.
 */
export const privacyPolicy = {
  template:
    'Ce texte est le modèle de la plateforme qui héberge la boutique, rempli avec ce que la boutique utilise vraiment. {{shop}} peut le remplacer par sa propre politique.',
  intro:
    'Cette page dit quelles données {{shop}} recueille sur cette boutique en ligne, pourquoi, qui les reçoit et comment exercer vos droits.',
  collectedTitle: 'Les données recueillies',
  collected:
    'Quand vous commandez, créez un compte, vous inscrivez à la newsletter ou écrivez à la boutique : vos nom et prénom, adresse e-mail, téléphone, adresse de livraison, et le contenu de vos commandes et messages. Aucune donnée bancaire : un paiement par carte ou Mobile Money se fait chez le prestataire de paiement.',
  purposesTitle: 'Pourquoi',
  purposes:
    'Pour préparer et livrer vos commandes, vous en parler, gérer votre compte, répondre à vos messages et, si vous l’avez demandé, vous envoyer la newsletter. Ces données ne sont pas vendues.',
  sharingTitle: 'Qui les reçoit',
  sharingPlatform: 'La plateforme qui héberge la boutique, qui enregistre vos commandes, votre compte et vos messages.',
  sharingProvider:
    'Le prestataire de paiement par carte et Mobile Money, si vous payez avec lui : votre nom, votre e-mail, votre téléphone et le montant.',
  sharingGoogle:
    'Google, par l’outil de mesure d’audience de la boutique (identifiant {{id}}) : les pages que vous consultez et des informations sur votre navigateur.',
  sharingMeta:
    'Meta, par le pixel publicitaire de la boutique (identifiant {{id}}) : les pages que vous consultez et des informations sur votre navigateur.',
  cookiesTitle: 'Cookies',
  cookiesIntro: 'La boutique elle-même dépose ces cookies, utiles à son fonctionnement et à aucune publicité :',
  cookieSession:
    '{{name}} : votre panier, votre connexion et les commandes passées depuis ce navigateur, pendant 30 jours.',
  cookieNoScript:
    '{{name}} : si votre navigateur n’exécute pas JavaScript, le retient pendant un an pour vous envoyer des pages complètes.',
  cookiePopup:
    '{{name}} : retient pendant 24 heures que vous avez vu l’annonce de la boutique, pour ne pas la montrer à chaque page.',
  cookieRecent:
    '{{name}} : les derniers produits que vous avez consultés (8 au plus), pour vous les remontrer, pendant 30 jours.',
  cookieLanguage: '{{name}} : la langue que vous avez choisie pour la boutique, pendant un an.',
  cookieVisitor:
    '{{name}} : un numéro tiré au hasard qui compte les formulaires envoyés depuis ce navigateur, pour arrêter les abus sans gêner les autres clients de votre connexion, pendant 30 jours.',
  cookiesThirdParty: 'Les outils de Google et de Meta nommés plus haut déposent leurs propres cookies.',
  retentionTitle: 'Durée de conservation',
  retention:
    'Le temps de traiter vos commandes et de respecter les obligations légales de la boutique. Vous pouvez vous désinscrire de la newsletter à tout moment.',
  rightsTitle: 'Vos droits',
  rights:
    'Vous pouvez demander à voir vos données, à les corriger ou à les supprimer, ou refuser leur utilisation : écrivez à {{shop}} depuis la page Contact.',
} as const

/**
 * The offline page (/offline), which the service worker shows for a page not read before on this
 * device. Apart from `fr`: only that page's loader reads it, no page's script needs it.
 */
export const offlinePage = {
  title: 'Vous êtes hors ligne',
  text: "Cette page n'a pas encore été consultée sur cet appareil. Elle s'affichera dès le retour de la connexion.",
  hint: 'Les pages que vous avez déjà visitées restent lisibles sans connexion.',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
} as const

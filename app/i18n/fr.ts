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

/** The pages' parts (browsers get each with the route that shows it, never from here). */
const pages = [
  homeStrings,
  catalogueStrings,
  productStrings,
  searchStrings,
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
 * The privacy policy page (/politique-de-confidentialite), the same for every shop, naming it
 * ({{shop}}). Apart from `fr` so that its length stays out of the catalogue every page's
 * script carries: only the page's loader reads it, and sends it as data.
 */
export const privacyPolicy = {
  intro:
    '{{shop}} attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles informations nous recueillons lorsque vous utilisez cette boutique en ligne, pourquoi nous les recueillons et comment vous pouvez exercer vos droits.',
  collectedTitle: 'Les données que nous recueillons',
  collected:
    'Lorsque vous passez une commande, créez un compte, vous inscrivez à la newsletter ou nous écrivez, nous recueillons les informations que vous nous donnez : nom, prénom, adresse e-mail, numéro de téléphone, adresse de livraison, ainsi que le contenu de vos commandes et de vos messages. Nous ne recueillons aucune donnée bancaire : les paiements par carte ou Mobile Money sont traités directement par notre prestataire de paiement.',
  purposesTitle: 'Pourquoi nous les utilisons',
  purposes:
    'Ces données servent à préparer et livrer vos commandes, à vous contacter à leur sujet, à gérer votre compte client, à répondre à vos messages et, si vous y avez consenti, à vous envoyer notre newsletter. Nous ne les vendons jamais à des tiers.',
  sharingTitle: 'Avec qui nous les partageons',
  sharing:
    "Seuls les prestataires qui nous aident à vous servir y ont accès, et uniquement pour ce service : la plateforme qui héberge la boutique, le prestataire de paiement et nos partenaires de livraison. Si la boutique utilise un outil de mesure d'audience ou un pixel publicitaire, celui-ci reçoit des informations sur votre navigation.",
  cookiesTitle: 'Cookies',
  cookies:
    "La boutique utilise un cookie de session, indispensable au panier et à la connexion à votre compte, et un cookie qui retient que votre navigateur n'exécute pas JavaScript. Si la boutique utilise un outil de mesure d'audience ou un pixel publicitaire, ces services déposent leurs propres cookies.",
  retentionTitle: 'Durée de conservation',
  retention:
    'Vos données sont conservées le temps nécessaire au traitement de vos commandes et au respect de nos obligations légales, puis supprimées. Vous pouvez vous désinscrire de la newsletter à tout moment.',
  rightsTitle: 'Vos droits',
  rights:
    'Vous pouvez demander à accéder à vos données, à les faire corriger ou supprimer, ou vous opposer à leur utilisation. Pour cela, écrivez-nous depuis la page Contact : {{shop}} vous répondra dans les meilleurs délais.',
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

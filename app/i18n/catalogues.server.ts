import { frLayout } from '~/i18n/fr.layout'
import { frServer } from '~/i18n/fr.server'
import { frPageParts, offlinePage, privacyPolicy, type fr, type PageName } from '~/i18n/fr'
import { enLayout } from '~/i18n/en/layout'
import { enServer } from '~/i18n/en/server'
import { enPrivacyPolicy } from '~/i18n/en/privacy'
import { enOfflinePage } from '~/i18n/en/offline'
import { enAccountStrings } from '~/i18n/en/pages/account'
import { enBlogStrings } from '~/i18n/en/pages/blog'
import { enCartStrings } from '~/i18n/en/pages/cart'
import { enCatalogueStrings } from '~/i18n/en/pages/catalogue'
import { enContactStrings } from '~/i18n/en/pages/contact'
import { enCustomerStrings } from '~/i18n/en/pages/customer'
import { enHomeStrings } from '~/i18n/en/pages/home'
import { enOrderStrings } from '~/i18n/en/pages/order'
import { enPolicyStrings } from '~/i18n/en/pages/policy'
import { enProductStrings } from '~/i18n/en/pages/product'
import { enSearchStrings } from '~/i18n/en/pages/search'
import { enSuggestionStrings } from '~/i18n/en/pages/suggestions'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { translator, withPageStrings, type KeyOf, type Strings, type Translate } from '~/i18n/translate'

/** The shape of a French part with every string widened: another language's part has exactly its keys. */
type Shaped<T> = { [K in keyof T]: T[K] extends string ? string : Shaped<T[K]> }

/**
 * One language's catalogue, in the parts of the French one (app/i18n/fr.ts): the layout's strings (the root's
 * data), each page's (the data of the routes that name it), the server's, and two texts only one page's
 * loader reads (the privacy policy, the offline page).
 */
export interface Catalogue {
  layout: Shaped<typeof frLayout>
  pages: { [Name in PageName]: Shaped<(typeof frPageParts)[Name]> }
  server: Shaped<typeof frServer>
  privacy: Shaped<typeof privacyPolicy>
  offline: Shaped<typeof offlinePage>
}

const french: Catalogue = {
  layout: frLayout,
  pages: frPageParts,
  server: frServer,
  privacy: privacyPolicy,
  offline: offlinePage,
}

const english: Catalogue = {
  layout: enLayout,
  pages: {
    home: enHomeStrings,
    catalogue: enCatalogueStrings,
    product: enProductStrings,
    search: enSearchStrings,
    suggestions: enSuggestionStrings,
    cart: enCartStrings,
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
}

/** Every language's catalogue: adding a language is adding its catalogue here (and a line in ./languages.ts). */
export const catalogues: Record<Language, Catalogue> = {
  fr: french,
  en: english,
}

/** A key of the whole catalogue, the browser's strings and the server-only ones. */
export type CatalogueKey = KeyOf<typeof fr>

const translators = new Map<Language, Translate<CatalogueKey>>()

/** The translate of a language's whole catalogue (layout, pages and server parts), made once per language. */
export function textOf(language: Language = DEFAULT_LANGUAGE): Translate<CatalogueKey> {
  let t = translators.get(language)
  if (!t) {
    const { layout, pages, server } = catalogues[language]
    t = withPageStrings<CatalogueKey>(translator(layout), [...Object.values(pages), server] as Strings[])
    translators.set(language, t)
  }
  return t
}

/** The layout's strings of a language, as the root's data carries them to the page. */
export function layoutStrings(language: Language): Strings {
  return catalogues[language].layout as Strings
}

/** The strings of the named pages' parts in a language, as a route's data carries them. */
export function pageStrings(language: Language, names: readonly PageName[]): Strings[] {
  return names.map((name) => catalogues[language].pages[name] as Strings)
}

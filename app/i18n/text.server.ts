import { en, enCatalogue } from '~/i18n/en'
import { fr, frCatalogue, type PageName } from '~/i18n/fr'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import type { Shape } from '~/i18n/parts'
import { translator, type KeyOf, type Strings, type Translate } from '~/i18n/translate'

/** A language's catalogue: the parts of the French one (app/i18n/fr/index.ts), with its keys. */
type Catalogue = Shape<typeof frCatalogue>

/** Every language's catalogue: adding a language is a folder beside fr/ and en/, a line here and one in ./languages.ts. */
export const catalogues: Record<Language, Catalogue> = {
  fr: frCatalogue,
  en: enCatalogue,
}

/** Each language's strings in one object, as ./fr/index.ts and ./en/index.ts join them. */
const wholes: Record<Language, Strings> = { fr, en }

/** A key of the whole catalogue: the browser's strings, the server-only ones, the privacy and offline pages'. */
export type CatalogueKey = KeyOf<typeof fr>

/** The translate of a language's whole catalogue, server keys included. */
export type ServerTranslate = Translate<CatalogueKey>

const translators = new Map<Language, ServerTranslate>()

/**
 * How server code writes a string: `textOf(context.language)('cart.added', { quantity, name })`, any key of the
 * language's catalogue. What no request's language reaches (the configuration page, shown before any shop is
 * known; log lines; the manifest) writes in `textOf(DEFAULT_LANGUAGE)`. Made once per language.
 */
export function textOf(language: Language): ServerTranslate {
  let t = translators.get(language)
  if (!t) {
    t = translator<CatalogueKey>([wholes[language]])
    translators.set(language, t)
  }
  return t
}

/**
 * What a module builds from a language's texts (a form's zod schema with its messages), made on first use for
 * each language and kept: `const schemaOf = perLanguage((t) => z.object(…))`, then `schemaOf(context.language)`.
 * Not another way to a string (it passes `textOf(language)`): building a form's schema costs about 0.5 ms, reading
 * a form with a kept one a few µs.
 */
export function perLanguage<T>(build: (t: ServerTranslate) => T): (language?: Language) => T {
  const built = new Map<Language, T>()
  return (language = DEFAULT_LANGUAGE) => {
    let value = built.get(language)
    if (value === undefined) {
      value = build(textOf(language))
      built.set(language, value)
    }
    return value
  }
}

/** The layout's strings of a language, as the root's data carries them to the page. */
export function layoutStrings(language: Language): Strings {
  return catalogues[language].layout as Strings
}

/** The strings of the named pages' parts in a language, as a route's data carries them. */
export function pageStrings(language: Language, names: readonly PageName[]): Strings[] {
  return names.map((name) => catalogues[language].pages[name] as Strings)
}

import { textOf, type CatalogueKey } from '~/i18n/catalogues.server'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import type { Translate } from '~/i18n/translate'

export { textOf, type CatalogueKey }

/** The translate of a language's whole catalogue, server keys included. */
export type ServerTranslate = Translate<CatalogueKey>

/**
 * The default language's whole catalogue, only for what no request's language reaches: the Pages function's
 * configuration page (shown before any shop or language is known) and log lines. Loaders, actions and server
 * modules write in the page's language with `textOf(context.language)`.
 */
export const translate = textOf()

/**
 * What a module builds from a language's texts (a form's zod schema with its messages), made on first use for
 * each language and kept: `const schemaOf = perLanguage((t) => z.object(…))`, then `schemaOf(context.language)`.
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

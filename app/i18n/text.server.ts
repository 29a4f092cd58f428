import { textOf, type CatalogueKey } from '~/i18n/catalogues.server'

export { textOf, type CatalogueKey }

/**
 * The default language's whole catalogue, for what no request's language reaches (the Pages function's
 * configuration page, logs). Loaders, actions and server modules write in the page's language with
 * `textOf(context.language)`.
 */
export const translate = textOf()

import { fr } from '~/i18n/fr'
import { translator, type KeyOf } from '~/i18n/translate'

/** A key of the whole catalogue, the browser's strings and the server-only ones. */
export type CatalogueKey = KeyOf<typeof fr>

/**
 * The whole catalogue (`fr`, with its server-only part), for loaders, actions, server modules and
 * the Pages function: messages, form errors, toasts and refusals that only the server writes.
 */
export const translate = translator<CatalogueKey>(fr)

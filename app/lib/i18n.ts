import { createContext, useContext } from 'react'
import { translate, type Translate } from '~/lib/text'

/**
 * The interface's strings in components: `const { t } = useTranslation()`, with the
 * catalogue's `{{name}}` interpolation, as react-i18next offers it, but without shipping
 * i18next to browsers (about 15 KB gzip on every page). The entries provide the
 * language's translate function; a second language is a second catalogue given here,
 * no component changes. Loaders and actions keep remix-i18next (app/i18n.server.ts).
 */
const TranslateContext = createContext<Translate>(translate)

export const TranslateProvider = TranslateContext.Provider

export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) }
}

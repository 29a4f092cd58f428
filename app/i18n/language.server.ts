import { RemixI18Next } from 'remix-i18next/server'
import { LANGUAGE, type Language } from '~/i18n/translate'

/**
 * The language of a request, resolved by remix-i18next among the catalogue's languages (French, the only one
 * today, is also the fallback). The Pages function puts it in the load context. Strings are read from the
 * catalogue with `translate`: text.server.ts on the server, `useTranslation` in components (decision 031).
 */
const languages = new RemixI18Next({ detection: { supportedLanguages: [LANGUAGE], fallbackLanguage: LANGUAGE } })

export async function requestLanguage(request: Request): Promise<Language> {
  return (await languages.getLocale(request)) as Language
}

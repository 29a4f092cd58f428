import { RemixI18Next } from 'remix-i18next/server'
import { i18nOptions } from '~/i18n'

/** Server-side translation for loaders and actions (default names, toasts, error texts). */
export const i18n = new RemixI18Next({
  detection: { supportedLanguages: ['fr'], fallbackLanguage: 'fr' },
  i18next: i18nOptions,
})

export function getT() {
  return i18n.getFixedT('fr')
}

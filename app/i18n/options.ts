import type { InitOptions } from 'i18next'
import { fr } from '~/i18n/fr'

/** One language, one catalogue, bundled: no detector and no HTTP backend. */
export const i18nOptions: InitOptions = {
  lng: 'fr',
  fallbackLng: 'fr',
  supportedLngs: ['fr'],
  defaultNS: 'translation',
  resources: { fr: { translation: fr } },
  interpolation: { escapeValue: false },
  initImmediate: false,
  react: { useSuspense: false },
}

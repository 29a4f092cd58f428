import { describe, expect, it } from 'vitest'
import { fr } from '~/locales/fr'
import { translate } from './text'

describe('translate', () => {
  it('reads the catalogue and fills {{placeholders}}', () => {
    expect(translate('failure.title', { code: 500 })).toBe('Erreur 500')
    expect(translate('notFound.message')).toBe(fr.notFound.message)
  })
  it('gives the key back for a missing entry', () => expect(translate('nope.nothing')).toBe('nope.nothing'))
})

import { describe, expect, it } from 'vitest'
import { fr, frBrowser } from '~/locales/fr'
import { frServer } from '~/locales/fr.server'
import { translate as serverTranslate } from '~/text.server'
import { translate, type BrowserKey } from './text'

describe('translate', () => {
  it('reads the catalogue and fills {{placeholders}}', () => {
    expect(translate('failure.title', { code: 500 })).toBe('Erreur 500')
    expect(translate('notFound.message')).toBe(fr.notFound.message)
  })
  it('gives the key back for a missing entry', () =>
    expect(translate('nope.nothing' as BrowserKey)).toBe('nope.nothing'))

  it('has only the strings browsers get: a server-only key is neither typed nor found', () => {
    // A component writing this key fails the typecheck (tsc), as this line would without the directive.
    // @ts-expect-error a form error that only actions write is not a key of the browser's part
    expect(translate('checkout.errors.clientName')).toBe('checkout.errors.clientName')
    expect(translate('cart.title')).toBe(frBrowser.cart.title)
  })
})

describe('translate of the server', () => {
  it('reads both parts of the catalogue', () => {
    expect(serverTranslate('checkout.errors.clientName')).toBe(frServer.checkout.errors.clientName)
    expect(serverTranslate('cart.title')).toBe(frBrowser.cart.title)
    expect(serverTranslate('cart.added', { quantity: 2, name: 'Pagne' })).toBe(`2 x Pagne ajouté(s) au panier\u202F!`)
  })
})

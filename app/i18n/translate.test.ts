import { describe, expect, it } from 'vitest'
import { frCatalogue } from '~/i18n/fr'
import { layoutStrings, pageStrings, textOf } from '~/i18n/text.server'
import { translator, type LayoutKey } from './translate'

const { layout, pages, server, privacy } = frCatalogue
const translate = translator<LayoutKey>([layout])

describe('translator', () => {
  it('reads the layout’s strings and fills {{placeholders}}, a missing one with nothing', () => {
    expect(translate('failure.title', { code: 500 })).toBe('Erreur 500')
    expect(translate('failure.title')).toBe('Erreur ')
    expect(translate('notFound.message')).toBe(layout.notFound.message)
  })
  it('gives the key back for a missing entry', () =>
    expect(translate('nope.nothing' as LayoutKey)).toBe('nope.nothing'))

  it('has only the layout’s strings: a page’s key or a server-only key is neither typed nor found', () => {
    // @ts-expect-error the blog's title is a string of the blog pages, not of the layout
    expect(translate('blog.title')).toBe('blog.title')
    // @ts-expect-error a form error that only actions write is not a key of any part browsers get
    expect(translate('checkout.errors.clientName')).toBe('checkout.errors.clientName')
    expect(translate('cart.title')).toBe(layout.cart.title)
  })
})

describe('a translator of pages’ strings and the layout’s', () => {
  const blog = translator([pages.blog, layout])

  it('reads the given pages’ strings and, for any other key, the layout’s', () => {
    expect(blog('blog.title')).toBe('Notre Blog')
    expect(blog('blog.by', { author: 'Awa' })).toBe('Par Awa')
    expect(blog('nav.blog')).toBe(layout.nav.blog)
    expect(translator([pages.blog, pages.customer, layout])('customer.sections.orders')).toBe('Mes commandes')
  })

  it('does not read the strings of pages it was not given', () => {
    expect(blog('customer.title')).toBe('customer.title')
  })
})

describe('the catalogues of the server', () => {
  it('reads every part of a language’s catalogue', () => {
    const t = textOf('fr')
    expect(t('checkout.errors.clientName')).toBe(server.checkout.errors.clientName)
    expect(t('cart.title')).toBe(layout.cart.title)
    expect(t('blog.title')).toBe(pages.blog.blog.title)
    expect(t('cart.added', { quantity: 2, name: 'Pagne' })).toBe(`2 x Pagne ajouté(s) au panier\u202F!`)
    expect(t('privacy.rightsTitle')).toBe(privacy.rightsTitle)
    expect(t('privacy.intro', { shop: 'Awa Mode' })).toContain('Awa Mode')
    expect(textOf('en')('offline.retry')).toBe('Try again')
  })

  it('gives a route the parts its handle names, in the page’s language, and the root the layout’s', () => {
    expect(pageStrings('fr', ['blog'])).toEqual([pages.blog])
    expect(layoutStrings('fr')).toBe(layout)
    expect(pageStrings('en', ['blog', 'customer'])).toHaveLength(2)
  })
})

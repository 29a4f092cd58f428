import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { frLayout } from '~/i18n/fr.layout'
import { frServer } from '~/i18n/fr.server'
import { blogStrings } from '~/i18n/pages/blog'
import { customerStrings } from '~/i18n/pages/customer'
import { layoutStrings, pageStrings, textOf } from '~/i18n/catalogues.server'
import { translator, withPageStrings, type LayoutKey } from './translate'

const translate = translator<LayoutKey>(frLayout)

describe('translator', () => {
  it('reads the layout’s strings and fills {{placeholders}}', () => {
    expect(translate('failure.title', { code: 500 })).toBe('Erreur 500')
    expect(translate('notFound.message')).toBe(fr.notFound.message)
  })
  it('gives the key back for a missing entry', () =>
    expect(translate('nope.nothing' as LayoutKey)).toBe('nope.nothing'))

  it('has only the layout’s strings: a page’s key or a server-only key is neither typed nor found', () => {
    // @ts-expect-error the blog's title is a string of the blog pages, not of the layout
    expect(translate('blog.title')).toBe('blog.title')
    // @ts-expect-error a form error that only actions write is not a key of any part browsers get
    expect(translate('checkout.errors.clientName')).toBe('checkout.errors.clientName')
    expect(translate('cart.title')).toBe(frLayout.cart.title)
  })
})

describe('withPageStrings', () => {
  const blog = withPageStrings(translate, [blogStrings.fr])

  it('reads the given pages’ strings and, for any other key, the layout’s', () => {
    expect(blog('blog.title')).toBe('Notre Blog')
    expect(blog('blog.by', { author: 'Awa' })).toBe('Par Awa')
    expect(blog('nav.blog')).toBe(frLayout.nav.blog)
    expect(withPageStrings(translate, [blogStrings.fr, customerStrings.fr])('customer.sections.orders')).toBe(
      'Mes commandes',
    )
  })

  it('does not read the strings of pages it was not given', () => {
    expect(blog('customer.title')).toBe('customer.title')
  })
})

describe('the catalogues of the server', () => {
  it('reads every part of a language’s catalogue', () => {
    const t = textOf('fr')
    expect(t('checkout.errors.clientName')).toBe(frServer.checkout.errors.clientName)
    expect(t('cart.title')).toBe(frLayout.cart.title)
    expect(t('blog.title')).toBe(blogStrings.fr.blog.title)
    expect(t('cart.added', { quantity: 2, name: 'Pagne' })).toBe(`2 x Pagne ajouté(s) au panier\u202F!`)
  })

  it('gives a route the parts its handle names, in the page’s language, and the root the layout’s', () => {
    expect(pageStrings('fr', ['blog'])).toEqual([blogStrings.fr])
    expect(layoutStrings('fr')).toBe(frLayout)
    expect(pageStrings('en', ['blog', 'customer'])).toHaveLength(2)
  })
})

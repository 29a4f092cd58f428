import { describe, expect, it } from 'vitest'
import type { HomeData } from '~/api/catalogue.server'
import { formatPrice } from '~/lib/money'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TranslateProvider } from '~/i18n/use-translation'
import { fr } from '~/i18n/fr'
import { PictureHosts } from '~/pictures/Picture'
import { HomeSections } from './HomeSections'

type Group = HomeData['products_by_category'][number]

const product = (id: number, nom: string, prix = 1500, prix_original: number | null = null) => ({
  id,
  nom,
  slug: `p-${id}`,
  prix,
  prix_original,
  image: `https://api.example.cm/images/${id}.jpg`,
  image_url: null,
})

const group = (slug: string, nom: string, products: Group['products'], total = products.length): Group => ({
  category_id: slug.length,
  category_nom: nom,
  category_slug: slug,
  products,
  total_products: total,
})

const options = { currency: 'XAF', layout: 'default' as const, hosts: [] as string[] }

/** The sections as the server renders them in the home page. */
function homeSectionsMarkup(sections: Group[], { hosts, ...props }: typeof options): string {
  const element = createElement(HomeSections, { sections, ...props })
  const pictured = createElement(PictureHosts.Provider, { value: hosts }, element)
  return renderToStaticMarkup(createElement(TranslateProvider, { strings: fr, children: pictured }))
}

describe('HomeSections', () => {
  it('shows each category, its cards, its cards, and « Voir plus » only when there are more', () => {
    const html = homeSectionsMarkup(
      [
        group('epices', 'Épices', [product(1, 'Poivre de Penja', 4500, 6000), product(2, 'Miel d’Oku')], 9),
        group('maison', 'Maison', [product(3, 'Coussin')]),
      ],
      options,
    )
    expect(html.match(/<section class="home-category"/g)).toHaveLength(2)
    expect(html.match(/Voir plus/g)).toHaveLength(1)
    expect(html).toContain('href="/category/epices"')
    expect(html).toContain('href="/products/p-1"')
    expect(html).toContain(formatPrice(4500, 'XAF'))
    expect(html).toContain(formatPrice(6000, 'XAF'))
    expect(html).toContain('Promo')
    expect(html).toContain('loading="lazy"')
  })

  it('escapes what the platform sends', () => {
    const html = homeSectionsMarkup(
      [group('x"><script>', '<img src=x onerror=alert(1)>', [product(4, '</a><script>alert(1)</script>')])],
      options,
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;/a&gt;&lt;script&gt;')
  })

  it('asks for the platform’s pictures at the cards’ widths through the shop’s image path', () => {
    const html = homeSectionsMarkup([group('a', 'A', [product(5, 'Savon')])], {
      ...options,
      hosts: ['https://api.example.cm'],
    })
    expect(html).toContain('srcSet="/img/card/160/api.example.cm/')
  })
})

import { describe, expect, it } from 'vitest'
import type { HomeData } from '~/api/catalogue.server'
import { formatPrice } from '~/lib/money'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TranslateProvider } from '~/i18n/use-translation'
import { fr } from '~/i18n/fr'
import { ImageResize } from './ProductImage'
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

const options = { currency: 'XAF', layout: 'default' as const, resize: null as string | null }

/** The sections as the server renders them in the home page. */
function homeSectionsMarkup(sections: Group[], { resize, ...props }: typeof options): string {
  const element = createElement(HomeSections, { sections, ...props })
  const resized = createElement(ImageResize.Provider, { value: resize }, element)
  return renderToStaticMarkup(createElement(TranslateProvider, { strings: fr, children: resized }))
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

  it('writes the other widths through the resizing service when the deployment has one', () => {
    const html = homeSectionsMarkup([group('a', 'A', [product(5, 'Savon')])], {
      ...options,
      resize: 'https://img.example.cm/cdn-cgi/image/width={width}/{url}',
    })
    expect(html).toContain('srcSet="https://img.example.cm/cdn-cgi/image/width=160/')
  })
})

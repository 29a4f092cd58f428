import { describe, expect, it } from 'vitest'
import type { Category } from '~/api/catalogue.server'
import { foldForMatch, matchCategories } from './suggestions.server'

const category = (nom: string, slug = foldForMatch(nom).replace(/\W+/g, '-')): Category => ({
  category_id: slug.length,
  slug,
  nom,
  image: null,
})

describe('matchCategories', () => {
  const categories = ['Électroménager', 'Accessoires', 'Téléphones', 'Énergie', 'Robes', 'Sacs'].map((nom) =>
    category(nom),
  )

  it('finds a category by a part of its name, whatever its case and accents', () => {
    expect(matchCategories(categories, 'electro').map((c) => c.nom)).toEqual(['Électroménager'])
    expect(matchCategories(categories, 'TÉLÉ').map((c) => c.nom)).toEqual(['Téléphones'])
    expect(matchCategories(categories, 'zz')).toEqual([])
  })

  it('puts the names that start with the query first, then keeps the shop’s order', () => {
    expect(matchCategories(categories, 'ro').map((c) => c.nom)).toEqual(['Robes', 'Électroménager'])
    expect(matchCategories(categories, 'e').map((c) => c.nom)).toEqual([
      'Électroménager',
      'Énergie',
      'Accessoires',
      'Téléphones',
    ])
  })

  it('gives at most the limit', () => {
    expect(matchCategories(categories, 'e', 2)).toHaveLength(2)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fr } from '~/i18n/fr'
import { fakeCatalogueApi } from '../../tests/support/fake-catalogue'
import { cartId, exactlyNamed, findStillSold, lineName, unavailableNotice } from './order-again.server'

const NNBSP = '\u202f'

describe('exactlyNamed', () => {
  it('gives the one entry with exactly that name, never one whose name only contains it', () => {
    const list = [{ nom: 'Robe rouge longue' }, { nom: 'Robe rouge' }, { nom: 'robe rouge ' }]
    expect(exactlyNamed(list, 'Robe rouge')).toBe(list[1])
    expect(exactlyNamed(list, 'Robe')).toBeNull()
    expect(exactlyNamed(list, 'ROBE ROUGE')).toBeNull()
  })

  it('gives none when two entries share the name', () => {
    expect(exactlyNamed([{ nom: 'Sac' }, { nom: 'Sac' }], 'Sac')).toBeNull()
  })

  it('whatever the names: an answer is always named exactly so, and the only one so named', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 12 }),
        fc.string({ maxLength: 6 }),
        (names, wanted) => {
          const list = names.map((nom, i) => ({ nom, i }))
          const found = exactlyNamed(list, wanted)
          const count = names.filter((n) => n === wanted).length
          if (found) expect(found.nom).toBe(wanted)
          expect(found !== null).toBe(count === 1)
        },
      ),
    )
  })
})

describe('cartId', () => {
  it('takes positive whole numbers, as numbers or digits', () => {
    expect(cartId(1004)).toBe(1004)
    expect(cartId('1004')).toBe(1004)
    for (const bad of [0, -3, 1.5, 'abc', '12a', '', Number.MAX_SAFE_INTEGER + 1]) expect(cartId(bad)).toBeNull()
  })
})

describe('unavailableNotice', () => {
  it('names each line in French quotes, with its variant', () => {
    const notice = unavailableNotice([lineName({ product_name: 'Radio', variant_name: null }), 'Robe (M)'], 'fr')
    expect(notice).toBe(
      fr.orderAgain.unavailable.replace('{{names}}', `«${NNBSP}Radio${NNBSP}», «${NNBSP}Robe (M)${NNBSP}»`),
    )
    expect(lineName({ product_name: 'Robe', variant_name: 'M' })).toBe('Robe (M)')
  })

  it('stays short whatever the order holds: 8 names at most, each cut, the others counted', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 400 }), { minLength: 1, maxLength: 60 }), (names) => {
        const notice = unavailableNotice(names, 'fr')
        expect(notice.length).toBeLessThan(8 * 130 + 120)
        if (names.length > 8)
          expect(notice).toContain(fr.orderAgain.andMore.replace('{{count}}', String(names.length - 8)))
      }),
    )
  })
})

const line = (product_name: string, variant_name: string | null = null, quantity = 2) => ({
  cart_item_id: 1,
  product_name,
  variant_name,
  quantity,
  unit_price: 1000,
})

describe('findStillSold', () => {
  const api = fakeCatalogueApi([
    { id: 1, nom: 'Robe rouge longue', slug: 'robe-rouge-longue' },
    {
      id: 2,
      nom: 'Robe',
      slug: 'robe',
      variants: [
        { id: 21, nom: 'M' },
        { id: 22, nom: 'L' },
      ],
    },
    { id: 3, nom: 'Sac', slug: 'sac', qteEnStock: 0 },
    { id: 4, nom: 'Jumeau', slug: 'jumeau-1' },
    { id: 5, nom: 'Jumeau', slug: 'jumeau-2' },
    { id: 6, nom: 'Pagne', slug: 'pagne' },
  ])

  it('finds the product of that exact name, with the variant of that exact name, at the ordered quantity', async () => {
    expect(await findStillSold(api, line('Pagne'), 0)).toEqual({ index: 0, produitId: 6, variantId: null, quantity: 2 })
    expect(await findStillSold(api, line('Robe', 'L', 1), 3)).toEqual({
      index: 3,
      produitId: 2,
      variantId: 22,
      quantity: 1,
    })
  })

  it('never another product: a name found only inside another, shared by two, out of stock, or a variant gone', async () => {
    expect(await findStillSold(api, line('Robe rouge'), 0)).toBeNull()
    expect(await findStillSold(api, line('Jumeau'), 0)).toBeNull()
    expect(await findStillSold(api, line('Sac'), 0)).toBeNull()
    expect(await findStillSold(api, line('Robe', 'XL'), 0)).toBeNull()
    expect(await findStillSold(api, line('Robe'), 0)).toBeNull()
    expect(await findStillSold(api, line('Pagne', 'M'), 0)).toBeNull()
    expect(await findStillSold(api, line('Radio'), 0)).toBeNull()
  })
})

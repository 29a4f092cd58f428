import { describe, expect, it } from 'vitest'
import { ApiError, type Api } from '~/api/client.server'
import type { Cart } from '~/api/cart.server'
import { productsBySlug } from '~/catalogue/product-lookups.server'
import type { LinkLine } from './cart-link'
import { linkTotals, resolveCartLink as resolve } from './cart-link.server'
import { cartLinkLines } from './share-cart.server'
import { fakeCatalogueApi, type FakeProduct } from '../../tests/support/fake-catalogue'

const CATALOGUE: FakeProduct[] = [
  { id: 1, nom: 'Pagne wax', slug: 'pagne-wax', prix: 8000 },
  {
    id: 2,
    nom: 'Robe',
    slug: 'robe',
    prix: 20000,
    qteEnStock: 3,
    variants: [
      { id: 21, nom: 'Taille M', prix: 21000 },
      { id: 22, nom: 'Taille L', prix: 22000 },
    ],
  },
  { id: 3, nom: 'Sac raphia', slug: 'sac-raphia', qteEnStock: 0 },
  { id: 4, nom: 'Cahier', slug: 'cahier', prix: 500, qteEnStock: null },
  {
    id: 5,
    nom: 'Escarpins',
    slug: 'escarpins',
    variants: [
      { id: 51, nom: '38' },
      { id: 52, nom: '39' },
    ],
  },
]

/** The link's lines resolved with the products the platform gives for their slugs. */
async function resolveCartLink(api: Api, lines: LinkLine[]) {
  return resolve(
    await productsBySlug(
      api,
      lines.map((line) => line.slug),
    ),
    lines,
  )
}

describe('resolveCartLink', () => {
  const api = fakeCatalogueApi(CATALOGUE)

  it('gives each line today’s product, option and price, in the link’s order', async () => {
    const lines = await resolveCartLink(api, [
      { slug: 'robe', variant: 'taille-l', quantity: 1 },
      { slug: 'pagne-wax', variant: null, quantity: 2 },
      { slug: 'escarpins', variant: '39', quantity: 1 },
      { slug: 'cahier', variant: null, quantity: 40 },
    ])
    expect(lines.map((l) => [l.product?.nom, l.variant?.nom ?? null, l.unitPrice, l.quantity, l.state])).toEqual([
      ['Robe', 'Taille L', 22000, 1, 'ready'],
      ['Pagne wax', null, 8000, 2, 'ready'],
      ['Escarpins', '39', 1000, 1, 'ready'],
      // A stock the platform does not give is no limit.
      ['Cahier', null, 500, 40, 'ready'],
    ])
    expect(linkTotals(lines)).toEqual({ count: 44, total: 22000 + 16000 + 1000 + 20000 })
  })

  it('names what cannot be added as written, and adds nothing of it', async () => {
    const lines = await resolveCartLink(api, [
      { slug: 'radio', variant: null, quantity: 1 },
      { slug: 'sac-raphia', variant: null, quantity: 1 },
      { slug: 'robe', variant: 'taille-xxl', quantity: 1 },
      { slug: 'robe', variant: null, quantity: 1 },
      { slug: 'pagne-wax', variant: 'rouge', quantity: 1 },
    ])
    expect(lines.map((l) => [l.slug, l.state, l.quantity])).toEqual([
      ['radio', 'gone', 0],
      ['sac-raphia', 'soldOut', 0],
      ['robe', 'variantGone', 0],
      ['robe', 'chooseVariant', 0],
      ['pagne-wax', 'variantGone', 0],
    ])
    expect(lines[0]!.product).toBeNull()
    expect(linkTotals(lines)).toEqual({ count: 0, total: 0 })
  })

  it('caps a quantity at the stock left, shared by the options of one product in the link’s order', async () => {
    const lines = await resolveCartLink(api, [
      { slug: 'robe', variant: 'taille-m', quantity: 2 },
      { slug: 'robe', variant: 'taille-l', quantity: 2 },
      { slug: 'robe', variant: '21', quantity: 1 },
    ])
    expect(lines.map((l) => [l.state, l.quantity, l.asked])).toEqual([
      ['ready', 2, 2],
      ['capped', 1, 2],
      ['soldOut', 0, 1],
    ])
  })

  it('takes only the platform’s 404 as no longer sold: an answer without a product, or a platform down, is thrown', async () => {
    const shaky = fakeCatalogueApi(CATALOGUE, { down: ['robe'], empty: ['pagne-wax'] })
    const [line] = await resolveCartLink(shaky, [{ slug: 'radio', variant: null, quantity: 1 }])
    expect(line!.state).toBe('gone')
    for (const slug of ['pagne-wax', 'robe'])
      await expect(resolveCartLink(shaky, [{ slug, variant: null, quantity: 1 }])).rejects.toBeInstanceOf(ApiError)
  })
})

const item = (produit: FakeProduct, quantity: number, variant?: { id: number; nom: string }) => ({
  id: Number(produit.id) * 100,
  produit: { id: produit.id, nom: produit.nom, imageUrl: null, prix: produit.prix ?? 1000 },
  variant: variant ? { id: variant.id, nom: variant.nom, prix: 1000 } : null,
  quantity,
  subtotal: 0,
})

describe('cartLinkLines', () => {
  it('writes each cart line by slug, its option by name when that is enough, and names what it cannot find', async () => {
    const twins: FakeProduct = {
      id: 6,
      nom: 'Chemise',
      slug: 'chemise',
      variants: [
        { id: 61, nom: 'Bleu' },
        { id: 62, nom: 'bleu ' },
      ],
    }
    const api = fakeCatalogueApi([...CATALOGUE, twins])
    const [pagne, robe, , , escarpins] = CATALOGUE
    const cart: Cart = {
      id: 'c1',
      items: [
        item(pagne!, 2),
        item(robe!, 1, { id: 22, nom: 'Taille L' }),
        item(escarpins!, 1, { id: 51, nom: '38' }),
        item(twins, 1, { id: 62, nom: 'bleu ' }),
        item({ id: 99, nom: 'Radio', slug: 'radio' }, 1),
      ],
      total: 0,
      totalItems: 6,
    }
    expect(await cartLinkLines(api, cart)).toEqual({
      lines: [
        { slug: 'pagne-wax', variant: null, quantity: 2 },
        { slug: 'robe', variant: 'taille-l', quantity: 1 },
        { slug: 'escarpins', variant: '38', quantity: 1 },
        { slug: 'chemise', variant: '62', quantity: 1 },
      ],
      missing: ['Radio'],
    })
  })

  it('never takes another product of the same name', async () => {
    const api = fakeCatalogueApi([
      { id: 7, nom: 'Sac', slug: 'sac-1' },
      { id: 8, nom: 'Sac', slug: 'sac-2' },
    ])
    const cart: Cart = { id: 'c', items: [item({ id: 8, nom: 'Sac', slug: '' }, 1)], total: 0, totalItems: 1 }
    expect((await cartLinkLines(api, cart)).lines).toEqual([{ slug: 'sac-2', variant: null, quantity: 1 }])
  })
})

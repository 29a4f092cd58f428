/**
 * A platform answering the product search and the product pages from a small catalogue, for the unit tests of
 * what reads products by name or slug (cart links, ordering again): `down` slugs answer 503, `empty` ones `null`.
 */
import { createApi } from '../../app/api/client.server'

export interface FakeProduct {
  id: number | string
  nom: string
  slug: string
  /** 1 000 when not given, as each variant's. */
  prix?: number
  /** 5 when not given; null: not counted. */
  qteEnStock?: number | null
  variants?: { id: number; nom: string; prix?: number }[]
}

export function fakeCatalogueApi(products: FakeProduct[], { down = [] as string[], empty = [] as string[] } = {}) {
  const card = (p: FakeProduct) => ({
    id: p.id,
    nom: p.nom,
    slug: p.slug,
    prix: p.prix ?? 1000,
    image: `https://img.test/${p.slug}.svg`,
  })
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/products/search')) {
      const q = url.searchParams.get('q')!.toLowerCase()
      const items = products.filter((p) => p.nom.toLowerCase().includes(q)).map(card)
      return Response.json({ items, total: items.length })
    }
    const slug = decodeURIComponent(url.pathname.split('/').pop()!)
    if (down.includes(slug)) return Response.json({ message: 'Indisponible' }, { status: 503 })
    if (empty.includes(slug)) return new Response('null', { headers: { 'Content-Type': 'application/json' } })
    const product = products.find((p) => p.slug === slug)
    if (!product) return Response.json({ message: 'Produit introuvable.' }, { status: 404 })
    const variants = (product.variants ?? []).map((v) => ({ prix: 1000, image: null, ...v }))
    return Response.json({
      ...card(product),
      qteEnStock: product.qteEnStock === undefined ? 5 : product.qteEnStock,
      variants,
    })
  }
  return createApi({
    baseUrl: 'https://platform.test/api/v2',
    host: 'demo.test',
    publicKey: 'k',
    timeoutMs: 5000,
    fetch,
  })
}

/**
 * GET /search/suggest?q= (the header's suggestions as you type, issue 26): what it answers, the limits it keeps,
 * and the caching headers that let the edge keep one answer per shop and query.
 */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { frSuggestionStrings } from '../../app/i18n/fr/pages/suggestions'
import type { Suggestions } from '../../app/catalogue/suggest/query'
import { demoStack, fakeStack } from '../support/stack'

const CACHEABLE = 'public, max-age=60, stale-while-revalidate=300'

/** Either stack: only its storefront is asked. */
type Running = { shop: ReturnType<typeof demoStack>['shop'] }

async function suggest(stack: Running, label: string, q: string) {
  const res = await stack.shop.fetch(label, `/search/suggest?${new URLSearchParams({ q })}`)
  const text = await res.text()
  return { res, body: JSON.parse(text) as Suggestions & { message?: string } }
}

describe('with the stand-in platform', () => {
  const stack = demoStack()

  it('answers at most 6 products and the categories whose name holds the query, cacheable per shop and query', async () => {
    const { res, body } = await suggest(stack, 'mode', 'robe')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe(CACHEABLE)
    expect(res.headers.get('Set-Cookie')).toBeNull()
    expect(body.q).toBe('robe')
    expect(body.products).toHaveLength(6)
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual(['image', 'name', 'original', 'price', 'slug'])
      expect(product.name.toLowerCase()).toContain('robe')
      expect(product.price).toBeGreaterThan(0)
    }
    expect(body.categories).toEqual([{ slug: 'robes', name: 'Robes' }])
  })

  it('finds categories whatever the case and accents, and each shop its own', async () => {
    const demo = await suggest(stack, 'demo', 'ELECTRO')
    expect(demo.body.categories).toEqual([{ slug: 'electromenager', name: 'Électroménager' }])
    const mode = await suggest(stack, 'mode', 'ELECTRO')
    expect(mode.body.categories).toEqual([])
  })

  it('answers the same words typed with other spaces as one query', async () => {
    const spaced = await suggest(stack, 'mode', '  robe   longue ')
    expect(spaced.body.q).toBe('robe longue')
    expect(spaced.body.products.length).toBeGreaterThan(0)
    for (const product of spaced.body.products) expect(product.name.toLowerCase()).toContain('robe longue')
    expect(spaced.body).toEqual((await suggest(stack, 'mode', 'robe longue')).body)
  })

  it('answers an empty list, cacheable, to an empty or 1-character query', async () => {
    for (const q of ['', 'r', '  r  ']) {
      const { res, body } = await suggest(stack, 'mode', q)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe(CACHEABLE)
      // With the suggestions' strings, in the page's language.
      expect(body).toEqual({
        q: q.trim(),
        products: [],
        categories: [],
        strings: { suggest: frSuggestionStrings.suggest },
      })
    }
  })

  it('refuses a query longer than the search field allows (100 characters) with 400, kept by no cache', async () => {
    const { res, body } = await suggest(stack, 'mode', 'r'.repeat(101))
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(body.message).toBe(fr.suggest.tooLong.replace('{{max}}', '100'))
    expect((await suggest(stack, 'mode', 'r'.repeat(100))).res.status).toBe(200)
  })

  it('answers an inactive shop with the platform’s 401, kept by no cache', async () => {
    const { res } = await suggest(stack, 'ferme', 'robe')
    expect(res.status).toBe(401)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('what it asks the platform', () => {
  const stack = fakeStack()
  const searches = (label: string) => stack.api.calls(label, '/api/v2/products/search')
  const categoryLists = (label: string) => stack.api.calls(label, '/api/v2/categories')

  it('asks nothing for an empty or 1-character query, and the product search once for 2 characters', async () => {
    for (const q of ['', 'a', ' a ']) expect((await suggest(stack, 'quiet', q)).res.status).toBe(200)
    expect(searches('quiet')).toBe(0)
    expect(categoryLists('quiet')).toBe(0)
    expect(stack.api.received.filter((call) => call.label === 'quiet')).toEqual([])

    const { body } = await suggest(stack, 'quiet', 'ab')
    expect(searches('quiet')).toBe(1)
    expect(body.products).toHaveLength(1)
    // With the shop's public key: nothing of a shopper is asked, so nothing of one can be in the answer.
    expect(stack.api.received.filter((call) => call.label === 'quiet').map((call) => call.authorization)).toEqual(
      expect.arrayContaining(['Bearer demo-public-key']),
    )
  })

  it('answers a failure of the platform with an error status that no cache keeps', async () => {
    const { res, body } = await suggest(stack, 'badcatalogue', 'robe')
    expect(res.status).toBe(502)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(body.products).toEqual([])
  })
})

/** Every link of the storefront leads to a page that exists, in each seeded shop. */
import { describe, expect, it } from 'vitest'
import { demoStack } from '../support/stack'

const stack = demoStack()
const MAX_PAGES = 120
// Pages that only say something to a signed-in visitor or after an order send elsewhere (3xx): followed once.
const SHOPS = ['demo', 'nuit', 'marche']

function links(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '')
  return [...body.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)]
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0] ?? '')
    .filter((href) => href !== '')
}

/** Breadth-first from the home page, the way a crawler reads it (whole documents). */
async function crawl(shop: string) {
  const seen = new Set(['/'])
  const queue = ['/']
  const broken: string[] = []
  // Articles, products and paged lists are many: one of each kind is enough to reach every kind of link.
  const kinds = new Set<string>()
  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift()!
    const res = await stack.shop.fetch(shop, path, { headers: { 'User-Agent': 'Googlebot/2.1' } })
    if (res.status === 404 || res.status >= 500) broken.push(`${path} → ${res.status}`)
    const html = res.headers.get('Content-Type')?.includes('text/html') ? await res.text() : ''
    for (const href of links(html)) {
      const kind = href.replace(/\?.*$/, '').replace(/[^/]*\d[^/]*$/, '#')
      if (seen.has(href) || (kind !== href && kinds.has(kind) && !href.includes('?'))) continue
      kinds.add(kind)
      seen.add(href)
      queue.push(href)
    }
  }
  return { seen: seen.size, broken }
}

describe('links', () => {
  it.each(SHOPS)('%s: no link of the storefront leads to a missing page', { timeout: 180_000 }, async (shop) => {
    const { seen, broken } = await crawl(shop)
    expect(seen).toBeGreaterThan(30)
    expect(broken).toEqual([])
  })

  it('on the sign-in page, the account link keeps the page to come back to instead of naming itself', async () => {
    const res = await stack.shop.fetch('demo', '/login?redirectTo=%2Fblog', {
      headers: { 'User-Agent': 'Googlebot/2.1' },
    })
    const html = await res.text()
    expect(html).toMatch(/class="header__account"[^>]*href="\/login\?redirectTo=%2Fblog"/)
  })
})

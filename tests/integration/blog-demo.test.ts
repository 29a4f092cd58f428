/** The blog and policies against the stand-in platform and its seeded demo shops. */
import { describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { demoStack } from '../support/stack'

const stack = demoStack()
const HOSTILE_TITLE = 'Article de test : contenu hostile'

async function page(label: string, path: string) {
  // A crawler's user agent: the whole document at once.
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': 'Googlebot/2.1' } })
  return { status: res.status, html: await res.text() }
}

/** Script elements other than the page's own, handlers outside quoted values, refused URLs, frames, in <main>. */
function executableParts(html: string) {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
  return [
    ...(main.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/gi) ?? []),
    ...(main.replace(/"[^"]*"/g, '""').match(/<[^>]+\son[a-z]+\s*=/gi) ?? []),
    ...(main.match(/(?:href|src)="\s*(?:javascript|data|vbscript)(?::|&#)/gi) ?? []),
    ...(main.match(/<(?:iframe|object|embed|svg|math|form|meta|base|style|link)\b/gi) ?? []),
  ]
}

describe('blog of the demo shop', () => {
  it('has 15 articles: 6, 6 and 3 over three pages, the hostile one on page 2', async () => {
    const first = await page('demo', '/blog')
    expect(first.html.match(/<article class="article-card"/g)).toHaveLength(6)
    expect([...first.html.matchAll(/class="pagination__page"[^>]*>(\d+)</g)].map((m) => m[1])).toEqual(['1', '2', '3'])
    const second = await page('demo', '/blog?page=2')
    expect(second.html).toContain(HOSTILE_TITLE)
    const third = await page('demo', '/blog?page=3')
    expect(third.html.match(/<article class="article-card"/g)).toHaveLength(3)
  })

  it('renders the hostile article inert, its readable text kept', async () => {
    const list = await page('demo', '/blog?page=2')
    const path = list.html.match(new RegExp(`href="(/blog/article-\\d+)">${HOSTILE_TITLE}<`))?.[1]
    expect(path).toBeDefined()
    const { status, html } = await page('demo', path!)
    expect(status).toBe(200)
    expect(html).toContain('Ce que ce test vérifie')
    expect(executableParts(html)).toEqual([])
  })

  it('answers 404 for an article of another shop', async () => {
    const list = await page('mode', '/blog')
    const path = list.html.match(/href="(\/blog\/article-\d+)"/)?.[1]
    expect((await page('mode', path!)).status).toBe(200)
    const other = await page('demo', path!)
    expect(other.status).toBe(404)
    expect(other.html).toContain(fr.blog.notFound)
  })

  it('lists the 15 articles in the blog sitemap', async () => {
    const { html } = await page('demo', '/sitemap/blog.xml')
    expect(html.match(/<loc>http:\/\/demo\.localhost:8788\/blog\/article-\d+<\/loc>/g)).toHaveLength(15)
  })
})

describe('policies of the demo shop', () => {
  it('renders the about policy, hostile paragraph included, inert', async () => {
    const { status, html } = await page('demo', '/policy/about')
    expect(status).toBe(200)
    expect(html).toContain(`<h1>${fr.policy.about}</h1>`)
    expect(html).toContain('Qui sommes-nous ?')
    expect(executableParts(html)).toEqual([])
  })
})

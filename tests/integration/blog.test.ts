import { describe, expect, it, vi } from 'vitest'
import { pageWindow } from '../../app/content/blog'
import { formatDate } from '../../app/lib/dates'
import { fr } from '../../app/i18n/fr'
import {
  BARE_ARTICLE_ID,
  FAKE_ARTICLE_COUNT,
  fakeArticle,
  HOSTILE_ARTICLE_ID,
  HOSTILE_TITLE,
} from '../support/fake-blog'
import { readPage, type Seen } from '../support/page'
import { BROWSER_UA } from '../support/storefront'
import { fakeStack } from '../support/stack'

const stack = fakeStack()
const PAGES = Math.ceil(FAKE_ARTICLE_COUNT / 6)

async function page(label: string, path: string, headers: Record<string, string> = {}) {
  // A crawler's user agent: the whole document at once, recent articles included.
  const res = await stack.shop.fetch(label, path, { headers: { 'User-Agent': 'Googlebot/2.1', ...headers } })
  const html = (await res.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
  return { status: res.status, html, res }
}

/** The blog's pages as its pagination links them ("Page 2"…), in order, and the one marked as the current page. */
function pagination(html: string) {
  const links =
    readPage(html)
      .get('navigation', fr.blog.pagination)
      ?.within.all('link', /^Page \d+$/) ?? []
  const number = (link: Seen) => Number(link.name.replace('Page ', ''))
  return {
    numbers: links.map(number),
    current: links.filter((link) => link.attributes['aria-current'] === 'page').map(number),
  }
}

/** The article cards of a list: each an article, its title a heading, its excerpt its paragraph. */
const cards = (html: string) => readPage(html).all('article')

/** Whether the page has a tag `<tag …>` carrying all these attributes, in any order. */
const hasTag = (html: string, tag: string, ...attributes: string[]) =>
  (html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []).some((t) => attributes.every((a) => t.includes(a)))

/** What a browser would find executable in a document: script elements other than the page's own, handlers, javascript: URLs. */
function executableParts(html: string, main: RegExp) {
  const body = html.match(main)?.[0] ?? ''
  return {
    scripts: body.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/gi) ?? [],
    // Inside a quoted value, "onclick=" is text: values are set aside first.
    handlers: body.replace(/"[^"]*"/g, '""').match(/<[^>]+\son[a-z]+\s*=/gi) ?? [],
    urls: body.match(/(?:href|src|action|formaction|data)\s*=\s*"\s*(?:javascript|data|vbscript):/gi) ?? [],
    frames: body.match(/<(?:iframe|object|embed|svg|math|form|meta|base|style|link)\b/gi) ?? [],
  }
}
/**
 * The storefront's logs reach this process as console.error (Miniflare): a test that provokes
 * an expected one takes it over from the no-console-error guard and checks it was written.
 */
function expectLogged() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  return (text: string) =>
    vi.waitFor(() => expect(spy.mock.calls.map((c) => c.map(String).join(' ')).join('\n')).toContain(text))
}

const NONE = { scripts: [], handlers: [], urls: [], frames: [] }

describe('blog list', () => {
  it('shows 6 articles per page with date, title, excerpt and "Lire la suite →"', async () => {
    const { status, html } = await page('alpha', '/blog')
    expect(status).toBe(200)
    expect(readPage(html).all('heading')[0]).toMatchObject({ level: 1, name: fr.blog.title })
    expect(cards(html)).toHaveLength(6)
    const newest = fakeArticle(FAKE_ARTICLE_COUNT)
    expect(html).toContain(`href="/blog/article-${FAKE_ARTICLE_COUNT}"`)
    expect(html).toContain(formatDate(newest.createdAt, 'long'))
    expect(html).toContain(fr.blog.readMore)
    const excerpt = cards(html)[0]?.within.all('paragraph')[0]?.text ?? ''
    expect(excerpt.endsWith('...')).toBe(true)
    expect([...excerpt.slice(0, -3)].length).toBeLessThanOrEqual(150)
    expect(excerpt).not.toContain('##')
    expect(html).toContain(`<title>Notre Blog - Boutique alpha</title>`)
    expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:8788/blog"/>')
  })

  it.each(Array.from({ length: PAGES }, (_, i) => i + 1))(
    'page %i: at most 5 page numbers around the current one, Précédent and Suivant as links when they lead somewhere',
    async (n) => {
      const { status, html } = await page('alpha', `/blog?page=${n}`)
      expect(status).toBe(200)
      expect(pagination(html).numbers).toEqual(pageWindow(n, PAGES))
      expect(pagination(html).current).toEqual([n])
      expect(hasTag(html, 'a', `href="/blog${n - 1 > 1 ? `?page=${n - 1}` : ''}"`, 'rel="prev"')).toBe(n > 1)
      expect(hasTag(html, 'a', `href="/blog?page=${n + 1}"`, 'rel="next"')).toBe(n < PAGES)
      expect(hasTag(html, 'span', 'aria-disabled="true"')).toBe(n === 1 || n === PAGES)
      expect(cards(html)).toHaveLength(n < PAGES ? 6 : FAKE_ARTICLE_COUNT - 6 * (PAGES - 1))
    },
  )

  it('slides the window: 1-5 at the start, centred in the middle, the last 5 at the end', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(3, 8)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(4, 8)).toEqual([2, 3, 4, 5, 6])
    expect(pageWindow(6, 8)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(8, 8)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 1)).toEqual([])
  })

  it('filters by category and keeps it in the page links; no pagination for a single page', async () => {
    const { html } = await page('alpha', '/blog?category=conseils&page=2')
    expect(hasTag(html, 'a', 'href="/blog?category=conseils"', 'rel="prev"')).toBe(true)
    expect(html).toContain(fr.blog.categoryNames.conseils)
    const ids = [...html.matchAll(/href="\/blog\/article-(\d+)"/g)].map((m) => Number(m[1]))
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(fakeArticle(id).categorie).toBe('Conseils')

    const single = await page('alpha', '/blog?category=conseils&page=99')
    expect(single.html).toContain(fr.blog.empty)
  })

  it('reads a bad page number as page 1', async () => {
    for (const bad of ['0', '-1', 'abc', '1e3']) {
      const { status, html } = await page('alpha', `/blog?page=${bad}`)
      expect(status).toBe(200)
      expect(pagination(html).current).toEqual([1])
    }
  })

  it('stays a page with an empty list when the platform fails (status 200), and logs the failure', async () => {
    const logged = expectLogged()
    const { status, html } = await page('badcatalogue', '/blog')
    await logged('blog list: Catalogue indisponible')
    expect(status).toBe(200)
    expect(readPage(html).all('heading')[0]).toMatchObject({ level: 1, name: fr.blog.title })
    expect(html).toContain(fr.blog.empty)
    expect(readPage(html).get('navigation', fr.blog.pagination)).toBeUndefined()
  })
})

describe('blog article', () => {
  it('shows badge, title, author, date, reading time, body, author initial, share links, recent articles and categories', async () => {
    const article = fakeArticle(12)
    const { status, html } = await page('alpha', '/blog/article-12')
    expect(status).toBe(200)
    const article12 = readPage(html)
    expect(article12.all('heading').find((heading) => heading.level === 1)?.name).toBe('Article 12')
    // Its category's badge leads to the category's articles.
    expect(article12.get('link', 'Actualités')?.attributes.href).toBe('/blog?category=actualites')
    expect(html).toContain('Par Auteur 12')
    expect(html).toContain(formatDate(article.createdAt, 'long'))
    expect(html).toContain(`${article.tempsLecture} min de lecture`)
    expect(html).toContain('<h3>Partie 12</h3>') // the body's headings start below the page's h1
    expect(html).toContain('<strong>du gras</strong>')
    expect(html).toContain('<span class="author__initial" aria-hidden="true">A</span>')
    expect(html).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Falpha.localhost%3A8788%2Fblog%2Farticle-12',
    )
    expect(html).toContain('https://x.com/intent/tweet?url=')
    expect(html).toContain('https://www.linkedin.com/sharing/share-offsite/?url=')
    // Recent: the three newest others, short dates, reading times, 100-character excerpts.
    const sidebar = article12.get('complementary', fr.blog.sidebar)?.within
    const recent = sidebar?.get('region', fr.blog.recent)?.within.all('link') ?? []
    expect(recent.map((link) => link.attributes.href)).toEqual([
      '/blog/article-45',
      '/blog/article-44',
      '/blog/article-43',
    ])
    expect(recent[0]?.text).toContain(formatDate(fakeArticle(45).createdAt, 'short'))
    const [, excerpt = ''] = recent[0]?.text.match(/\b(?:[1-9]|10) min de lecture(.*)$/) ?? []
    expect(excerpt).toMatch(/\.\.\.$/)
    expect([...excerpt.slice(0, -3)].length).toBeLessThanOrEqual(100)
    // Categories with their counts.
    const categories = sidebar?.get('navigation', fr.blog.categories)?.within.all('link') ?? []
    expect(categories.map((link) => [link.attributes.href, link.text])).toEqual([
      ['/blog?category=actualites', `${fr.blog.categoryNames.actualites}12`],
      ['/blog?category=conseils', `${fr.blog.categoryNames.conseils}8`],
      ['/blog?category=tutoriels', `${fr.blog.categoryNames.tutoriels}15`],
    ])
    expect(article12.get('link', fr.blog.back)?.attributes.href).toBe('/blog')
  })

  it('gives the same recent reading times on every request (no randomness)', async () => {
    const times = async () => (await page('alpha', '/blog/article-12')).html.match(/\d+ min de lecture/g)
    expect(await times()).toEqual(await times())
  })

  it('takes the id from the last dash-separated part of the slug', async () => {
    const { status, html } = await page('alpha', '/blog/un-titre-quelconque-12')
    expect(status).toBe(200)
    expect(
      readPage(html)
        .all('heading')
        .find((heading) => heading.level === 1)?.name,
    ).toBe('Article 12')
  })

  it('applies the display defaults', async () => {
    const { html } = await page('alpha', `/blog/article-${BARE_ARTICLE_ID}`)
    expect(html).toContain(fr.blog.noContent)
    expect(html).toContain(`Par ${fr.blog.unknownAuthor}`)
    expect(readPage(html).text()).toContain(fr.blog.uncategorized)
    expect(html).toContain(fr.blog.readingTime.replace('{{minutes}}', '5'))
    expect(html).toContain(formatDate(new Date(), 'long'))
    // A placeholder chosen by the server: visible without scripts.
    expect(html).toMatch(/<img src="\/images\/blog-\d\.svg"/)
  })

  it('has the article metadata, the canonical URL and escaped BlogPosting structured data', async () => {
    const { html } = await page('alpha', '/blog/un-titre-12')
    expect(html).toContain('<title>Article 12 - Boutique alpha</title>')
    expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:8788/blog/article-12"/>')
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
    expect(description.startsWith('Partie 12 Le texte de l')).toBe(true)
    expect([...description].length).toBeLessThanOrEqual(155)
    expect(html).toContain('<meta property="og:type" content="article"/>')
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? ''
    const data = JSON.parse(ld) as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Article 12',
      url: 'http://alpha.localhost:8788/blog/article-12',
      author: { '@type': 'Person', name: 'Auteur 12' },
      publisher: { '@type': 'Organization', name: 'Boutique alpha' },
      datePublished: fakeArticle(12).createdAt,
    })
  })

  it('renders the hostile article inert: readable text kept, nothing executable', async () => {
    const res = await stack.shop.fetch('alpha', `/blog/article-${HOSTILE_ARTICLE_ID}`, {
      headers: { 'User-Agent': 'Googlebot/2.1' },
    })
    const raw = await res.text()
    expect(res.status).toBe(200)
    expect(raw).toContain(HOSTILE_TITLE)
    expect(raw).toContain('Fin du texte lisible.')
    expect(executableParts(raw, /<main[\s\S]*<\/main>/)).toEqual(NONE)
    // The author's "name" is text, and the image falls back to a placeholder.
    expect(raw).toContain('Par &lt;img src=x onerror=alert(1)&gt;')
    expect(raw).not.toMatch(/<img[^>]+src="javascript/)
    // Escaped in the structured data too: it cannot close its script element.
    const ld = raw.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(ld).not.toContain('<')
  })

  it('answers 404 "Article non trouvé" for an unknown article, with a way back', async () => {
    for (const path of ['/blog/article-4242', '/blog/article-', '/blog/nimporte-quoi']) {
      const { status, html } = await page('alpha', path)
      expect(status, path).toBe(404)
      expect(html).toContain(fr.blog.notFound)
      expect(readPage(html).get('link', fr.blog.goBack)?.attributes.href).toBe('/blog')
      expect(html).toContain('<title>Article - Boutique alpha</title>')
    }
  })

  it('sends "Retour à la page précédente" to the page the visitor came from, in this shop only', async () => {
    const from = (referer: string) =>
      page('alpha', '/blog/article-4242', { Referer: referer }).then(
        ({ html }) => readPage(html).get('link', fr.blog.goBack)?.attributes.href,
      )
    expect(await from('http://alpha.localhost:8788/blog?page=3')).toBe('/blog?page=3')
    expect(await from('http://evil.localhost:8788/blog?page=3')).toBe('/blog')
    expect(await from('https://evil.example/')).toBe('/blog')
    expect(await from('not a url')).toBe('/blog')
  })

  it('answers a truthful 5xx with the spec text when the platform fails or is too slow', async () => {
    const logged = expectLogged()
    const failed = await page('badcatalogue', '/blog/article-12')
    expect(failed.status).toBe(502)
    expect(failed.html).toContain(fr.blog.loadError)
    expect(failed.html).toContain(fr.blog.goBack)
    const slow = await page('slowblog', '/blog/article-12')
    expect(slow.status).toBe(504)
    expect(slow.html).toContain(fr.blog.loadError)
    // The recent articles failed too: only logged.
    await logged('recent articles: Catalogue indisponible')
    await logged('recent articles: timeout')
  })

  it('streams the page to browsers, recent articles after the article', async () => {
    const { status, html } = await page('alpha', '/blog/article-12', { 'User-Agent': BROWSER_UA })
    expect(status).toBe(200)
    // The streamed page as the browser reads it once whole: the article first, the recent ones after it.
    const streamed = readPage(html)
    expect(streamed.all('heading').find((heading) => heading.level === 1)?.name).toBe('Article 12')
    expect(streamed.get('region', fr.blog.recent)?.within.all('link')[0]?.attributes.href).toBe('/blog/article-45')
  })
})

describe('policy pages', () => {
  it.each([
    ['about', fr.policy.about, fr.policy.aboutMissing],
    ['refund', fr.policy.refund, fr.policy.refundMissing],
    ['return', fr.policy.return, fr.policy.returnMissing],
  ])('/policy/%s has its title, and its fallback text when the shop has none', async (type, title, missing) => {
    const { status, html } = await page('alpha', `/policy/${type}`)
    expect(status).toBe(200)
    expect(html).toContain(`<h1>${title}</h1>`)
    expect(html).toContain(missing)
  })

  it('renders the shop HTML inert', async () => {
    const res = await stack.shop.fetch('hostile', '/policy/about', { headers: { 'User-Agent': 'Googlebot/2.1' } })
    const raw = await res.text()
    expect(res.status).toBe(200)
    expect(raw).toContain('<h2>Qui sommes-nous ?</h2><p>Une boutique de test.</p>')
    expect(raw).toContain('Fin de la présentation.')
    expect(executableParts(raw, /<main[\s\S]*<\/main>/)).toEqual(NONE)
  })

  it('says "Contenu non disponible" when nothing readable is left of the shop HTML', async () => {
    const { html } = await page('hostile', '/policy/refund')
    expect(html).toContain(fr.policy.noContent)
  })

  it('answers 404 "Page non trouvée" for any other type', async () => {
    for (const type of ['privacy', 'constructor', '__proto__', 'ABOUT']) {
      const { status, html } = await page('alpha', `/policy/${type}`)
      expect(status, type).toBe(404)
      expect(html).toContain(fr.policy.notFound)
    }
  })

  it('has a privacy policy naming the shop', async () => {
    const { status, html } = await page('alpha', '/politique-de-confidentialite')
    expect(status).toBe(200)
    expect(html).toContain(`<h1>${fr.policy.privacy}</h1>`)
    expect(html).toContain('Cette page dit quelles données Boutique alpha recueille')
    expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:8788/politique-de-confidentialite"/>')
  })
})

describe('data saver', () => {
  it.each(['/blog', '/blog?page=2', '/blog/article-12', '/policy/about', '/politique-de-confidentialite'])(
    '%s with Save-Data: on carries no script but its structured data',
    async (path) => {
      const { status, html } = await page('alpha', path, { 'User-Agent': BROWSER_UA, 'Save-Data': 'on' })
      expect(status).toBe(200)
      expect(html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)).toBeNull()
      expect(html).not.toContain('modulepreload')
    },
  )
})

describe('sitemap', () => {
  it('lists the blog sitemap in the index, every article in it, and the blog and policy pages', async () => {
    const index = await page('alpha', '/sitemap.xml')
    expect(index.html).toContain('<loc>http://alpha.localhost:8788/sitemap/blog.xml</loc>')
    const blog = await page('alpha', '/sitemap/blog.xml')
    expect(blog.status).toBe(200)
    expect(blog.res.headers.get('content-type')).toContain('application/xml')
    const locs = [...blog.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // Every article in both languages.
    expect(locs).toHaveLength(FAKE_ARTICLE_COUNT * 2)
    expect(locs).toContain('http://alpha.localhost:8788/en/blog/article-1')
    expect(locs).toContain('http://alpha.localhost:8788/blog/article-1')
    const pages = await page('hostile', '/sitemap/pages.xml')
    expect(pages.html).toContain('<loc>http://hostile.localhost:8788/blog</loc>')
    expect(pages.html).toContain('<loc>http://hostile.localhost:8788/policy/about</loc>')
    expect(pages.html).toContain('<loc>http://hostile.localhost:8788/policy/refund</loc>')
    expect(pages.html).not.toContain('/policy/return')
    expect(pages.html).toContain('<loc>http://hostile.localhost:8788/politique-de-confidentialite</loc>')
  })

  it('answers 502 when the platform fails', async () => {
    expect((await page('badcatalogue', '/sitemap/blog.xml')).status).toBe(502)
  })
})

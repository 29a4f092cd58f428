import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ArticleListSchema,
  ArticleSchema,
  MessageSchema,
  PopupSchema,
  PromoTextListSchema,
} from '../../app/api/contract.server'
import type { Article, ArticleList } from '../../demo-api/src/blog'
import type { Popup, PromoTextList } from '../../demo-api/src/content'
import { startDemoApi, type DemoApi } from '../support/demo-api'

const KEY = 'demo-public-key'
const SHOP_NOT_FOUND = 'Shop not found or not active for the given host.'
const ACTIVE_SHOPS = ['demo', 'mode', 'nuit', 'marche'] as const
const CATEGORIES = { actualites: 'Actualités', conseils: 'Conseils', tutoriels: 'Tutoriels' } as const
const HOSTILE_TITLE = 'Article de test : contenu hostile'
const BAD_PAGING = 'Paramètres de pagination invalides.'
const NOT_FOUND = 'Article introuvable.'
const INVALID_JSON = 'Le corps de la requête doit être un objet JSON valide.'
const NOT_JSON = 'Type de contenu non pris en charge : application/json attendu.'
const TOO_LARGE = 'Le corps de la requête est trop volumineux.'
const INVALID_EMAIL = 'Adresse email invalide.'
const ARTICLE_KEYS = ['auteur', 'categorie', 'contenu', 'createdAt', 'id', 'image', 'tempsLecture', 'titre']

interface CallOptions {
  shop?: string
  method?: string
  /** Sent as is when a string, as JSON otherwise. */
  body?: unknown
  /** Content-Type of the body; application/json unless given (null: none). */
  contentType?: string | null
  headers?: Record<string, string>
}

describe('demo API blog, pop-up, promotional texts, newsletter and contact', () => {
  let api: DemoApi

  function call(path: string, { shop = 'demo', method = 'GET', body, contentType, headers = {} }: CallOptions = {}) {
    const all: Record<string, string> = { Authorization: `Bearer ${KEY}`, 'X-Shop-Host': `${shop}.localhost:8788` }
    const type = contentType === undefined ? (body === undefined ? null : 'application/json') : contentType
    if (type !== null) all['Content-Type'] = type
    return fetch(`${api.url}/api/v2${path}`, {
      method,
      headers: { ...all, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  async function ok<T>(path: string, options: CallOptions = {}, status = 200): Promise<T> {
    const response = await call(path, options)
    const text = await response.text()
    expect(response.status, `${options.method ?? 'GET'} ${path}: ${text}`).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    return JSON.parse(text) as T
  }

  async function fails(path: string, options: CallOptions, status: number, message: string): Promise<void> {
    const response = await call(path, options)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect({ status: response.status, body: await response.json() }, `${options.method ?? 'GET'} ${path}`).toEqual({
      status,
      body: { message },
    })
  }

  function list(query = '', shop = 'demo'): Promise<ArticleList> {
    return ok<ArticleList>(`/articles-blog${query}`, { shop })
  }

  /** Every article of a shop, newest first. */
  async function allArticles(shop = 'demo'): Promise<Article[]> {
    return (await list('?limit=50', shop)).items
  }

  function slugOf(titre: string): string {
    return titre
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  }

  beforeAll(async () => {
    api = await startDemoApi()
  })

  afterAll(async () => {
    await api?.dispose()
  })

  describe('GET /articles-blog', () => {
    it('gives the first 10 articles, newest first, with the pagination', async () => {
      const answer = await list()
      expect(() => ArticleListSchema.parse(answer)).not.toThrow()
      expect(Object.keys(answer).sort()).toEqual(['items', 'pagination'])
      expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 15, totalPages: 2 })
      expect(answer.items).toHaveLength(10)
      const dates = answer.items.map((article) => article.createdAt)
      expect(dates).toEqual([...dates].sort().reverse())
      for (const article of answer.items) {
        expect(Object.keys(article).sort()).toEqual(ARTICLE_KEYS)
        expect(() => ArticleSchema.parse(article)).not.toThrow()
        expect(new Date(article.createdAt).toISOString()).toBe(article.createdAt)
      }
    })

    it('pages through every article once, and a page past the end is empty with the right totalPages', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&limit=6`)))
      expect(pages.map((p) => p.items.length)).toEqual([6, 6, 3])
      for (const [i, p] of pages.entries())
        expect(p.pagination).toEqual({ page: i + 1, limit: 6, total: 15, totalPages: 3 })
      const ids = pages.flatMap((p) => p.items.map((article) => article.id))
      expect(new Set(ids).size).toBe(15)
      expect(ids).toEqual((await allArticles()).map((article) => article.id))

      expect(await list('?page=4&limit=6')).toEqual({
        items: [],
        pagination: { page: 4, limit: 6, total: 15, totalPages: 3 },
      })
      expect((await list('?page=999999999')).items).toEqual([])
    })

    it('accepts limits from 1 to 50', async () => {
      expect((await list('?limit=1')).pagination).toEqual({ page: 1, limit: 1, total: 15, totalPages: 15 })
      expect((await list('?limit=50')).pagination).toEqual({ page: 1, limit: 50, total: 15, totalPages: 1 })
    })

    it.each([
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=',
      'page=01',
      'page=1e3',
      'page=9999999999',
      'limit=0',
      'limit=51',
      'limit=-3',
      'limit=dix',
      'limit=',
      'limit=%20',
    ])('answers 400 to ?%s', async (query) => {
      await fails(`/articles-blog?${query}`, {}, 400, BAD_PAGING)
    })

    it('filters on the category slug, in any case and with accents', async () => {
      const all = await allArticles()
      let filtered = 0
      for (const [slug, name] of Object.entries(CATEGORIES)) {
        const answer = await list(`?category=${slug}&limit=50`)
        const expected = all.filter((article) => article.categorie === name)
        expect(expected.length, `demo has ${slug} articles`).toBeGreaterThanOrEqual(3)
        expect(answer.items).toEqual(expected)
        expect(answer.pagination).toEqual({ page: 1, limit: 50, total: expected.length, totalPages: 1 })
        filtered += expected.length
      }
      expect(filtered + all.filter((article) => article.categorie === null).length).toBe(15)

      const byName = await list(`?category=${encodeURIComponent('Actualités')}&limit=50`)
      expect(byName).toEqual(await list('?category=ACTUALITES&limit=50'))
      expect(byName.items.length).toBeGreaterThan(0)

      const conseils = await list('?category=conseils&limit=2&page=2')
      expect(conseils.items).toEqual(all.filter((article) => article.categorie === 'Conseils').slice(2, 4))
    })

    it('gives nothing for an unknown category, and no filter for an empty one', async () => {
      expect(await list('?category=recettes')).toEqual({
        items: [],
        pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      })
      expect(await list('?category=')).toEqual(await list())
    })

    it('leaves out the excluded article (recent articles)', async () => {
      const all = await allArticles()
      const current = all[0] as Article
      const recent = await list(`?limit=3&exclude=${current.id}`)
      expect(recent.items.map((article) => article.id)).toEqual(all.slice(1, 4).map((article) => article.id))
      expect(recent.pagination).toEqual({ page: 1, limit: 3, total: 14, totalPages: 5 })

      const other = all[5] as Article
      expect((await list(`?limit=3&exclude=${other.id}`)).items).toEqual(all.slice(0, 3))
      expect((await list('?exclude=999999')).pagination.total).toBe(15)
      expect(await list('?exclude=')).toEqual(await list())

      const tutorial = all.find((article) => article.categorie === 'Tutoriels') as Article
      const tutorials = await list('?category=tutoriels&limit=50')
      const withoutIt = await list(`?category=tutoriels&limit=50&exclude=${tutorial.id}`)
      expect(withoutIt.items).toEqual(tutorials.items.filter((article) => article.id !== tutorial.id))
    })

    it.each(['abc', '0', '-4', '1.5', 'article-3'])('answers 400 to ?exclude=%s', async (exclude) => {
      await fails(
        `/articles-blog?exclude=${exclude}`,
        {},
        400,
        'Paramètre « exclude » invalide : un identifiant d’article est attendu.',
      )
    })

    it('keeps each shop to its own articles', async () => {
      const seen = new Set<string | number>()
      for (const shop of ACTIVE_SHOPS) {
        const articles = await allArticles(shop)
        for (const article of articles) {
          expect(seen.has(article.id), `${shop} article ${article.id} is its own`).toBe(false)
          seen.add(article.id)
        }
      }
    })
  })

  describe('GET /articles-blog/{slug or id}', () => {
    it('finds an article by its id, by article-{id} and by a slug ending in its id', async () => {
      const article = (await allArticles())[2] as Article
      const slug = `${slugOf(article.titre)}-${article.id}`
      for (const form of [
        `${article.id}`,
        `article-${article.id}`,
        slug,
        `${encodeURIComponent('réfrigérateur')}-${article.id}`,
      ]) {
        const found = await ok<Article>(`/articles-blog/${form}`)
        expect(found, form).toEqual(article)
        expect(() => ArticleSchema.parse(found)).not.toThrow()
      }
      expect(await ok<Article>(`/articles-blog/${article.id}/`)).toEqual(article)
    })

    it.each([
      '999999',
      'article-999999',
      'article-',
      'article',
      'mon-titre',
      '0',
      'article-0',
      'article-0101',
      '1e2',
      '12345678901',
    ])('answers 404 to /articles-blog/%s', async (slug) => {
      await fails(`/articles-blog/${slug}`, {}, 404, NOT_FOUND)
    })

    it('does not give another shop’s article', async () => {
      const modeArticle = (await allArticles('mode'))[0] as Article
      await fails(`/articles-blog/article-${modeArticle.id}`, { shop: 'demo' }, 404, NOT_FOUND)
      expect(await ok<Article>(`/articles-blog/article-${modeArticle.id}`, { shop: 'mode' })).toEqual(modeArticle)
    })
  })

  describe('seeded articles', () => {
    it.each(ACTIVE_SHOPS)('%s: at least 14 articles in the three categories, in real markdown', async (shop) => {
      const articles = await allArticles(shop)
      const plain = articles.filter((article) => article.titre !== HOSTILE_TITLE)
      expect(plain.length).toBeGreaterThanOrEqual(14)
      for (const name of Object.values(CATEGORIES)) {
        expect(plain.filter((article) => article.categorie === name).length, `${shop} ${name}`).toBeGreaterThanOrEqual(
          3,
        )
      }
      expect(new Set(plain.map((article) => article.titre)).size).toBe(plain.length)
      for (const article of plain) {
        const { contenu, titre } = article
        expect(contenu, titre).toMatch(/^## /m)
        expect(contenu, titre).toMatch(/^(?:- |1\. |\| )/m)
        expect(contenu, titre).toContain(`](${api.url}/images/blog/${shop}/`)
        expect(contenu, titre).not.toContain('](/images/')
        if (article.image !== null)
          expect(article.image).toMatch(new RegExp(`^${api.url}/images/blog/${shop}/[a-z0-9-]+\\.jpg$`))
        if (article.tempsLecture !== null) expect(article.tempsLecture).toBeGreaterThanOrEqual(1)
      }
      // Links to the shop's own pages and to other sites.
      const linking = (target: string) => plain.filter((article) => article.contenu?.includes(`](${target}`)).length
      expect(linking('/')).toBeGreaterThanOrEqual(8)
      expect(linking('https://')).toBeGreaterThanOrEqual(1)
      // The storefront's defaults: each field is left out by at least one article.
      expect(plain.some((article) => article.image === null)).toBe(true)
      expect(plain.some((article) => article.auteur === null)).toBe(true)
      expect(plain.some((article) => article.categorie === null)).toBe(true)
      expect(plain.some((article) => article.tempsLecture === null)).toBe(true)
    })

    it('serves the images the articles show', async () => {
      const [article] = await allArticles()
      const inline = /\]\((http:\/\/[^)]+\.jpg)\)/.exec(article?.contenu ?? '')?.[1]
      for (const [url, type] of [
        [article?.image, 'image/jpeg'],
        [inline, 'image/jpeg'],
      ]) {
        expect(url).toBeTruthy()
        const response = await fetch(url as string)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe(type)
        await response.arrayBuffer()
      }
    })

    it.each(ACTIVE_SHOPS)(
      '%s: the hostile article is the eighth, with everything a sanitiser must remove',
      async (shop) => {
        const articles = await allArticles(shop)
        const hostile = articles.filter((article) => article.titre === HOSTILE_TITLE)
        expect(hostile).toHaveLength(1)
        expect(articles.indexOf(hostile[0] as Article)).toBe(7)
        const { contenu } = hostile[0] as Article
        for (const needle of [
          '<script>',
          'onerror=',
          'onclick=',
          'onload=',
          '](javascript:',
          'jav&#x61;script:',
          'javascript&colon;',
          'JaVaScRiPt:',
          '<svg',
          'data:text/html',
          'data:image/svg+xml',
          '<iframe src=',
          '<iframe srcdoc=',
          '<object',
          '<style>',
          '<form',
        ]) {
          expect(contenu, needle).toContain(needle)
        }
        expect(contenu).toMatch(/^## Ce que ce test vérifie/)
      },
    )

    it('appends a hostile paragraph to the demo shop’s about policy, the rest still readable', async () => {
      const shop = await ok<{ politiques: { apropos: string } }>('/store/shop-data?subdomain=demo')
      const { apropos } = shop.politiques
      expect(apropos).toMatch(/^<h2>Qui sommes-nous \?<\/h2>\n<p>Boutique Démo est née à Akwa/)
      expect(apropos).toContain('<a href="/contact">Écrivez-nous</a>')
      for (const needle of [
        '<script>',
        'onerror=',
        'onmouseover=',
        'jav&#x61;script:',
        'javascript&colon;',
        '<iframe',
      ]) {
        expect(apropos, needle).toContain(needle)
      }
    })
  })

  describe('GET /popup', () => {
    it('gives the demo shop’s pop-up with an absolute image', async () => {
      const popup = await ok<Popup>('/popup')
      expect(() => PopupSchema.parse(popup)).not.toThrow()
      expect(popup).toEqual({
        id: expect.any(Number),
        titre: 'Bienvenue chez Boutique Démo !',
        contenu: expect.stringContaining('BIENVENUE10'),
        image: `${api.url}/images/popups/demo/bienvenue.jpg`,
        lien: '/categories/electromenager',
        texte_lien: 'Voir les offres',
      })
      expect((await fetch(popup.image as string)).status).toBe(200)
    })

    it('gives the clothing shop’s pop-up, without image', async () => {
      const popup = await ok<Popup>('/popup', { shop: 'mode' })
      expect(() => PopupSchema.parse(popup)).not.toThrow()
      expect(popup).toMatchObject({ titre: 'Nouvelle collection', image: null, lien: '/categories/robes' })
    })

    it.each(['nuit', 'marche'])('answers 404 for %s, which has none', async (shop) => {
      await fails('/popup', { shop }, 404, 'Aucun pop-up.')
    })
  })

  describe('GET /textplaceholder1', () => {
    it.each([
      ['demo', 2],
      ['mode', 1],
      ['nuit', 0],
      ['marche', 0],
    ] as const)('%s has %i promotional texts', async (shop, count) => {
      const texts = await ok<PromoTextList>('/textplaceholder1', { shop })
      expect(() => PromoTextListSchema.parse(texts)).not.toThrow()
      expect(texts).toHaveLength(count)
      for (const text of texts) {
        expect(Object.keys(text).sort()).toEqual(['id', 'lien', 'texte'])
        expect(text.texte).not.toBe('')
      }
    })

    it('keeps the demo texts in order, one without link', async () => {
      expect(await ok<PromoTextList>('/textplaceholder1')).toEqual([
        { id: 11, texte: 'Livraison offerte dès 50 000 FCFA d’achat à Douala et Yaoundé', lien: '/categories' },
        { id: 12, texte: 'Paiement à la livraison ou par Mobile Money', lien: null },
      ])
    })
  })

  describe('POST /subscribe', () => {
    const subscribe = (body: unknown, options: CallOptions = {}) => ({ method: 'POST', body, ...options })

    it('subscribes once per shop and address, whatever its case', async () => {
      const answer = await ok<{ message: string }>('/subscribe', subscribe({ email: 'Awa.Mbida@Example.cm' }), 201)
      expect(answer).toEqual({ message: 'Abonnement réussi !' })
      expect(() => MessageSchema.parse(answer)).not.toThrow()

      await fails('/subscribe', subscribe({ email: 'awa.mbida@example.cm' }), 409, 'Cet email est déjà abonné')
      await fails('/subscribe', subscribe({ email: '  AWA.MBIDA@EXAMPLE.CM ' }), 409, 'Cet email est déjà abonné')
      // Another shop has its own list.
      await ok('/subscribe', subscribe({ email: 'awa.mbida@example.cm' }, { shop: 'mode' }), 201)

      const db = await api.mf.getD1Database('DB')
      const { results } = await db
        .prepare(
          "SELECT shop_id, email FROM newsletter_subscriptions WHERE email_key = 'awa.mbida@example.cm' ORDER BY shop_id",
        )
        .all()
      expect(results).toEqual([
        { shop_id: 1, email: 'Awa.Mbida@Example.cm' },
        { shop_id: 2, email: 'awa.mbida@example.cm' },
      ])
    })

    it.each([{}, { email: '' }, { email: '   ' }, { email: null }])('answers 400 Email requis to %j', async (body) => {
      await fails('/subscribe', subscribe(body), 400, 'Email requis')
    })

    it.each([
      'awa',
      'awa@',
      '@example.cm',
      'awa@example',
      'awa@@example.cm',
      'awa mbida@example.cm',
      'awa@example..cm',
      'awa@.example.cm',
      'awa@example.cm.',
      `${'a'.repeat(250)}@example.cm`,
      'awa\u0000@example.cm',
      42,
      true,
      ['awa@example.cm'],
      { adresse: 'awa@example.cm' },
    ])('answers 400 Adresse email invalide. to %j', async (email) => {
      await fails('/subscribe', subscribe({ email }), 400, INVALID_EMAIL)
    })
  })

  describe('POST /contact', () => {
    const message = {
      nom: 'Paul Etoundi',
      email: 'paul.etoundi@example.cm',
      sujet: 'Livraison à Bonabéri',
      message: 'Bonjour,\nlivrez-vous à Bonabéri le samedi ?\nMerci.',
    }
    const send = (body: unknown, options: CallOptions = {}) => ({ method: 'POST', body, ...options })

    it('stores the message and answers 201', async () => {
      const answer = await ok<{ message: string }>(
        '/contact',
        send({ ...message, nom: '  Paul Etoundi ', telephone: 'ignoré' }, { shop: 'nuit' }),
        201,
      )
      expect(answer).toEqual({ message: 'Message envoyé.' })
      expect(() => MessageSchema.parse(answer)).not.toThrow()
      const db = await api.mf.getD1Database('DB')
      const row = await db
        .prepare('SELECT shop_id, nom, email, sujet, message, created_at FROM contact_messages WHERE shop_id = 3')
        .first<Record<string, unknown>>()
      expect(row).toEqual({ shop_id: 3, ...message, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    })

    it.each(['nom', 'email', 'sujet', 'message'])('answers 400 when %s is missing, empty or blank', async (field) => {
      for (const value of [undefined, null, '', ' \n ']) {
        await fails('/contact', send({ ...message, [field]: value }), 400, `Le champ ${field} est requis.`)
      }
    })

    it('checks the fields in order', async () => {
      await fails('/contact', send({}), 400, 'Le champ nom est requis.')
      await fails('/contact', send({ nom: 'Paul', email: 'paul' }), 400, INVALID_EMAIL)
    })

    it.each([
      ['nom', 100],
      ['email', 254],
      ['sujet', 150],
      ['message', 5000],
    ] as const)('takes %s up to %i characters', async (field, limit) => {
      const fits = field === 'email' ? `${'é'.repeat(limit - 11)}@example.cm` : 'é'.repeat(limit)
      const over = field === 'email' ? `${'e'.repeat(limit - 10)}@example.cm` : `${fits}a`
      expect([...fits]).toHaveLength(limit)
      await ok('/contact', send({ ...message, [field]: fits }), 201)
      await fails('/contact', send({ ...message, [field]: over }), 400, `Le champ ${field} est trop long.`)
    })

    it.each(['paul', 'paul@example', 'paul etoundi@example.cm'])('answers 400 to the email %j', async (email) => {
      await fails('/contact', send({ ...message, email }), 400, INVALID_EMAIL)
    })

    it.each([42, true, ['Paul'], { nom: 'Paul' }])('answers 400 to a field that is not text: %j', async (value) => {
      await fails('/contact', send({ ...message, sujet: value }), 400, 'Le champ sujet est invalide : texte attendu.')
    })
  })

  describe('bad bodies', () => {
    it.each(['/subscribe', '/contact'])(
      '%s answers 400 to malformed JSON, no body and what is not an object',
      async (path) => {
        for (const body of ['{"email": ', '', 'null', '[]', '"awa@example.cm"', '42']) {
          await fails(path, { method: 'POST', body }, 400, INVALID_JSON)
        }
        await fails(path, { method: 'POST', contentType: 'application/json' }, 400, INVALID_JSON)
      },
    )

    it.each(['/subscribe', '/contact'])('%s answers 415 to another content type', async (path) => {
      const body = JSON.stringify({ email: 'awa@example.cm' })
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ]) {
        await fails(path, { method: 'POST', body, contentType }, 415, NOT_JSON)
      }
      await fails(path, { method: 'POST' }, 415, NOT_JSON)
    })

    it('accepts application/json with a charset', async () => {
      await ok(
        '/subscribe',
        { method: 'POST', body: { email: 'charset@example.cm' }, contentType: 'application/json; charset=utf-8' },
        201,
      )
    })

    it.each(['/subscribe', '/contact'])('%s answers 413 to a body over 64 KiB', async (path) => {
      const body = JSON.stringify({ email: 'awa@example.cm', message: 'x'.repeat(70_000) })
      await fails(path, { method: 'POST', body }, 413, TOO_LARGE)
    })

    it('answers 400 to huge fields that fit the body', async () => {
      await fails(
        '/subscribe',
        { method: 'POST', body: { email: `${'a'.repeat(60_000)}@example.cm` } },
        400,
        INVALID_EMAIL,
      )
      await fails(
        '/contact',
        { method: 'POST', body: { nom: 'Paul', email: 'p@example.cm', sujet: 'x', message: 'x'.repeat(60_000) } },
        400,
        'Le champ message est trop long.',
      )
    })
  })

  describe('caller and routes', () => {
    it.each([
      ['GET', '/articles-blog'],
      ['GET', '/articles-blog/101'],
      ['GET', '/popup'],
      ['GET', '/textplaceholder1'],
      ['POST', '/subscribe'],
      ['POST', '/contact'],
    ])('%s %s answers 401 without the key or for the inactive shop', async (method, path) => {
      const body = method === 'POST' ? { email: 'awa@example.cm' } : undefined
      await fails(path, { method, body, headers: { Authorization: 'Bearer mauvaise-cle' } }, 401, SHOP_NOT_FOUND)
      await fails(path, { method, body, shop: 'ferme' }, 401, SHOP_NOT_FOUND)
    })

    it.each([
      ['GET', '/articles-blog/101/commentaires'],
      ['GET', '/subscribe'],
      ['POST', '/articles-blog'],
      ['GET', '/articles-blog/%E0'],
    ])('%s %s is an unknown route', async (method, path) => {
      await fails(path, { method }, 404, 'Route introuvable.')
    })
  })
})

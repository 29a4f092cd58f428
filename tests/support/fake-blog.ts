/**
 * The blog of the fake platform (tests/support/fake-api.ts), for every shop it serves:
 * 45 articles (ids 1 to 45, newest first: 8 pages of 6), plus
 *   7  → image, author, category, reading time and content all missing (the display defaults);
 *   8  → an image URL that fails to load;
 *   99 → "Article de test : contenu hostile", every known XSS vector in its markdown.
 * GET /articles-blog follows the platform's contract (page, limit, category, exclude).
 */
import type { ArticleListSchema, ArticleSchema, Sent } from '../../app/api/contract.server'
import { HTML_VECTORS, MARKDOWN_VECTORS } from './xss-vectors'

export const FAKE_ARTICLE_COUNT = 45
export const HOSTILE_ARTICLE_ID = 99
export const HOSTILE_TITLE = 'Article de test : contenu hostile'
export const BROKEN_IMAGE_ARTICLE_ID = 8
export const BARE_ARTICLE_ID = 7

const CATEGORIES = [
  ['Actualités', 'actualites'],
  ['Conseils', 'conseils'],
  ['Tutoriels', 'tutoriels'],
] as const

export function fakeArticle(id: number) {
  const [categorie] = CATEGORIES[id % 3]!
  const createdAt = new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString()
  if (id === HOSTILE_ARTICLE_ID)
    return {
      id,
      titre: HOSTILE_TITLE,
      contenu: [
        'Un article qui contient tout ce qu’un texte ne doit pas pouvoir faire.',
        ...MARKDOWN_VECTORS.map((v) => v.input),
        ...HTML_VECTORS.map((v) => v.input),
        'Fin du texte lisible.',
      ].join('\n\n'),
      createdAt,
      image: 'javascript:alert(1)',
      auteur: '<img src=x onerror=alert(1)>',
      categorie: 'Tutoriels',
      tempsLecture: 3,
    } satisfies Sent<typeof ArticleSchema>
  if (id === BARE_ARTICLE_ID)
    return {
      id,
      titre: `Article ${id}`,
      contenu: null,
      createdAt: null,
      image: null,
      auteur: null,
      categorie: null,
      tempsLecture: null,
    } satisfies Sent<typeof ArticleSchema>
  return {
    id,
    titre: `Article ${id}`,
    contenu: `## Partie ${id}\n\nLe texte de l'article ${id}, avec **du gras** et [un lien](https://exemple.cm/${id}). ${'Une phrase qui allonge le texte. '.repeat(8)}`,
    createdAt,
    image: id === BROKEN_IMAGE_ARTICLE_ID ? 'http://127.0.0.1:9/introuvable.jpg' : null,
    auteur: `Auteur ${id}`,
    categorie,
    tempsLecture: (id % 12) + 1,
  } satisfies Sent<typeof ArticleSchema>
}

const ALL = Array.from({ length: FAKE_ARTICLE_COUNT }, (_, i) => fakeArticle(FAKE_ARTICLE_COUNT - i))

/** GET /articles-blog: a page of the articles in `category`, without `exclude`; undefined for a bad page or limit. */
export function articleList(query: URLSearchParams): Sent<typeof ArticleListSchema> | undefined {
  const page = Number(query.get('page') ?? 1)
  const limit = Number(query.get('limit') ?? 10)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1) return undefined
  const category = query.get('category')
  const exclude = query.get('exclude')
  const items = ALL.filter(
    (a) =>
      (!category || CATEGORIES.find(([name]) => name === a.categorie)?.[1] === category) && String(a.id) !== exclude,
  )
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: { totalPages: Math.ceil(items.length / limit), ...{ page, limit, total: items.length } },
  }
}

/** GET /articles-blog/{idOrSlug}: the id is the slug's last dash-separated part. */
export function findArticle(idOrSlug: string): Sent<typeof ArticleSchema> | undefined {
  const id = Number(idOrSlug.split('-').pop())
  if (id === HOSTILE_ARTICLE_ID || (Number.isInteger(id) && id >= 1 && id <= FAKE_ARTICLE_COUNT)) return fakeArticle(id)
  return undefined
}

import type { BlogCategory } from './blog'
import { BLOG_DRAFTS, type ArticleDraft } from './seed-blog-data'
import { EXTREME_ARTICLES } from './seed-extreme'
import { slugify } from './text'

/**
 * Blog rows from the drafts of `seed-blog-data.ts`. Ids are shopId*100 + n,
 * n counted from 1 in draft order; each shop's hostile article (all but minimal's) comes last
 * (n = drafts + 1) and is dated just after the shop's eighth newest draft,
 * so it is the eighth article of the list (page 2 of the storefront's
 * 6-article pages). Cover images are /images/blog/{shop}/{title slug}.jpg,
 * reading times one minute per 200 words, at least one.
 */

const HOSTILE_ARTICLE_TITLE = 'Article de test : contenu hostile'

export interface SeedArticle {
  id: number
  shopId: number
  titre: string
  contenu: string
  imagePath: string | null
  auteur: string | null
  category: BlogCategory | null
  tempsLecture: number | null
  createdAt: string
}

/**
 * Everything a sanitiser must remove, between readable paragraphs: script
 * tags, event attributes, javascript: links (plain, entity-encoded, in
 * markdown and in HTML), an SVG with a script, data: URLs, iframes. It ends
 * inside an unclosed link and table, which must end with it and not swallow the page.
 */
function hostileContent(shop: string): string {
  return `## Ce que ce test vérifie

Cet article contient du code que la boutique ne doit **jamais** exécuter. Le texte doit rester lisible, les scripts et les liens dangereux doivent disparaître.

<script>alert('blog-${shop}')</script>

<p onclick="alert('blog-${shop}')">Un paragraphe avec un attribut onclick.</p>

<img src="x" onerror="alert('blog-${shop}')" alt="Image avec onerror">

- [Lien javascript en markdown](javascript:alert('blog-${shop}'))
- [Lien javascript encodé](jav&#x61;script:alert('blog-${shop}'))
- [Lien javascript avec deux-points nommé](javascript&colon;alert('blog-${shop}'))
- <a href="jav&#x61;script:alert('blog-${shop}')">Lien HTML encodé</a>
- <a href="JaVaScRiPt:alert('blog-${shop}')">Lien HTML en casse mélangée</a>
- <a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Lien data: HTML</a>
- [Lien data: en markdown](data:text/html,<script>alert('blog-${shop}')</script>)

<svg xmlns="http://www.w3.org/2000/svg" onload="alert('blog-${shop}')"><script>alert('blog-${shop}')</script><circle r="10"/></svg>

![Image javascript](javascript:alert('blog-${shop}'))

![Image data: SVG](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=)

<iframe src="https://example.com/"></iframe>

<iframe srcdoc="<script>alert('blog-${shop}')</script>"></iframe>

<object data="data:text/html,<script>alert('blog-${shop}')</script>"></object>

<style>body { display: none }</style>

<form action="https://example.com/vol"><input name="mot-de-passe"><button>Envoyer</button></form>

## Fin du test

Si vous lisez cette phrase et qu'aucune alerte ne s'est ouverte, la boutique a bien nettoyé l'article. [Retour au blog](/blog).

<p>Un lien laissé ouvert : <a href="https://example.com">la suite de l'article

<table><tr><td>Un tableau laissé ouvert`
}

function readingTime(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.ceil(words / 200))
}

function toSeedArticle(shopId: number, subdomain: string, n: number, draft: ArticleDraft): SeedArticle {
  return {
    id: shopId * 100 + n,
    shopId,
    titre: draft.titre,
    contenu: draft.contenu,
    imagePath: draft.cover === false ? null : `/images/blog/${subdomain}/${slugify(draft.titre)}.jpg`,
    auteur: draft.auteur,
    category: draft.category,
    tempsLecture: draft.readingTime === false ? null : readingTime(draft.contenu),
    createdAt: draft.createdAt,
  }
}

function hostileDraft(subdomain: string, drafts: readonly ArticleDraft[]): ArticleDraft {
  const newestFirst = drafts.map((draft) => draft.createdAt).sort((a, b) => b.localeCompare(a))
  const eighth = newestFirst[7]
  if (eighth === undefined) throw new Error(`seed-blog: ${subdomain} needs at least 8 articles`)
  return {
    titre: HOSTILE_ARTICLE_TITLE,
    category: 'conseils',
    auteur: 'Équipe sécurité',
    createdAt: new Date(Date.parse(eighth) + 60 * 60 * 1000).toISOString(),
    contenu: hostileContent(subdomain),
  }
}

/** The articles of the drafts, each shop's hostile one, and the `extreme` shop's (`seed-extreme.ts`). */
export const SEED_ARTICLES: SeedArticle[] = [
  ...BLOG_DRAFTS.flatMap(({ shopId, subdomain, drafts, hostile }) => [
    ...drafts.map((draft, i) => toSeedArticle(shopId, subdomain, i + 1, draft)),
    ...(hostile === false
      ? []
      : [toSeedArticle(shopId, subdomain, drafts.length + 1, hostileDraft(subdomain, drafts))]),
  ]),
  ...EXTREME_ARTICLES,
]

/** INSERT OR IGNORE statements for the blog. */
export function blogSeedStatements(db: D1Database): D1PreparedStatement[] {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO blog_articles
       (id, shop_id, titre, contenu, image_path, auteur, category, temps_lecture, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
  return SEED_ARTICLES.map((a) =>
    insert.bind(a.id, a.shopId, a.titre, a.contenu, a.imagePath, a.auteur, a.category, a.tempsLecture, a.createdAt),
  )
}

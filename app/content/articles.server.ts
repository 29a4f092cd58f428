import type { Article } from '~/api/blog.server'
import { markdownToSafeHtml } from '~/content/markdown.server'
import {
  articlePath,
  BLOG_CATEGORIES,
  excerpt,
  placeholderFor,
  type ArticleCard,
  type ArticleView,
  type BlogCategory,
} from '~/content/blog'
import { metaDescription, plainText } from '~/lib/seo'
import { inlinePictures } from '~/pictures/inline.server'
import { serverSetPicture } from '~/pictures/server-set.server'

/**
 * Articles as the pages show them: markdown already rendered and sanitised
 * (here, in workerd), plain-text excerpts, and the spec's display defaults
 * applied once, on the server, so the browser renders what the server did.
 */

/** How an article's picture is drawn: its layout, and the sites whose pictures go through the image path. */
interface PictureOf {
  layout: 'cover' | 'sidebar' | 'article'
  hosts: readonly string[]
}

export function articleCard(
  article: Article,
  excerptLength: number,
  picture: PictureOf,
  now = new Date(),
): ArticleCard {
  return cardOf(article, plainText(markdownToSafeHtml(article.contenu)), excerptLength, picture, now)
}

export function articleView(
  article: Article,
  excerptLength: number,
  hosts: readonly string[],
  now = new Date(),
): ArticleView {
  const html = markdownToSafeHtml(article.contenu)
  const text = plainText(html)
  const category = article.categorie?.trim() || null
  return {
    ...cardOf(article, text, excerptLength, { layout: 'article', hosts }, now),
    html: inlinePictures(html, hosts),
    description: metaDescription(text),
    author: article.auteur?.trim() || null,
    category,
    categorySlug: categorySlugOf(category),
    readingMinutes: article.tempsLecture,
  }
}

function cardOf(article: Article, text: string, excerptLength: number, picture: PictureOf, now: Date): ArticleCard {
  const id = String(article.id)
  const placeholder = placeholderFor(id)
  const created = article.createdAt ? new Date(article.createdAt) : null
  // Only http(s) images; anything else gets the placeholder, chosen here so pages without scripts show it too.
  const image = article.image && /^https?:\/\//i.test(article.image) ? article.image : placeholder
  return {
    id,
    path: articlePath(id),
    title: article.titre,
    excerpt: excerpt(text, excerptLength),
    date: (created && !Number.isNaN(created.getTime()) ? created : now).toISOString(),
    image,
    picture: serverSetPicture(image, picture.layout, picture.hosts),
    placeholder,
  }
}

/** 'Actualités' → 'actualites': the category's slug when it is one of the three. */
function categorySlugOf(name: string | null): BlogCategory | null {
  if (!name) return null
  const folded = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  return BLOG_CATEGORIES.find((c) => c.slug === folded)?.slug ?? null
}

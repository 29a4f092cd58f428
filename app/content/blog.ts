import type { PictureSet } from '~/lib/images'
/**
 * Blog rules shared by the server and the browser, so that both render the same: page sizes, the pagination
 * window, excerpts, and the reading times and placeholders the spec makes random, here fixed per article id.
 */

export const BLOG_PAGE_SIZE = 6
const PAGINATION_WINDOW = 5
export const RECENT_ARTICLES = 3
export const EXCERPT_LENGTH = 150
export const RECENT_EXCERPT_LENGTH = 100
export const DEFAULT_READING_MINUTES = 5

/** The sidebar's categories, with the spec's fixed counts. */
export const BLOG_CATEGORIES = [
  { slug: 'actualites', count: 12 },
  { slug: 'conseils', count: 8 },
  { slug: 'tutoriels', count: 15 },
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['slug']

/** An article as the pages show it (app/content/articles.server.ts builds it). */
export interface ArticleCard {
  id: string
  path: string
  title: string
  excerpt: string
  /** ISO 8601; now when the platform gave none. */
  date: string
  image: string
  /** `image` as the page loads it: through the shop's image path at its layout's widths (made by the server). */
  picture: PictureSet
  placeholder: string
}

export interface ArticleView extends ArticleCard {
  /** Sanitised HTML of the body; empty when there is none. */
  html: string
  /** The meta description: the body's plain text, at most 155 characters. */
  description: string
  author: string | null
  category: string | null
  categorySlug: BlogCategory | null
  readingMinutes: number | null
}

export function isBlogCategory(value: string | null | undefined): value is BlogCategory {
  return BLOG_CATEGORIES.some((c) => c.slug === value)
}

/** The article id in a slug: its last dash-separated part ("article-14", "mon-titre-14" → "14"). */
export function articleIdFromSlug(slug: string): string {
  return slug.split('-').pop() ?? ''
}

export function articlePath(id: string | number): string {
  return `/blog/article-${encodeURIComponent(String(id))}`
}

/** The page numbers shown: at most `size`, the current one as central as the ends allow. */
export function pageWindow(current: number, total: number, size = PAGINATION_WINDOW): number[] {
  if (total <= 1) return []
  const page = Math.min(Math.max(1, current), total)
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1))
  const end = Math.min(total, start + size - 1)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

/** The first `length` characters of a text, with '...' when something was cut. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const chars = [...text.trim()]
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}...` : chars.join('')
}

/** A stable number from an article id: the same on the server and in every browser. */
function hashOf(id: string | number): number {
  let hash = 0
  for (const char of String(id)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return hash
}

/** Reading time of a recent article: 1 to 10 minutes, fixed per article id (the spec's "random"). */
export function recentReadingMinutes(id: string | number): number {
  return (hashOf(id) % 10) + 1
}

/** Placeholder images of articles without one, chosen by id. */
const BLOG_PLACEHOLDERS = ['/images/blog-1.svg', '/images/blog-2.svg', '/images/blog-3.svg']

export function placeholderFor(id: string | number): string {
  return BLOG_PLACEHOLDERS[hashOf(id) % BLOG_PLACEHOLDERS.length]!
}

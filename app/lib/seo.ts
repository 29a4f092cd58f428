/** Page metadata: titles, descriptions, canonical URLs and Open Graph (structured data: app/catalogue/structured-data.server.ts). */

const META_DESCRIPTION_MAX = 155

/** Plain text of an HTML fragment, with its whitespace folded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** The meta description: at most 155 characters. */
export function metaDescription(text: string | null | undefined): string {
  const chars = [...plainText(text)]
  return chars.length > META_DESCRIPTION_MAX ? chars.slice(0, META_DESCRIPTION_MAX).join('') : chars.join('')
}

/**
 * The page's canonical address, in its language: the server writes it in the page's data
 * (`pageLinks`, app/i18n/page-links.server.ts, through `pageLoader`); a `meta` function passes its `matches`.
 */
export function canonicalUrl(matches: readonly { data: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const links = (matches[i]!.data as { pageLinks?: { canonical: string } } | null | undefined)?.pageLinks
    if (links) return links.canonical
  }
  return undefined
}

interface PageMeta {
  title: string
  description?: string | null
  /** Absolute URL of the page (`canonicalUrl`). */
  url?: string
  image?: string | null
  type?: 'website' | 'product' | 'article'
}

export function pageMeta({ title, description, url, image, type = 'website' }: PageMeta) {
  const desc = metaDescription(description)
  return [
    { title },
    ...(desc
      ? [
          { name: 'description', content: desc },
          { property: 'og:description', content: desc },
        ]
      : []),
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ]
}

/** `url` (an image's, a page's) as an absolute URL of `origin` when it is a path. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href
}

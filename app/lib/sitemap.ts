/** XML of sitemaps (sitemaps.org protocol), every page in every language. */
import { LANGUAGE_CODES, languageAlternates, localPath, type Language } from '~/lib/languages'

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

/** A page's address in a language: `https://shop/products/x` → `https://shop/en/products/x`. */
function inLanguage(url: string, language: Language): string {
  const parsed = new URL(url)
  return parsed.origin + localPath(language, parsed.pathname) + parsed.search
}

/**
 * The pages of a sitemap (given by their default language's address) in every language: one `<url>` per page
 * and language, each naming the page in every language and `x-default` (`xhtml:link`, as Google reads them).
 */
export function urlSet(urls: string[]): string {
  const body = urls
    .flatMap((loc) => {
      const alternates = languageAlternates((code) => inLanguage(loc, code))
        .map(([code, href]) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(href)}"/>`)
        .join('')
      return LANGUAGE_CODES.map((code) => `<url><loc>${escapeXml(inLanguage(loc, code))}</loc>${alternates}</url>`)
    })
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>\n`
}

export function sitemapIndex(urls: string[]): string {
  const body = urls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

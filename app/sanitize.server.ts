import { FilterXSS, escapeAttrValue } from 'xss'

/**
 * Untrusted HTML from shop data (product descriptions, policies) and markdown
 * output (blog) keeps only this allowlist. Links keep only http, https, irc,
 * ircs, mailto and xmpp URLs or relative ones; images only http(s) or relative.
 */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title'],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  em: [],
  h2: [],
  h3: [],
  h4: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  li: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  strong: [],
  table: [],
  tbody: [],
  td: [],
  th: [],
  thead: [],
  tr: [],
  u: [],
  ul: [],
}

const LINK_SCHEMES = /^(?:https?|ircs?|mailto|xmpp):/i
const IMAGE_SCHEMES = /^https?:/i
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

function safeUrl(value: string, schemes: RegExp): string | null {
  // Browsers ignore control characters and whitespace inside a scheme: so do we, before checking it.
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (url.startsWith('//')) return null
  if (HAS_SCHEME.test(url) && !schemes.test(url)) return null
  return value.trim()
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  safeAttrValue(tag, name, value) {
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES)
      return url === null ? '' : escapeAttrValue(url)
    }
    return escapeAttrValue(value)
  },
})

export function sanitizeHtml(html: string | null | undefined): string {
  // Links in shop texts never give the page that opens them a handle on the shop's page.
  return html ? filter.process(html).replace(/<a /g, '<a rel="noopener noreferrer nofollow" ') : ''
}

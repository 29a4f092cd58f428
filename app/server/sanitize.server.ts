import { parseFragment, serialize } from 'parse5'
import { FilterXSS } from 'xss'

/**
 * Untrusted HTML from shop data (product descriptions, policies) and markdown
 * output (blog) keeps only this allowlist. Links keep only http, https, irc,
 * ircs, mailto and xmpp URLs or relative ones; images only http(s) or from the site root
 * (a path relative to the page means nothing in a shop text shown on many pages).
 */
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title'],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  del: [],
  em: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
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
/** Images: absolute http(s), or a path from the site's root (a path relative to the page means nothing in shop texts). */
const IMAGE_URL = /^(?:https?:|\/(?![/\\]))/i
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * Named character references that can spell a URL's scheme, its separators or
 * the whitespace browsers drop from it. Any other `&` is written back as
 * `&amp;` (see escapeUrlAttribute), so a reference left undecoded here reaches
 * the browser as plain text, never as a character.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  apos: "'",
  bsol: '\\',
  colon: ':',
  comma: ',',
  commat: '@',
  equals: '=',
  excl: '!',
  gt: '>',
  lpar: '(',
  lt: '<',
  nbsp: '\u00a0',
  NewLine: '\n',
  num: '#',
  percnt: '%',
  period: '.',
  plus: '+',
  quest: '?',
  quot: '"',
  rpar: ')',
  semi: ';',
  sol: '/',
  Tab: '\t',
}

/** One pass of character-reference decoding, as a browser does on an attribute value. */
function decodeCharacterReferences(value: string): string {
  return value.replace(/&(?:#(x[0-9a-f]+|\d+);?|([a-z][a-z0-9]*);)/gi, (match, numeric?: string, name?: string) => {
    if (numeric) {
      const code = numeric[0] === 'x' || numeric[0] === 'X' ? parseInt(numeric.slice(1), 16) : parseInt(numeric, 10)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return valid ? String.fromCodePoint(code) : '\ufffd'
    }
    return (name && NAMED[name]) ?? match
  })
}

/**
 * The URL a browser would follow, or null when its scheme is not allowed.
 * `value` is the attribute as written in the HTML: its character references
 * are decoded first (`jav&#x61;script&colon;` is `javascript:`), then the
 * control characters and spaces that browsers ignore inside a scheme are taken
 * out before the scheme is checked. `//host` and `\\host` (another site) are refused.
 */
function safeUrl(value: string, schemes: RegExp = LINK_SCHEMES): string | null {
  const decoded = decodeCharacterReferences(value)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  const squeezed = decoded.replace(
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/g,
    '',
  )
  if (/^[/\\]{2}/.test(squeezed)) return null
  if (HAS_SCHEME.test(squeezed) && !schemes.test(squeezed)) return null
  // A colon before any / ? or # that did not make an allowed scheme (e.g. "java script:x") is refused too.
  if (!schemes.test(squeezed) && /^[^/?#]*:/.test(squeezed)) return null
  return decoded
}

/** An attribute value the browser decodes back to exactly `url`: every `&` is written as `&amp;`. */
function escapeUrlAttribute(url: string): string {
  return url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'textarea',
    'title',
    'xmp',
    'svg',
    'math',
    'select',
    'option',
  ],
  allowCommentTag: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr || (name !== 'href' && name !== 'src')) return undefined
    // A refused URL takes its attribute with it: an empty href would still be a link (to this page).
    const image = tag === 'img'
    const url = safeUrl(value, image ? IMAGE_SCHEMES : LINK_SCHEMES)
    if (url === null || (image && !IMAGE_URL.test(url))) return ''
    return `${name}="${escapeUrlAttribute(url)}"`
  },
  // Other values stay as written (their references are the browser's to decode), quotes and brackets escaped.
  safeAttrValue: (_tag, _name, value) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
})

/** Untrusted HTML reduced to the allowlist: no script, no event handler, no dangerous URL. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  // Links in shop texts never give the page that opens them a handle on the shop's page. An <a> whose address
  // was refused is no link and takes no rel (HTML allows rel on <a> only with an href); xss writes every
  // attribute as name="value" with the value's quotes escaped, so `href="` inside a tag is its href.
  return wellFormed(
    filter
      .process(html)
      // What xss writes in place of an element dropped with its content whose end tag never came.
      .replace(/\[\/?removed\]/g, '')
      .replace(/ +>/g, '>')
      // An image whose address was refused, without a text alternative, shows nothing at all: gone.
      .replace(/<img(?![^>]*\s(?:src|alt)=)[^>]*>/gi, '')
      .replace(/<a(?=\s[^>]*?\bhref=")/gi, '<a rel="noopener noreferrer nofollow"'),
  )
}

/**
 * The same HTML as a browser builds it, written back: parsed by parse5 (the HTML standard's tree construction), so
 * that an unclosed `<a>` or `<table>` of a shop's text never swallows the rest of the page, and a table a text
 * opens inside a paragraph comes after it, with its `<tbody>`, as in the browser. Text and attribute values are
 * written back escaped (`&amp;`, `&lt;`, `&quot;`…); the attributes were checked above.
 */
function wellFormed(html: string): string {
  return serialize(parseFragment(html))
}

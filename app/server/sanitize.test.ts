import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HTML_VECTORS, MARKDOWN_VECTORS } from '../../tests/support/xss-vectors'
import { markdownToSafeHtml } from '~/content/markdown.server'
import { sanitizeHtml } from './sanitize.server'

describe('sanitizeHtml', () => {
  it('keeps the formatting of shop texts', () => {
    expect(sanitizeHtml('<h2>Livraison</h2><p>En <strong>24 h</strong> :</p><ul><li>Douala</li></ul>')).toBe(
      '<h2>Livraison</h2><p>En <strong>24 h</strong> :</p><ul><li>Douala</li></ul>',
    )
  })
  it('removes scripts, event handlers, styles and frames', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Bonjour<script>alert(1)</script></p><img src="/x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{}</style>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|iframe|style|alert/i)
    expect(out).toContain('<p>Bonjour</p>')
    expect(out).toContain('<img src="/x.png">')
  })
  it('keeps only the allowed link schemes', () => {
    for (const good of [
      'https://exemple.cm',
      'http://exemple.cm',
      'mailto:contact@exemple.cm',
      'xmpp:a@b.c',
      'irc://irc.example/#c',
      'ircs://irc.example',
      '/policy/return',
      '#faq',
      'page.html',
    ]) {
      expect(sanitizeHtml(`<a href="${good}">x</a>`)).toContain(`href="${good}"`)
    }
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '//evil.example',
    ]) {
      const out = sanitizeHtml(`<a href="${bad}">x</a>`)
      expect(out).not.toMatch(/javascript|data:|vbscript|evil/i)
    }
  })
  it('keeps images from http(s) or the site root only: a page-relative path would load from every page it is shown on', () => {
    expect(sanitizeHtml('<img src="https://exemple.cm/a.png">')).toBe('<img src="https://exemple.cm/a.png">')
    expect(sanitizeHtml('<img src="/images/a.png">')).toBe('<img src="/images/a.png">')
    expect(sanitizeHtml('<img src="x" alt="x">')).toBe('<img alt="x">')
    expect(sanitizeHtml('<img src="/\\evil.example/a.png">')).toBe('') // nothing left to show or to describe
  })
  it('marks links noopener', () => {
    expect(sanitizeHtml('<a href="https://exemple.cm">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://exemple.cm">x</a>',
    )
    expect(sanitizeHtml('<a title="t" href="/policy/return">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" title="t" href="/policy/return">x</a>',
    )
  })
  it('leaves an <a> whose address was refused without rel, which HTML allows only on links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml("<a title='a href=\"x'>x</a>")).toBe('<a title="a href=&quot;x">x</a>')
  })
})

const SAFE_TAGS = new Set(
  Object.keys({
    a: 1,
    b: 1,
    blockquote: 1,
    br: 1,
    code: 1,
    del: 1,
    em: 1,
    h2: 1,
    h3: 1,
    h4: 1,
    h5: 1,
    h6: 1,
    hr: 1,
    i: 1,
    img: 1,
    li: 1,
    ol: 1,
    p: 1,
    pre: 1,
    s: 1,
    strong: 1,
    table: 1,
    tbody: 1,
    td: 1,
    th: 1,
    thead: 1,
    tr: 1,
    u: 1,
    ul: 1,
  }),
)
const SAFE_ATTRIBUTES = new Set(['href', 'src', 'title', 'alt', 'width', 'height', 'rel'])

/**
 * What a browser would make of the output, checked without the sanitiser's own code: every tag is
 * an allowed one, every attribute an allowed one, and every URL (after the browser's decoding of
 * character references and its removal of tabs, newlines and leading control characters) has an
 * allowed scheme or none.
 */
function problemsOf(html: string): string[] {
  const problems: string[] = []
  for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase()
    if (!SAFE_TAGS.has(tag)) problems.push(`tag <${tag}>`)
    if (closing) continue
    for (const [, attr, value = ''] of attributes!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!SAFE_ATTRIBUTES.has(attr!.toLowerCase())) problems.push(`attribute ${attr}`)
      if (attr !== 'href' && attr !== 'src') continue
      if (/&(?!amp;|quot;|lt;|gt;)/.test(value)) problems.push(`undecided reference in ${value}`)
      const url = value
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/[\t\n\r]/g, '')
        .replace(/^[\u0000-\u0020]+/, '')
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
      const allowed = attr === 'src' ? ['http', 'https'] : ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']
      if (scheme && !allowed.includes(scheme)) problems.push(`scheme ${scheme}:`)
      if (/^[/\\]{2}/.test(url)) problems.push(`other host ${url}`)
    }
  }
  // Text outside tags: a bare < would let the browser read a tag the check above did not see.
  if (/<(?![a-zA-Z/])/.test(html)) problems.push('stray <')
  return problems
}

/** The tags of an HTML fragment with their attributes, quoted values left out (text there is inert). */
const tagsOf = (html: string) => (html.match(/<[^>]*>/g) ?? []).join('').replace(/"[^"]*"/g, '""')

describe('known XSS vectors come out inert', () => {
  it.each(HTML_VECTORS.map((v) => [v.name, v.input]))('HTML: %s', (_name, input) => {
    const out = sanitizeHtml(input)
    expect(problemsOf(out), out).toEqual([])
    expect(tagsOf(out)).not.toMatch(/javascript:|\son\w+=/i)
  })
  it.each(MARKDOWN_VECTORS.map((v) => [v.name, v.input]))('markdown: %s', (_name, input) => {
    const out = markdownToSafeHtml(input)
    expect(problemsOf(out), out).toEqual([])
    expect(tagsOf(out)).not.toMatch(/javascript:|\son\w+=/i)
  })
  it('keeps the readable parts around them', () => {
    expect(markdownToSafeHtml('Bonjour\n\n<script>alert(1)</script>\n\nfin')).toBe('<p>Bonjour</p>\n\n\n<p>fin</p>\n')
    expect(sanitizeHtml('<p onmouseover="alert(1)">x</p>')).toBe('<p>x</p>')
  })
  it('keeps URLs that merely contain entities, written so the browser reads the same URL', () => {
    expect(sanitizeHtml('<a href="https://exemple.cm/?a=1&amp;b=2">x</a>')).toContain(
      'href="https://exemple.cm/?a=1&amp;b=2"',
    )
    expect(sanitizeHtml('<a href="https&#58;//exemple.cm/">x</a>')).toContain('href="https://exemple.cm/"')
    // A reference the sanitiser does not decode stays text for the browser too.
    expect(sanitizeHtml('<a href="/a&amp;colon;b">x</a>')).toContain('href="/a&amp;colon;b"')
  })
  it('checks itself: the check finds what an unfiltered vector holds', () => {
    expect(problemsOf('<a href="jav&#x61;script:alert(1)" onclick="x">x</a><svg>')).toEqual([
      'undecided reference in jav&#x61;script:alert(1)',
      'attribute onclick',
      'tag <svg>',
    ])
  })
})

describe('markdownToSafeHtml', () => {
  it('renders articles, their headings below the page title', () => {
    expect(markdownToSafeHtml('# Titre\n\nUn **texte** et [un lien](https://exemple.cm).\n\n- a\n- b')).toBe(
      '<h2>Titre</h2>\n<p>Un <strong>texte</strong> et <a rel="noopener noreferrer nofollow" href="https://exemple.cm">un lien</a>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n',
    )
  })
  it('gives nothing for an empty body', () => {
    expect(markdownToSafeHtml(null)).toBe('')
    expect(markdownToSafeHtml('  \n')).toBe('')
  })
})

describe('well-formed on its own', () => {
  const VOID = new Set(['br', 'hr', 'img'])
  /** Whether every element opened is closed, in order (void elements aside). */
  function balanced(html: string): boolean {
    const open: string[] = []
    for (const [, close, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
      const tag = name!.toLowerCase()
      if (VOID.has(tag)) continue
      if (!close) open.push(tag)
      else if (open.pop() !== tag) return false
    }
    return open.length === 0
  }

  it.each([
    ['an unclosed link', '<p>Voir <a href="https://x.example">ici</p><p>Suite'],
    ['an unclosed table', '<table><tr><td>1<td>2</table'],
    ['elements closed out of order', '<b><i>gras italique</b></i> fin'],
    ['a stray end tag', 'texte</div></a></table> fin'],
    ['an unclosed list', '<ul><li>un<li>deux'],
  ])('closes %s where it ends, and nothing after it is swallowed', (_, html) => {
    const clean = sanitizeHtml(html)
    expect(balanced(clean), clean).toBe(true)
    expect(balanced(`<div>${clean}</div><footer><a href="/">Accueil</a></footer>`)).toBe(true)
  })

  it('stays balanced whatever the pieces, in whatever order (generated)', () => {
    const pieces = [
      '<a href="/x">',
      '</a>',
      '<table>',
      '<tr>',
      '<td>',
      '</td>',
      '</table>',
      '<b>',
      '</b>',
      '<ul>',
      '<li>',
      '</ul>',
      '<p>',
      '</p>',
      '<br>',
      'texte',
      '<i>',
      '</i>',
      '<img src="/a.png" alt="a">',
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) =>
        balanced(sanitizeHtml(parts.join(''))),
      ),
      { numRuns: 500 },
    )
  })
})

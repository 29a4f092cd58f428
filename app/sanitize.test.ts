import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.server'

describe('sanitizeHtml', () => {
  it('keeps the formatting of shop texts', () => {
    expect(sanitizeHtml('<h2>Livraison</h2><p>En <strong>24 h</strong> :</p><ul><li>Douala</li></ul>')).toBe(
      '<h2>Livraison</h2><p>En <strong>24 h</strong> :</p><ul><li>Douala</li></ul>',
    )
  })
  it('removes scripts, event handlers, styles and frames', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Bonjour<script>alert(1)</script></p><img src="x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{}</style>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|iframe|style|alert/i)
    expect(out).toContain('<p>Bonjour</p>')
    expect(out).toContain('<img src="x.png">')
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
  it('marks links noopener', () => {
    expect(sanitizeHtml('<a href="https://exemple.cm">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://exemple.cm">x</a>',
    )
  })
})

import { Marked } from 'marked'
import { sanitizeHtml } from '~/server/sanitize.server'

/**
 * Blog bodies: markdown written by shop operators, turned into HTML with
 * `marked`, then through the same allowlist as every other untrusted HTML
 * (raw HTML inside markdown included). The page's own title is its only h1:
 * headings of the body start at h2.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6)
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`
    },
  },
})

export function markdownToSafeHtml(source: string | null | undefined): string {
  if (!source?.trim()) return ''
  return sanitizeHtml(markdown.parse(source) as string)
}

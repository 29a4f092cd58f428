import type { RequestContext } from '~/server/load-context'
import type { Markup } from '~/layout/document-context'

/**
 * Markup rendered on the server that a document carries once (decision 035). For a document, the HTML is
 * kept for this request and the route data names it by `key`: the page shows it and hydrates it as it is,
 * and the same characters are not sent again, escaped, in the route data. For route data (a client-side
 * navigation), the HTML itself.
 */
export function markupOnce(context: RequestContext, key: string, html: string): Markup {
  if (context.dataRequest) return html
  context.memo.set(memoKey(key), html)
  return { inPage: key }
}

/** The markup `markupOnce` kept for this request's document. */
export function keptMarkup(context: RequestContext, key: string): string | undefined {
  const html = context.memo.get(memoKey(key))
  return typeof html === 'string' ? html : undefined
}

const memoKey = (key: string) => `markup:${key}`

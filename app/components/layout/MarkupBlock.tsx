import { useDocumentInfo } from './document-context'

/** Server-rendered markup: the HTML itself, or, in a document's route data, the key of HTML already in the page. */
export type Markup = string | { inPage: string }

/**
 * Markup from a loader in an element (app/page-markup.server.ts). When it is already in the page, the browser
 * has no copy of it: the element hydrates with the markup the server sent, which React leaves as it is
 * (it does not compare or replace `dangerouslySetInnerHTML` content while hydrating).
 */
export function MarkupBlock({ markup, className }: { markup: Markup; className?: string }) {
  const { pageMarkup } = useDocumentInfo()
  const html = typeof markup === 'string' ? markup : (pageMarkup?.(markup.inPage) ?? '')
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
}

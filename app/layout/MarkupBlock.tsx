import { useMarkup, type Markup } from './document-context'

/** Markup from a loader in an element (app/layout/page-markup.server.ts), sent once in a document (decision 035). */
export function MarkupBlock({ markup, className }: { markup: Markup; className?: string }) {
  const html = useMarkup(markup)
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
}

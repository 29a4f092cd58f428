import { useMarkup, type Markup } from './document-context'

/** A page's JSON-LD from its loader (app/catalogue/structured-data.server.ts), sent once in a document (decision 035). */
export function StructuredData({ markup }: { markup: Markup }) {
  const json = useMarkup(markup)
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
}

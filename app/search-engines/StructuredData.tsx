/** A page's JSON-LD, as its loader wrote it (`jsonLd` in app/catalogue/structured-data.server.ts). */
export function StructuredData({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/**
 * Structured data (schema.org JSON-LD) of the product, category and article pages. Built by their loaders:
 * the route data carries it as text (`jsonLd`) for <StructuredData>, and browsers load none of this code.
 */
import { metaDescription } from '~/lib/seo'

/** JSON for a <script type="application/ld+json">: shop text can never close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

interface ProductLdInput {
  name: string
  description: string | null
  url: string
  image: string | null
  sku: string | null
  price: number
  inStock: boolean
  variants: { id: string | number; nom: string; prix: number; image: string | null }[]
}

/**
 * Product structured data: one Offer per variant (or one for the product),
 * always priced in EUR with 2 decimals, whatever the shop's currency.
 */
export function productJsonLd(p: ProductLdInput) {
  const availability = p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
  const offer = (price: number, name?: string, url = p.url) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    url,
    priceCurrency: 'EUR',
    price: price.toFixed(2),
    availability,
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    ...(p.description ? { description: metaDescription(p.description) } : {}),
    ...(p.image ? { image: [p.image] } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    offers:
      p.variants.length > 0
        ? p.variants.map((v) => offer(v.prix, v.nom, `${p.url}?variant=${encodeURIComponent(String(v.id))}`))
        : [offer(p.price)],
  }
}

interface BlogPostingLdInput {
  headline: string
  description: string
  url: string
  image: string
  /** ISO 8601 */
  datePublished: string
  author: string | null
  publisher: string
  section: string | null
}

/** Structured data of a blog article (schema.org BlogPosting). */
export function blogPostingJsonLd(p: BlogPostingLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.headline,
    ...(p.description ? { description: p.description } : {}),
    url: p.url,
    mainEntityOfPage: p.url,
    image: [p.image],
    datePublished: p.datePublished,
    ...(p.author ? { author: { '@type': 'Person', name: p.author } } : {}),
    publisher: { '@type': 'Organization', name: p.publisher },
    ...(p.section ? { articleSection: p.section } : {}),
    inLanguage: 'fr-FR',
  }
}

/**
 * The kind of page an address is, and its language: what field speed is told apart by (field-speed.server.ts).
 * The path itself is never kept: an order's or a customer's page names them.
 */
import { pathLanguage, withoutLanguage, type Language } from '~/lib/languages'

export const PAGE_KINDS = [
  'home',
  'category',
  'categories',
  'product',
  'cart',
  'search',
  'blog',
  'article',
  'account',
  'order',
  'policy',
  'contact',
  'other',
] as const

export type PageKind = (typeof PAGE_KINDS)[number]

/** Each kind by the first segment of its path (after the language's), as app/routes/ names them. */
const KIND_OF_SEGMENT: Record<string, PageKind> = {
  products: 'product',
  category: 'category',
  cart: 'cart',
  'cart-link': 'cart',
  search: 'search',
  blog: 'blog',
  login: 'account',
  register: 'account',
  customer: 'account',
  'confirm-email': 'account',
  'order-confirmation': 'order',
  'order-placed': 'order',
  'payment-confirmation': 'order',
  'payment-failure': 'order',
  'payment-status': 'order',
  'payment-success': 'order',
  policy: 'policy',
  'politique-de-confidentialite': 'policy',
  contact: 'contact',
}

/** The kind and language of the page at `path` (a URL's path). */
export function pageOf(path: string): { kind: PageKind; language: Language } {
  const language = pathLanguage(path)
  const [first, second] = withoutLanguage(path).split('/').filter(Boolean)
  if (first === undefined) return { kind: 'home', language }
  if (first === 'categories') return { kind: second === undefined ? 'categories' : 'category', language }
  if (first === 'blog') return { kind: second === undefined ? 'blog' : 'article', language }
  return { kind: KIND_OF_SEGMENT[first] ?? 'other', language }
}

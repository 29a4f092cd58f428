/**
 * 'Vus récemment': the products this browser viewed last, newest first, kept in a small cookie so that it works
 * without JavaScript. The platform finds a product by its slug only (spec §7), so the cookie keeps slugs: each
 * percent-encoded (a dot too), joined by dots. What the cookie holds is never trusted: a value that does not
 * read as such a list is an empty one, and the list never outgrows RECENT.maxEntries slugs nor RECENT.maxBytes.
 */
export const RECENT = {
  /** The cookie's name (`__Host-recent` over https, app/server/cookies.server.ts). */
  cookie: '__recent',
  maxEntries: 8,
  /** The cookie's value at most: the oldest slugs go first. */
  maxBytes: 400,
  /** A slug longer than this, encoded, is not remembered. */
  maxSlugBytes: 120,
  /** 30 days. */
  maxAge: 60 * 60 * 24 * 30,
} as const

const ENCODED_SLUG = /^(?:[A-Za-z0-9_~!*'()-]|%[0-9A-F]{2})+$/

function encodeSlug(slug: string): string {
  return encodeURIComponent(slug).replace(/\./g, '%2E')
}

/** The slugs of a cookie value, newest first; anything malformed, repeated or past the limits is left out. */
export function readRecent(value: string | null | undefined): string[] {
  if (!value || value.length > RECENT.maxBytes) return []
  const slugs: string[] = []
  for (const part of value.split('.')) {
    if (!part || part.length > RECENT.maxSlugBytes || !ENCODED_SLUG.test(part)) return []
    let slug: string
    try {
      slug = decodeURIComponent(part)
    } catch {
      return []
    }
    if (!slug.trim() || /[\u0000-\u001f\u007f/\\]/.test(slug)) return []
    if (!slugs.includes(slug)) slugs.push(slug)
    if (slugs.length === RECENT.maxEntries) break
  }
  return slugs
}

/** The cookie value of a list of slugs: the newest first, as many as fit the limits. */
export function writeRecent(slugs: readonly string[]): string {
  let value = ''
  for (const slug of slugs.slice(0, RECENT.maxEntries)) {
    const part = encodeSlug(slug)
    if (part.length > RECENT.maxSlugBytes) continue
    const next = value ? `${value}.${part}` : part
    if (next.length > RECENT.maxBytes) break
    value = next
  }
  return value
}

/** The list after viewing `slug`: it comes first, once. */
export function viewed(slugs: readonly string[], slug: string): string[] {
  return [slug, ...slugs.filter((s) => s !== slug)].slice(0, RECENT.maxEntries)
}

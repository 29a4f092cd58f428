/** Host names: which shop a request is for, and the name shown when the shop has none. */

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export interface Tenant {
  /** Normalised host name: lower case, no port, no trailing dot. */
  host: string
  /** First label of the host: the shop's subdomain. */
  shop: string
}

/** Normalises a Host header value; null when it cannot name a shop. */
export function parseTenant(hostHeader: string | null | undefined): Tenant | null {
  if (!hostHeader) return null
  let host = hostHeader.trim().toLowerCase()
  if (host.startsWith('[')) return null // IPv6 literals name no shop
  host = host.replace(/:\d+$/, '').replace(/\.$/, '')
  const shop = host.split('.')[0] ?? ''
  if (!DNS_LABEL.test(shop)) return null
  return { host, shop }
}

/**
 * Display name derived from the host: the platform domain suffix is removed,
 * dashes become spaces and each word is capitalised. Empty gives the default.
 */
export function displayNameFromHost(host: string, platformDomain: string, fallback: string): string {
  const suffix = `.${platformDomain.toLowerCase()}`
  let label = host.toLowerCase()
  if (label === platformDomain.toLowerCase()) label = ''
  else if (label.endsWith(suffix)) label = label.slice(0, -suffix.length)
  const words = label.split('-').filter(Boolean)
  if (words.length === 0) return fallback
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

/**
 * The names shown for a shop: its own name, else the one derived from the host, else a
 * default, which differs between the page ('Ma Boutique') and the loading screen ('la boutique').
 */
export function shopNames(
  nom: string | null | undefined,
  host: string,
  platformDomain: string,
  defaults: { name: string; loading: string },
): { name: string; loadingName: string } {
  const own = nom?.trim() || displayNameFromHost(host, platformDomain, '')
  return { name: own || defaults.name, loadingName: own || defaults.loading }
}

/** The platform's own site (not a shop): its loading screen shows the platform icon. */
export function isPlatformHost(host: string, platformDomain: string): boolean {
  const domain = platformDomain.toLowerCase()
  return host === domain || host === `www.${domain}`
}

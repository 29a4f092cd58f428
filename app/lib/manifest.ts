/**
 * The installable web-app manifest of a shop: its name (or a default one), a
 * short name cut at 12 characters plus '...', its logo (or /logo192.png) as
 * 192x192 and 512x512 icons, its description (or a default sentence),
 * standalone display, theme colour #714aff on white, starting at the site root.
 */

const MANIFEST_THEME_COLOR = '#714aff'
export const DEFAULT_LOGO = '/logo192.png'
const SHORT_NAME_MAX = 12

interface ManifestInput {
  name: string | null | undefined
  logo: string | null | undefined
  description: string | null | undefined
  defaultName: string
  defaultDescription: string
}

export function shortName(name: string): string {
  const chars = [...name]
  return chars.length > SHORT_NAME_MAX ? `${chars.slice(0, SHORT_NAME_MAX).join('')}...` : name
}

function iconType(src: string): string | undefined {
  const ext = src.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase()
  const types: Record<string, string> = {
    png: 'image/png',
    svg: 'image/svg+xml',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  }
  return ext ? types[ext] : undefined
}

export function buildManifest(input: ManifestInput) {
  const name = input.name?.trim() || input.defaultName
  const src = input.logo?.trim() || DEFAULT_LOGO
  const type = iconType(src)
  return {
    name,
    short_name: shortName(name),
    description: input.description?.trim() || input.defaultDescription,
    icons: ['192x192', '512x512'].map((sizes) => ({ src, sizes, ...(type ? { type } : {}) })),
    start_url: '/',
    display: 'standalone',
    theme_color: MANIFEST_THEME_COLOR,
    background_color: '#ffffff',
  }
}

/** Themes the storefront ships. Any other theme name or file falls back to the default. */
const THEMES = {
  default: 'default.css',
  dark: 'dark.css',
  clothing: 'clothing.css',
} as const

export type ThemeName = keyof typeof THEMES
/** Product cards and product details come in two layouts, chosen by the shop's type. */
export type ShopType = 'default' | 'clothing'

export interface Theme {
  name: ThemeName
  /** Path of the theme stylesheet under public/. */
  href: string
  shopType: ShopType
}

function isThemeName(name: string): name is ThemeName {
  return Object.hasOwn(THEMES, name)
}

export function resolveTheme(settings: { themeName?: string | null; themeFile?: string | null } | null): Theme {
  const requested = (settings?.themeName ?? '').trim().toLowerCase()
  const name: ThemeName = isThemeName(requested) ? requested : 'default'
  const file = (settings?.themeFile ?? '').trim()
  const knownFile = Object.values(THEMES).find((f) => f === file)
  return {
    name,
    href: `/themes/${knownFile ?? THEMES[name]}`,
    shopType: name === 'clothing' ? 'clothing' : 'default',
  }
}

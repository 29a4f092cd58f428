/** Shop colours: safe CSS custom properties and readable text colours. */

export const LUMINANCE_THRESHOLD = 128

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i
const LENGTH = /^-?\d+(?:\.\d+)?(?:px|rem|em|%|vh|vw)?$/
const KEYWORD = /^[a-z][a-z-]{0,30}$/i
const FONT_STACK = /^[a-z0-9 ,'"-]{1,80}$/i
const KEY = /^[a-z][a-z0-9_]{0,40}$/

/** True for values that can only be a colour, a length, a keyword or a font list. */
export function isSafeCssValue(value: string): boolean {
  const v = value.trim()
  if (v.length === 0 || v.length > 80) return false
  if (/[;{}<>\\]|\/\*|url\(|expression/i.test(v)) return false
  return HEX.test(v) || FUNCTIONAL.test(v) || LENGTH.test(v) || KEYWORD.test(v) || FONT_STACK.test(v)
}

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value.trim())
}

export function hexToRgb(hex: string): [number, number, number] | null {
  if (!isHexColor(hex)) return null
  let h = hex.trim().slice(1)
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('')
  const n = Number.parseInt(h.slice(0, 6), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights). */
export function luminance(hex: string): number | null {
  const rgb = hexToRgb(hex)
  if (!rgb) return null
  const [r, g, b] = rgb
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Dark text on light colours, white text on dark ones (threshold 128). */
export function textColorOn(hex: string): '#111111' | '#ffffff' {
  const l = luminance(hex)
  return l !== null && l > LUMINANCE_THRESHOLD ? '#111111' : '#ffffff'
}

export interface ShopColours {
  primary?: string | null
  secondary?: string | null
  customization?: Record<string, unknown> | null
}

/**
 * CSS custom properties for a shop: primary and secondary colours with their
 * text colours, then theme_customization keys (underscores become dashes).
 * Unsafe keys or values are dropped.
 */
export function shopCssVariables({ primary, secondary, customization }: ShopColours): Record<string, string> {
  const vars: Record<string, string> = {}
  if (isHexColor(primary)) {
    vars['--color-primary'] = primary.trim()
    vars['--color-on-primary'] = textColorOn(primary)
  }
  if (isHexColor(secondary)) {
    vars['--color-secondary'] = secondary.trim()
    vars['--color-on-secondary'] = textColorOn(secondary)
  }
  for (const [key, value] of Object.entries(customization ?? {})) {
    if (!KEY.test(key) || typeof value !== 'string' || !isSafeCssValue(value)) continue
    const name = `--${key.replace(/_/g, '-')}`
    vars[name] = value.trim()
    if (isHexColor(value)) vars[`${name}-text`] = textColorOn(value)
  }
  return vars
}

/** `:root{…}` rule for a style element; values were validated above. */
export function cssVariablesRule(vars: Record<string, string>): string {
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
  return body ? `:root{${body}}` : ''
}

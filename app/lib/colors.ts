/** Shop colours: safe CSS custom properties and readable text colours. */

const LUMINANCE_THRESHOLD = 128

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

function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value.trim())
}

function hexToRgb(hex: string): [number, number, number] | null {
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

/** WCAG 2 relative luminance, 0–1. */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [hexToRgb(a), hexToRgb(b)].map((rgb) => (rgb ? relativeLuminance(rgb) : 0)) as [number, number]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** The darkest background a link of a light theme sits on (the clothing theme's surface). */
export const LIGHT_SURFACE = '#f2ede6'
/** WCAG AA for text. */
export const TEXT_CONTRAST = 4.5

/**
 * The shop's colour as text on a light page: itself when it reads at 4.5:1 on every light background, else
 * darkened towards black in steps of 5 % until it does (a yellow #fde047 becomes #726520).
 */
export function readableOnLight(hex: string): string {
  const rgb = hexToRgb(hex)
  if (!rgb) return hex
  for (let share = 1; share > 0; share -= 0.05) {
    const candidate = `#${rgb
      .map((c) =>
        Math.round(c * share)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`
    if (contrastRatio(candidate, LIGHT_SURFACE) >= TEXT_CONTRAST) return share === 1 ? hex.trim() : candidate
  }
  return '#000000'
}

interface ShopColours {
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
    // Links and accents of the light themes (app/styles/app.css; the dark theme derives its own).
    vars['--color-primary-on-light'] = readableOnLight(primary)
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

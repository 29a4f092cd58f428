/**
 * The cart link: a cart's products, options and quantities in an address short enough for a shop to write by hand
 * and for a WhatsApp message to carry (docs/decisions/061-cart-links.md). Never a cart id, a session, a name,
 * a phone or an address: only what the catalogue already shows everyone.
 *
 *   /cart-link?items=pagne-wax.rouge:2,sac-raphia:1,cahier-200-pages:5
 *
 * `items` is a list of lines separated by commas; each line is a product's slug, then optionally `.` and its
 * option (the variant's name as the shop wrote it, any case, accents or spaces: `Taille M`, `taille-m`; or the
 * variant's id), then optionally `:` and a quantity from 1 to 999 (1 when absent). The same product and option
 * twice is one line with both quantities. Pure and browser-safe; the platform side is ./cart-link.server.ts.
 */

export const CART_LINK_PATH = '/cart-link'
export const CART_LINK_PARAM = 'items'
/** The parameter of the link's sharing view (`&share`), which the cart page's 'Partager ce panier' opens. */
export const CART_LINK_SHARE = 'share'
/** Lines a link may hold: as many as 'Commander à nouveau' adds in one submission. */
export const CART_LINK_MAX_LINES = 50
/** A line's largest quantity: the cart's own (app/cart/cart-forms.server.ts). */
export const CART_LINK_MAX_QUANTITY = 999
/** The longest `items` value read, in characters: 50 long lines fit. */
const CART_LINK_MAX_LENGTH = 4000
const MAX_SLUG = 120
const MAX_VARIANT = 60
/** How much of a wrong line a problem quotes. */
const QUOTED = 40

/** A line of a link: a product's slug, an option's key (`variantKey`) or none, a quantity. */
export interface LinkLine {
  slug: string
  variant: string | null
  quantity: number
}

type LineFault = 'product' | 'variant' | 'quantity'

/** Why a link cannot be read: each names what a shop would fix (`line` counts from 1, as written). */
export type LinkProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'tooManyLines'; count: number }
  | { kind: 'line'; line: number; text: string; fault: LineFault }

type ParsedLink = { ok: true; lines: LinkLine[] } | { ok: false; problem: LinkProblem }

/** A slug as the platform writes them: letters (any script), digits, `-` and `_`; nothing that leaves its path. */
const SLUG = new RegExp(`^[\\p{L}\\p{N}_-]{1,${MAX_SLUG}}$`, 'u')
const QUANTITY = /^\d{1,4}$/

/** Whether a link can name this slug (one with a `.`, a `,` or a space it cannot). */
export function isLinkSlug(slug: string): boolean {
  return SLUG.test(slug)
}

/**
 * An option's name as a link writes it and compares it: lower case, accents dropped, every run of other
 * characters a dash (`Taille M` → `taille-m`, `Échantillon gratuit` → `echantillon-gratuit`).
 */
export function variantKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** The `items` values of an address (`url.searchParams.getAll('items')`, already decoded) as lines, or what is wrong. */
export function parseCartLink(values: readonly string[]): ParsedLink {
  const text = values.join(',')
  if (text.length > CART_LINK_MAX_LENGTH) return { ok: false, problem: { kind: 'tooLong' } }
  const written = text
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean)
  if (written.length === 0) return { ok: false, problem: { kind: 'empty' } }
  if (written.length > CART_LINK_MAX_LINES)
    return { ok: false, problem: { kind: 'tooManyLines', count: written.length } }
  const lines = new Map<string, LinkLine>()
  for (const [index, line] of written.entries()) {
    const read = readLine(line)
    const fault = (f: LineFault): ParsedLink => ({
      ok: false,
      problem: { kind: 'line', line: index + 1, text: [...line].slice(0, QUOTED).join(''), fault: f },
    })
    if (typeof read === 'string') return fault(read)
    const key = `${read.slug}.${read.variant ?? ''}`
    const same = lines.get(key)
    if (same) {
      same.quantity += read.quantity
      if (same.quantity > CART_LINK_MAX_QUANTITY) return fault('quantity')
    } else lines.set(key, read)
  }
  return { ok: true, lines: [...lines.values()] }
}

function readLine(line: string): LinkLine | LineFault {
  const [head = '', quantityText, ...rest] = line.split(':')
  if (rest.length > 0) return 'quantity'
  const dot = head.indexOf('.')
  const slug = (dot < 0 ? head : head.slice(0, dot)).trim()
  if (!SLUG.test(slug)) return 'product'
  let variant: string | null = null
  if (dot >= 0) {
    const written = head.slice(dot + 1).trim()
    variant = variantKey(written)
    if (!variant || written.length > MAX_VARIANT || /\p{Cc}/u.test(written)) return 'variant'
  }
  let quantity = 1
  if (quantityText !== undefined) {
    const digits = quantityText.trim()
    quantity = QUANTITY.test(digits) ? Number(digits) : 0
    if (quantity < 1 || quantity > CART_LINK_MAX_QUANTITY) return 'quantity'
  }
  return { slug, variant, quantity }
}

/** The `items` value of these lines, readable as written: `pagne-wax.rouge:2,sac-raphia:1`. */
export function formatCartLink(lines: readonly LinkLine[]): string {
  return lines
    .map(
      ({ slug, variant, quantity }) =>
        `${encodeURIComponent(slug)}${variant ? `.${encodeURIComponent(variant)}` : ''}:${quantity}`,
    )
    .join(',')
}

/** The cart link's path and query for these lines (in the default language; `localPath` puts it in another). */
export function cartLinkPath(lines: readonly LinkLine[]): string {
  return `${CART_LINK_PATH}?${CART_LINK_PARAM}=${formatCartLink(lines)}`
}

interface NamedVariant {
  id: string | number
  nom: string
}

/**
 * The product's option a line names: the one whose name has its key, else the one whose id it is. Null when
 * none has (an option no longer offered), or when two have (the line cannot say which: never a guess).
 */
export function findVariant<V extends NamedVariant>(variants: readonly V[], key: string): V | null {
  const found = variants.filter((variant) => variantKey(variant.nom) === key || variantKey(String(variant.id)) === key)
  return found.length === 1 ? found[0]! : null
}

/**
 * How a link names one of a product's options: its name's key when that finds it alone, else its id; null when
 * neither does (two options named alike, one of them with a name that is the other's id).
 */
export function variantLinkKey(variants: readonly NamedVariant[], variant: NamedVariant): string | null {
  for (const key of [variantKey(variant.nom), variantKey(String(variant.id))])
    if (key && findVariant(variants, key) === variant) return key
  return null
}

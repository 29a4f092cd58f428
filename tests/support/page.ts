import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What a shopper's browser and screen reader make of one element: its role, its accessible name, its text. */
export interface Seen {
  role: string | null
  /** The name a screen reader reads: aria-label, else its text with images' alt texts. */
  name: string
  /** Its text as shown. */
  text: string
  /** The heading level of h1–h6, else null. */
  level: number | null
  attributes: Record<string, string>
  /** What is inside it, read the same way. */
  within: PageReader
}

export interface PageReader {
  /** Every element of this role, in the page's order, optionally only those whose name matches. */
  all(role: string, name?: string | RegExp): Seen[]
  /** The first element of this role whose name matches, or undefined. */
  get(role: string, name: string | RegExp): Seen | undefined
  /** The texts of the messages (role status or alert). */
  messages(): string[]
  /** The text, as shown, without scripts. */
  text(): string
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

/** The role each element has without a `role` attribute (a link needs an href, a field must not be hidden). */
const IMPLICIT_ROLES: Record<string, string> = {
  a: 'link',
  button: 'button',
  nav: 'navigation',
  main: 'main',
  footer: 'contentinfo',
  article: 'article',
  aside: 'complementary',
  form: 'form',
  img: 'img',
  p: 'paragraph',
  time: 'time',
  li: 'listitem',
  ul: 'list',
  ol: 'list',
  input: 'textbox',
  ...Object.fromEntries(HEADINGS.map((tag) => [tag, 'heading'])),
}

function implicitRole(element: Element): string | null {
  if (element.tagName === 'a' && attribute(element, 'href') === undefined) return null
  if (element.tagName === 'input' && attribute(element, 'type') === 'hidden') return null
  return IMPLICIT_ROLES[element.tagName] ?? null
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

/**
 * Text as shown, or as read by a screen reader (`asName`: images by their alt text, elements hidden from it left
 * out); scripts, templates and hidden elements left out either way.
 */
function textOf(node: Node, asName: boolean): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value
  if (!isElement(node))
    return 'childNodes' in node ? node.childNodes.map((child) => textOf(child, asName)).join('') : ''
  if (['script', 'style', 'template', 'noscript'].includes(node.tagName)) return ''
  if (attribute(node, 'hidden') !== undefined) return ''
  if (asName && attribute(node, 'aria-hidden') === 'true') return ''
  if (asName && node.tagName === 'img') return ` ${attribute(node, 'alt') ?? ''} `
  return node.childNodes.map((child) => textOf(child, asName)).join('')
}

/** Spaces folded as HTML folds them: the narrow no-break space of French typography is kept. */
const fold = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ').trim()

function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue
    if (child.tagName === 'script' || child.tagName === 'template') continue
    yield child
    yield* elements(child)
  }
}

/** The elements of a document by id, for the names given by `aria-labelledby`. */
type Ids = Map<string, Element>

function nameOf(element: Element, ids: Ids): string {
  const label = attribute(element, 'aria-label')
  if (label !== undefined) return fold(label)
  const labelledBy = attribute(element, 'aria-labelledby')
  if (labelledBy) {
    const labels = labelledBy.split(' ').map((id) => ids.get(id))
    return fold(labels.map((label) => (label ? textOf(label, true) : '')).join(' '))
  }
  return fold(element.tagName === 'img' ? (attribute(element, 'alt') ?? '') : textOf(element, true))
}

function seen(element: Element, ids: Ids): Seen {
  const name = nameOf(element, ids)
  const implicit = element.tagName === 'section' ? (name ? 'region' : null) : implicitRole(element)
  return {
    role: attribute(element, 'role') ?? implicit ?? null,
    name,
    text: fold(textOf(element, false)),
    level: HEADINGS.includes(element.tagName) ? Number(element.tagName[1]) : null,
    attributes: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
    get within() {
      return reader(element, ids)
    },
  }
}

function reader(root: Node, ids: Ids): PageReader {
  const all = [...elements(root)].map((element) => seen(element, ids))
  const matches = (name: string | RegExp, actual: string) =>
    typeof name === 'string' ? actual === name : name.test(actual)
  return {
    all: (role, name) =>
      all.filter((element) => element.role === role && (name === undefined || matches(name, element.name))),
    get: (role, name) => all.find((element) => element.role === role && matches(name, element.name)),
    messages: () => all.filter((element) => element.role === 'status' || element.role === 'alert').map((e) => e.text),
    text: () => fold(textOf(root, false)),
  }
}

/** A page's HTML as a shopper reads it: by roles, names and texts, never by class names. */
export function readPage(html: string): PageReader {
  const document = parse(html)
  const ids: Ids = new Map()
  for (const element of elements(document)) {
    const id = attribute(element, 'id')
    if (id) ids.set(id, element)
  }
  return reader(document, ids)
}

/** The header cart's count, as a screen reader reads it ("2 article(s)", "2 item(s)"); -1 when there is none. */
export function cartCount(html: string): number {
  const cart = readPage(html).all('link', /\d+ (article|item)\(s\)/)[0]
  return Number(cart?.name.match(/(\d+) (article|item)\(s\)/)?.[1] ?? -1)
}

import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What a shopper's browser and screen reader make of one element: its role, its accessible name, its text. */
export interface Seen {
  role: string | null
  /** The name a screen reader reads: aria-label, else its text with images' alt texts. */
  name: string
  /** Its text, what is shown and what only screen readers read. */
  text: string
  attributes: Record<string, string>
}

const IMPLICIT_ROLES: Record<string, (element: Element) => string | null> = {
  a: (element) => (attribute(element, 'href') === undefined ? null : 'link'),
  button: () => 'button',
  h1: () => 'heading',
  h2: () => 'heading',
  h3: () => 'heading',
  h4: () => 'heading',
  nav: () => 'navigation',
  main: () => 'main',
  footer: () => 'contentinfo',
  article: () => 'article',
  form: () => 'form',
  img: () => 'img',
  input: (element) => (attribute(element, 'type') === 'hidden' ? null : 'textbox'),
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
  if (!isElement(node)) return ''
  if (['script', 'style', 'template', 'noscript'].includes(node.tagName)) return ''
  if (attribute(node, 'hidden') !== undefined) return ''
  if (asName && attribute(node, 'aria-hidden') === 'true') return ''
  if (asName && node.tagName === 'img') return ` ${attribute(node, 'alt') ?? ''} `
  return node.childNodes.map((child) => textOf(child, asName)).join('')
}

/** Spaces folded as HTML folds them: the narrow no-break space of French typography is kept. */
const fold = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ').trim()

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) {
    if (node.tagName === 'script' || node.tagName === 'template') return
    yield node
  }
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child)
}

function seen(element: Element): Seen {
  const role = attribute(element, 'role') ?? IMPLICIT_ROLES[element.tagName]?.(element) ?? null
  const label = attribute(element, 'aria-label')
  return {
    role,
    name: fold(label ?? (element.tagName === 'img' ? (attribute(element, 'alt') ?? '') : textOf(element, true))),
    text: fold(textOf(element, false)),
    attributes: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
  }
}

/** A page's HTML as a shopper reads it: by roles, names and texts, never by class names. */
export function readPage(html: string) {
  const all = [...elements(parse(html))].map(seen)
  const matches = (name: string | RegExp, actual: string) =>
    typeof name === 'string' ? actual === name : name.test(actual)
  return {
    /** Every element of this role, in the page's order, optionally only those whose name matches. */
    all: (role: string, name?: string | RegExp) =>
      all.filter((element) => element.role === role && (name === undefined || matches(name, element.name))),
    /** The first element of this role whose name matches, or undefined. */
    get: (role: string, name: string | RegExp) =>
      all.find((element) => element.role === role && matches(name, element.name)),
    /** The texts of the page's messages (role status or alert). */
    messages: () => all.filter((element) => element.role === 'status' || element.role === 'alert').map((e) => e.text),
    /** The page's text, as shown and read, without its scripts. */
    text: () => fold(textOf(parse(html), false)),
  }
}

/** The header cart's count, as a screen reader reads it ("2 article(s)", "2 item(s)"); -1 when there is none. */
export function cartCount(html: string): number {
  const cart = readPage(html).all('link', /\d+ (article|item)\(s\)/)[0]
  return Number(cart?.name.match(/(\d+) (article|item)\(s\)/)?.[1] ?? -1)
}

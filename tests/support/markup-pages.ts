/**
 * Valid HTML, as the server sends it: html-validate (rules of .htmlvalidate.json) reads every main page of a demo
 * shop in one language, in each form a browser gets it — streamed (a browser that runs scripts, before they run),
 * sent whole (a browser without scripts, once it has the /no-js cookie) and with `Save-Data: on` (sent whole,
 * without any script) — plus the pages a form leads to: a cart with an item, the checkout sent back with its
 * errors, the cart's sharing view and, on demo, the customer area. The DOM the scripts leave is read by the browser
 * tests (tests/e2e/a11y.spec.ts). What the rules are: markupErrors (markup.ts).
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { localPath, type Language } from '../../app/lib/languages'
import { NO_SCRIPT_COOKIE } from '../../app/server/document.server'
import { markupErrors } from './markup'
import { BROWSER_UA, testAddress, type Storefront } from './storefront'

type Element = DefaultTreeAdapterMap['element']
type Node = DefaultTreeAdapterMap['node']

/** The seeded shops (demo-api/src/seed.ts) and the policies each has. */
export const MARKUP_SHOPS: Record<string, string[]> = {
  demo: ['about', 'refund', 'return'],
  mode: ['about', 'return'],
  nuit: ['refund'],
  marche: [],
}

/** The three forms of a document: what each browser asks with, and what else is checked of it. */
const FORMS = {
  streamed: { cookie: '', headers: {} },
  whole: { cookie: `${NO_SCRIPT_COOKIE}=1`, headers: {} },
  'Save-Data': { cookie: '', headers: { 'Save-Data': 'on' } },
} as const
type Form = keyof typeof FORMS

/**
 * A browser of one shop in one language: its own cookies (a cart, a login) and address; `check` validates a page in
 * the forms asked and gathers what is wrong in `errors`.
 */
export class MarkupReader {
  readonly errors: string[] = []
  private readonly cookies = new Map<string, string>()
  private readonly address = testAddress()

  constructor(
    private readonly shop: Storefront,
    readonly slug: string,
    readonly language: Language,
  ) {}

  /** A path in the reader's language. */
  local(pathname: string): string {
    return localPath(this.language, pathname)
  }

  /** The page at `pathname` in one `form`; a form sent (`init.body`) follows its redirects, as a browser does. */
  async fetch(
    pathname: string,
    form: Form = 'whole',
    init: { method?: string; body?: URLSearchParams; follow?: boolean } = {},
  ): Promise<{ status: number; html: string; location: string | null }> {
    const { cookie, headers } = FORMS[form]
    const cookies = [...[...this.cookies].map(([k, v]) => `${k}=${v}`), cookie].filter(Boolean).join('; ')
    const res = await this.shop.fetch(this.slug, pathname, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        'User-Agent': BROWSER_UA,
        'CF-Connecting-IP': this.address,
        ...(cookies ? { Cookie: cookies } : {}),
        ...(init.body
          ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.shop.origin(this.slug) }
          : {}),
        ...headers,
      },
      body: init.body,
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (/Max-Age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq))
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const location = res.headers.get('Location')
    if (location && res.status >= 300 && res.status < 400 && (init.body || init.follow)) {
      await res.body?.cancel()
      const next = new URL(location, this.shop.origin(this.slug))
      return this.fetch(next.pathname + next.search, form, { follow: true })
    }
    return { status: res.status, html: await res.text(), location }
  }

  /** Validates the page at `pathname` (already in the reader's language) in each of `forms`; returns its whole form's HTML. */
  async check(pathname: string, what: string, forms: Form[] = ['streamed', 'whole', 'Save-Data']): Promise<string> {
    let whole = ''
    for (const form of forms) {
      const { status, html, location } = await this.fetch(pathname, form)
      const label = `${this.slug} ${this.language} ${what} (${form})`
      if (status >= 300 && status < 400) {
        this.errors.push(`${label}: redirected to ${location}`)
        continue
      }
      if (form === 'whole') {
        whole = html
        if (html.includes('/no-js?to=')) this.errors.push(`${label}: offers the way out to /no-js`)
      }
      // Structured data (JSON-LD) is no script: nothing runs it.
      if (form === 'Save-Data' && /<script\b(?![^>]*type="application\/ld\+json")/i.test(html))
        this.errors.push(`${label}: a script`)
      this.errors.push(...(await markupErrors(html, label)))
    }
    return whole
  }

  /**
   * Sends the form `selector` (`#add-to-cart`, `.checkout`) of the page at `pathname` (its `html`) with its first
   * submit button, as a browser without scripts would, with `fields` changed.
   */
  async submit(pathname: string, html: string, selector: string, fields: Record<string, string> = {}) {
    const form = findForm(parse(html), selector)
    if (!form) throw new Error(`${this.slug} ${this.language}: no form ${selector} on ${pathname}`)
    const body = new URLSearchParams({ ...formFields(form), ...fields })
    return this.fetch(attr(form, 'action') || pathname, 'whole', { method: 'POST', body })
  }
}

/** The first `href` of the page starting with `prefix`. */
export function firstHref(html: string, prefix: string): string {
  const href = html.match(new RegExp(`href="(${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^"]*)"`))?.[1]
  if (!href) throw new Error(`no link to ${prefix}…`)
  return href.replaceAll('&amp;', '&')
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child)
  if ('content' in node) yield* elements(node.content as Node)
}

function findForm(root: Node, selector: string): Element | undefined {
  const matches = (e: Element) =>
    selector.startsWith('#')
      ? attr(e, 'id') === selector.slice(1)
      : (attr(e, 'class') ?? '').split(/\s+/).includes(selector.slice(1))
  for (const e of elements(root)) if (e.tagName === 'form' && matches(e)) return e
  return undefined
}

/** What a form sends as it stands: its inputs' values, checked boxes and radios, selected options and text areas. */
function formFields(form: Element): Record<string, string> {
  const fields: Record<string, string> = {}
  let pressed = false
  for (const e of elements(form)) {
    const name = attr(e, 'name')
    if (!name || attr(e, 'disabled') !== undefined) continue
    const type = attr(e, 'type') ?? (e.tagName === 'button' ? 'submit' : 'text')
    if (type === 'submit' && (e.tagName === 'button' || e.tagName === 'input')) {
      // The first submit button is the one pressed: its name and value are sent.
      if (!pressed) fields[name] = attr(e, 'value') ?? ''
      pressed = true
    } else if (e.tagName === 'input') {
      if (type === 'button') continue
      if ((type === 'radio' || type === 'checkbox') && attr(e, 'checked') === undefined) continue
      fields[name] = attr(e, 'value') ?? (type === 'checkbox' ? 'on' : '')
    } else if (e.tagName === 'select') {
      const options = [...elements(e)].filter((o) => o.tagName === 'option')
      const chosen = options.find((o) => attr(o, 'selected') !== undefined) ?? options[0]
      fields[name] = chosen ? (attr(chosen, 'value') ?? '') : ''
    } else if (e.tagName === 'textarea') {
      const text = e.childNodes.find((c) => c.nodeName === '#text') as { value?: string } | undefined
      fields[name] = text?.value ?? ''
    }
  }
  return fields
}

/** Every main page of `slug` in `language`, and the pages its forms lead to, read by `reader`; returns what is wrong. */
export async function readMainPages(shop: Storefront, slug: string, language: Language): Promise<string[]> {
  const reader = new MarkupReader(shop, slug, language)
  const local = (p: string) => reader.local(p)
  const home = await reader.check(local('/'), 'home')
  const category = firstHref(home, local('/category/'))
  const product = firstHref(home, local('/products/'))
  await reader.check(local('/categories'), '/categories')
  await reader.check(category, 'category')
  const productPage = await reader.check(product, 'product')
  await reader.check(local('/search?q=a'), 'search')
  const blog = await reader.check(local('/blog'), '/blog')
  await reader.check(firstHref(blog, local('/blog/article-')), 'article')
  for (const policy of MARKUP_SHOPS[slug] ?? []) await reader.check(local(`/policy/${policy}`), `/policy/${policy}`)
  await reader.check(local('/politique-de-confidentialite'), 'privacy')
  await reader.check(local('/contact'), '/contact')
  await reader.check(local('/login'), '/login')
  await reader.check(local('/register'), '/register')
  await reader.check(local('/page-qui-n-existe-pas'), '404')

  const added = await reader.submit(product, productPage, '#add-to-cart')
  if (added.status !== 200) reader.errors.push(`${slug} ${language} add to cart: ${added.status}`)
  const cart = await reader.check(local('/cart'), 'cart with an item', ['streamed', 'whole'])
  const refused = await reader.submit(local('/cart'), cart, '.checkout', {
    intent: 'checkout',
    clientName: '',
    clientTel: '',
  })
  if (refused.status !== 400) reader.errors.push(`${slug} ${language} checkout with errors: ${refused.status}`)
  reader.errors.push(...(await markupErrors(refused.html, `${slug} ${language} checkout with its errors`)))
  const sharing = await reader.fetch(local('/cart/share'))
  const view = sharing.location ? new URL(sharing.location, 'http://x') : null
  if (view) await reader.check(view.pathname + view.search, 'cart link, sharing view')
  else reader.errors.push(`${slug} ${language} /cart/share: ${sharing.status}, no redirect`)
  await reader.check(local(`/cart-link?items=${product.split('/').pop()}:2,sans-suite`), 'cart link')
  await reader.check(local('/cart-link?items=a:0'), 'unreadable cart link')

  if (slug === 'demo') {
    const login = await reader.fetch(local('/login'), 'whole', {
      method: 'POST',
      body: new URLSearchParams({
        email: 'client@demo.test',
        password: 'Client-2026!',
        redirectTo: '/customer/orders',
      }),
    })
    if (login.status !== 200) reader.errors.push(`${slug} ${language} sign-in: ${login.status}`)
    const orders = await reader.check(local('/customer/orders'), 'customer orders', ['streamed', 'whole'])
    await reader.check(firstHref(orders, local('/customer/orders/')), 'customer order', ['streamed', 'whole'])
    await reader.check(local('/customer/settings'), 'customer settings', ['streamed', 'whole'])
  }
  return reader.errors
}

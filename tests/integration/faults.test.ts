/**
 * The fault matrix: every platform call a shopper depends on (the shop lookup, each catalogue
 * call, the cart, each cart write, the order) answered with each fault of tests/support/fault-proxy.ts.
 * For each: the status and the screen or message the shopper gets; for writes, after the platform
 * recovers, the cart is intact and no write reached the platform twice.
 * The matrix is printed at the end (and kept in docs/testing.md, "Platform faults").
 * Each case uses a shop label of its own, so the cases run several at a time (the slow ones each wait
 * for the storefront's timeout); those where the whole platform refuses connections run one at a time,
 * after them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fr } from '../../app/i18n/fr'
import { checkoutForm, checkoutKeyIn } from '../support/checkout-form'
import { startDemoApi, type DemoApi } from '../support/demo-api'
import { FAULTS, startFaultProxy, type Call, type Fault, type FaultProxy } from '../support/fault-proxy'
import { Shopper } from '../support/shopper'
import { startStorefront, warmUp, type Storefront } from '../support/storefront'
import { cartCount } from '../support/page'

/** The storefront's API_TIMEOUT_MS here; a slow answer comes 1.5 s after it. */
const TIMEOUT_MS = 2500
const MICRO_ONDES = { id: 1004, slug: 'micro-ondes-25-l', name: 'Micro-ondes 25 L' } // demo, in stock
const CATEGORY = 'electromenager'

const running = {} as { api: DemoApi; platform: FaultProxy; shop: Storefront }

beforeAll(async () => {
  running.api = await startDemoApi()
  running.platform = await startFaultProxy(running.api.url, { slowMs: TIMEOUT_MS + 1500 })
  running.shop = await startStorefront({ apiUrl: running.platform.url, env: { API_TIMEOUT_MS: String(TIMEOUT_MS) } })
  await warmUp(running.shop, 'warm')
})

afterAll(async () => {
  await running.shop?.dispose()
  await running.platform?.dispose()
  await running.api?.dispose()
})

const title = (code: string) => fr.failure.title.replace('{{code}}', code)
const network = title(fr.failure.networkCode)

/** The storefront's status for each fault, on a page or an action whose platform answer it needs. */
const STATUS: Record<Fault, number> = {
  down: 503,
  refused: 503,
  slow: 504,
  '500': 502,
  '401': 401,
  malformed: 502,
  truncated: 502,
  shape: 502,
}

interface Row {
  name: string
  call: Call
  /** A write: the cart is checked after the platform recovers. */
  write?: boolean
  /** Whatever the shopper did before the fault (a cart to act on, the shop in the cache). */
  prepare?: (shopper: Shopper) => Promise<Record<string, string>>
  /** What the shopper does while the platform fails. */
  act: (shopper: Shopper, prepared: Record<string, string>) => Promise<{ status: number; html: string }>
  /** The status when the page is streamed and the failing part arrives later (the page itself is sent). */
  streamed?: boolean
  /** The screen or message the shopper sees (by fault when it depends on it). */
  screen: (fault: Fault) => string
  /**
   * Faults this call answers otherwise, with the status then: an answer of another shape that the
   * contract accepts (every field of it is optional), or a fault that stops an earlier call of the page.
   */
  otherwise?: Partial<Record<Fault, number>>
}

const visitShop = async (shopper: Shopper) => {
  await shopper.get('/politique-de-confidentialite') // the shop (and its settings) are now cached
  return {}
}

/** One line of the micro-wave oven in the cart; returns the line's id. */
const withCart = async (shopper: Shopper) => {
  await shopper.post('/cart', { intent: 'add', produitId: MICRO_ONDES.id, quantity: 2, redirectTo: '/cart' })
  const page = await shopper.get('/cart')
  return {
    itemId: page.html.match(/name="itemId" value="([^"]+)"/)?.[1] ?? '',
    checkoutKey: checkoutKeyIn(page.html),
  }
}

const ROWS: Row[] = [
  {
    name: 'shop lookup',
    call: 'GET /store/shop-data',
    act: (s) => s.get('/'),
    screen: (fault) =>
      fault === '401' ? fr.failure.unauthorizedTitle : fault === '500' ? fr.failure.status500 : fr.failure.network,
  },
  {
    name: 'home',
    call: 'GET /home',
    prepare: visitShop,
    act: (s) => s.get('/'),
    screen: () => fr.home.loadError,
    otherwise: { shape: 200 }, // sliders and sections are optional: another shape is an empty home
  },
  {
    name: 'categories',
    call: 'GET /categories',
    prepare: visitShop,
    act: (s) => s.get('/categories'),
    screen: () => fr.catalogue.collectionsError,
  },
  {
    name: 'category',
    call: 'GET /categories/slug/:slug',
    prepare: visitShop,
    act: (s) => s.get(`/categories/${CATEGORY}`),
    screen: () => fr.catalogue.categoryError,
  },
  {
    name: 'category products',
    call: 'GET /categories/slug/:slug/products',
    prepare: visitShop,
    act: (s) => s.get(`/categories/${CATEGORY}`),
    streamed: true,
    screen: () => fr.catalogue.productsError,
    otherwise: { refused: 503 }, // the category itself is refused first
  },
  {
    name: 'product',
    call: 'GET /produits/slug/:slug',
    prepare: visitShop,
    act: (s) => s.get(`/products/${MICRO_ONDES.slug}`),
    screen: () => fr.product.cannotLoad,
  },
  {
    name: 'search',
    call: 'GET /products/search',
    prepare: visitShop,
    act: (s) => s.get('/search?q=micro'),
    streamed: true,
    screen: () => fr.search.error,
  },
  {
    name: 'cart',
    call: 'GET /cart',
    prepare: withCart,
    act: (s) => s.get('/cart'),
    screen: () => fr.cart.loadError,
  },
  {
    name: 'add to cart',
    call: 'POST /cart/items',
    write: true,
    prepare: withCart,
    act: (s) => s.post('/cart', { intent: 'add', produitId: MICRO_ONDES.id, quantity: 1, redirectTo: '/cart' }),
    screen: (fault) => (fault === '401' ? 'Unauthenticated.' : fr.cart.addError),
    otherwise: { shape: 303 }, // the answer's id is optional: the item was added
  },
  {
    name: 'update quantity',
    call: 'PUT /cart/items/:id',
    write: true,
    prepare: withCart,
    act: (s, { itemId }) => s.post('/cart', { intent: 'update', itemId: itemId!, quantity: 3, redirectTo: '/cart' }),
    screen: (fault) => (fault === '401' ? 'Unauthenticated.' : fr.cart.updateError),
    otherwise: { shape: 303 }, // the answer is only read for a message
  },
  {
    name: 'remove from cart',
    call: 'DELETE /cart/items/:id',
    write: true,
    prepare: withCart,
    act: (s, { itemId }) => s.post('/cart', { intent: 'remove', itemId: itemId!, redirectTo: '/cart' }),
    screen: (fault) => (fault === '401' ? 'Unauthenticated.' : fr.cart.removeError),
    otherwise: { shape: 303 }, // the answer is only read for a message
  },
  {
    name: 'promo code',
    call: 'POST /promo-code/validate',
    write: true,
    prepare: withCart,
    act: (s) => s.post('/cart', { intent: 'promo', promoCode: 'BIENVENUE10', redirectTo: '/cart' }),
    screen: (fault) => (fault === '401' ? 'Unauthenticated.' : fr.promo.invalid),
    otherwise: { shape: 400 }, // no discount amount where it is expected: the code is refused
  },
  {
    name: 'place the order',
    call: 'POST /orders',
    write: true,
    prepare: withCart,
    act: (s, { checkoutKey }) => s.post('/cart', checkoutForm(checkoutKey!, 'cash_on_delivery')),
    screen: () => fr.checkout.orderError,
  },
]

/** What each case gave, printed as the matrix at the end. */
const observed = new Map<string, number>()
let next = 0

afterAll(() => {
  const head = `| call | ${FAULTS.join(' | ')} |`
  const rule = `|${' --- |'.repeat(FAULTS.length + 1)}`
  const lines = ROWS.map(
    (row) => `| ${row.name} | ${FAULTS.map((f) => observed.get(`${row.name} ${f}`) ?? '–').join(' | ')} |`,
  )
  console.log(['Fault matrix (storefront status per platform fault):', head, rule, ...lines].join('\n'))
})

/** Faults that touch one call of one shop: several cases at a time. */
describe.concurrent('one call of one shop fails', () => {
  describe.each(ROWS)('$name ($call)', (row) => {
    it.each(FAULTS.filter((fault) => fault !== 'refused'))('%s', (fault) => check(row, fault))
  })
})

/** Nothing listens: every call of every shop is refused, so these cases run one at a time. */
describe('the platform refuses connections', () => {
  it.each(ROWS)('$name ($call)', (row) => check(row, 'refused'))
})

async function check(row: Row, fault: Fault): Promise<void> {
  const { platform, shop } = running
  const label = `f${++next}`
  const shopper = new Shopper(shop, label)
  const prepared = (await row.prepare?.(shopper)) ?? {}
  const before = row.write ? await cartOf(shopper) : null
  const writesBefore = platform.writes(label, row.call).length

  if (fault === 'refused') await platform.refuse()
  else platform.fail(label, row.call, fault)
  let result
  try {
    result = await row.act(shopper, prepared)
  } finally {
    await platform.recover(label)
  }
  observed.set(`${row.name} ${fault}`, result.status)

  const otherwise = row.otherwise?.[fault]
  if (otherwise !== undefined) {
    expect(result.status).toBe(otherwise)
  } else {
    expect(result.status).toBe(row.streamed ? 200 : STATUS[fault])
    const shown = result.status === 303 ? (await shopper.get('/cart')).html : result.html
    expect(shown).toContain(row.screen(fault))
  }
  const page = result.status === 303 ? (await shopper.get('/cart')).html : result.html
  if (row.name === 'shop lookup') {
    expect(result.html).toContain(
      `<title>${fault === '401' ? fr.failure.unauthorizedTitle : fault === '500' ? title('500') : network}</title>`,
    )
  } else {
    expect(page).toContain('Boutique') // inside the shop's own layout, not a bare error
  }

  if (!row.write || !before) return
  // The platform is back: the same cart, changed at most by the one write that reached it.
  const made = platform.writes(label, row.call).length - writesBefore
  expect(made).toBeLessThanOrEqual(1)
  const after = await cartOf(shopper)
  expect(after.count).toBe(after.lines.length === 0 ? 0 : Number(after.lines[0]!.split(' × ')[1]))
  if (row.call === 'POST /orders') {
    // An order that was placed empties the cart; one that was not leaves it as it was.
    expect(after.lines).toEqual(made === 1 && result.status === 303 ? [] : before.lines)
  } else if (made === 0 || row.call === 'POST /promo-code/validate') {
    expect(after.lines).toEqual(before.lines)
  } else {
    expect(after.lines).toEqual(expectedAfter(row.call, before.lines))
  }
}

/** The cart as the shopper sees it on /cart: "name × quantity" lines and the header's count. */
async function cartOf(shopper: Shopper): Promise<{ lines: string[]; count: number }> {
  const page = await shopper.get('/cart')
  const names = [...page.html.matchAll(/class="cart-line__name">([^<]*)/g)].map((m) => m[1]!)
  const quantities = [...page.html.matchAll(/<output[^>]*>(\d+)<\/output>/g)].map((m) => m[1]!)
  return { lines: names.map((name, i) => `${name} × ${quantities[i] ?? '?'}`), count: headerCount(page.html) }
}

/** The lines after one write of `call` reached the platform, from the prepared cart (2 micro-wave ovens). */
function expectedAfter(call: Call, lines: string[]): string[] {
  switch (call) {
    case 'POST /cart/items':
    case 'PUT /cart/items/:id':
      return [`${MICRO_ONDES.name} × 3`]
    case 'DELETE /cart/items/:id':
      return []
    default:
      return lines
  }
}

describe('a cart the platform no longer knows', () => {
  it('is counted in the header as the page shows it: empty, on that page and the next', async () => {
    const shopper = new Shopper(running.shop, 'dropped')
    await withCart(shopper)
    expect((await cartOf(shopper)).count).toBe(2)
    // The platform drops the cart (expired, or cleaned up): its id is now unknown upstream.
    const db = await running.api.mf.getD1Database('DB')
    await db.prepare('DELETE FROM carts WHERE rowid = (SELECT MAX(rowid) FROM carts)').run()

    const page = await shopper.get('/cart')
    expect(page.status).toBe(200)
    expect(page.html).toContain(fr.cart.empty)
    expect(headerCount(page.html)).toBe(0)
    expect(headerCount((await shopper.get('/politique-de-confidentialite')).html)).toBe(0)
  })
})

function headerCount(html: string): number {
  return cartCount(html)
}

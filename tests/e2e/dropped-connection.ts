/**
 * What the dropped-connection journeys share (dropped-connection*.spec.ts): a page opened as a shopper has it, an
 * answer cut after the storefront acted, the notices, a checkout ready to send, and the platform's one order.
 */
import { request as httpRequest } from 'node:http'
import { expect, test, type Page, type Request } from '@playwright/test'
import { addToCart, cartCount, chooseDelivery, fillContact, fillContactMessage } from './forms'
import { exactly, fill, t } from './language'
import { sentBy } from './platform'
import { shopUrl } from './shops'

export function failOnUncaught(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
  return errors
}

/** A page whose late parts (the notice's code among them) have loaded, as a shopper's has once it is shown. */
export async function open(page: Page, path: string) {
  await page.goto(shopUrl('demo', path))
  await page.waitForLoadState('networkidle')
}

/**
 * The storefront does the next send, but its answer is cut on the way back to the page. The test sends the request
 * on itself, as the page made it (its host, cookies and origin: Node does not resolve `*.localhost`, so to the
 * loopback address with the page's `Host`), reads the whole answer, and then cuts the page's connection. An answer
 * other than the storefront acting (2xx or a redirect) fails the test: the case it is for did not happen.
 * With JavaScript the send is a `.data` request; without it, the browser's own navigation. `done`: the answer is cut
 * and the browser's cache back on.
 */
export async function cutNextAnswer(page: Page): Promise<{ done: Promise<void> }> {
  let cut = false
  let settle = () => {}
  const done = new Promise<void>((resolve) => (settle = resolve))
  await page.route('**/*', async (route) => {
    const request = route.request()
    const send = request.method() === 'POST' && (request.isNavigationRequest() || /\.data(\?|$)/.test(request.url()))
    if (cut || !send) return route.fallback()
    cut = true
    const status = await sendPastThePage(request)
    await route.abort('connectionreset')
    if (status >= 400) throw new Error(`the storefront refused the send whose answer was to be cut: ${status}`)
    // Routing turns the browser's cache off; Back from the error page reads it, as a shopper's browser does.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    settle()
  })
  return { done }
}

/** Sends the page's request to the storefront from the test: its answer's status, once the answer is read whole. */
function sendPastThePage(request: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url())
    void request.allHeaders().then((headers) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname + url.search,
          method: request.method(),
          headers: { ...headers, host: url.host },
        },
        (answer) => {
          answer.resume()
          answer.on('end', () => resolve(answer.statusCode ?? 0))
        },
      )
      sent.on('error', reject)
      sent.end(request.postDataBuffer() ?? undefined)
    }, reject)
  })
}

/** The next send's answer, once it has come whole: a later page may be opened without cutting it short. */
export function nextAnswer(page: Page) {
  return page.waitForResponse((response) => response.request().method() === 'POST')
}

/**
 * One row of `npm run flaky` (tests/e2e/flaky-reporter.ts): the form, how the connection dropped, and what the
 * shopper read then. The row's "done once" and "kept" are the test's own assertions: it passed or not.
 */
export function report(form: string, dropped: 'offline' | 'answer lost' | 'answer late', read: string) {
  test.info().annotations.push({ type: 'dropped', description: JSON.stringify({ form, dropped, read }) })
}

/** What the page's notice says (app/sending/SendNotice.tsx), as one line. */
export async function noticeText(page: Page): Promise<string> {
  return (await page.locator('.send-notice').innerText()).replace(/\s+/g, ' ').trim()
}

/** The notice of a send the browser did not make, and what it says of the connection. */
export async function expectNotSent(page: Page) {
  await expect(page.getByText(t.sending.unsent)).toBeVisible()
  await expect(page.getByText(t.sending.offline)).toBeVisible()
  await expect(page.getByText(t.failure.unknownTitle)).toHaveCount(0)
}

/** A keyed send whose answer was lost: the page says the shop is being asked again. */
export async function expectAsking(page: Page) {
  await expect(page.getByText(t.sending.asking)).toBeVisible()
}

/** The platform's answer to an add, as the product page says it (the count alone moves before the answer). */
export async function expectAdded(page: Page) {
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity: 1, name }))).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText('1')
}

export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cm`

/** A cart with one product, the checkout filled for cash on delivery by a shopper of her own address. */
export async function readyToOrder(page: Page): Promise<{ email: string; zone: string }> {
  await addToCart(page, 'demo', 'micro-ondes-25-l')
  await open(page, '/cart')
  await fillContact(page)
  const email = uniqueEmail('awa')
  await page.getByLabel(t.checkout.clientEmail).fill(email)
  await chooseDelivery(page, 'Cameroun', 'Douala', /^Akwa/)
  const zone = await page.getByLabel(t.checkout.zone).inputValue()
  await page.getByLabel(t.checkout.cashOnDelivery).check()
  return { email, zone }
}

export async function expectPlacedOnce(page: Page, email: string) {
  await expect(page).toHaveURL(shopUrl('demo', '/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  expect((await sentBy('demo', email)).orders).toBe(1)
}

/** The signed-in customer's past order whose radio is no longer sold (seeded), opened from the orders list. */
async function openPastOrder(page: Page) {
  await page.getByLabel(t.account.email).fill('client@demo.test')
  await page.getByLabel(t.account.password).fill('Client-2026!')
  await page.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(shopUrl('demo', '/customer/orders'))
  await page.locator('.orders__item').filter({ hasText: t.customer.status.list.danger }).click()
  await expect(page.getByRole('button', { name: t.customer.orderAgain })).toBeVisible()
}

/** The cart page with one line of the microwave oven. */
async function cartWithOneLine(page: Page) {
  await addToCart(page, 'demo', 'micro-ondes-25-l')
  await open(page, '/cart')
}

const line = (page: Page) => page.locator('.cart-line')

/**
 * Forms whose send the network fails are the same story, with JavaScript or without, offline at the press or the
 * answer lost after the storefront acted: typed, kept (on the page, or Back from the browser's error page), said,
 * and done once sent again.
 */
export interface SentForm {
  form: string
  path: string
  /** `email`: an address of this test's own. */
  fill: (page: Page, email: string) => Promise<void>
  send: (page: Page) => Promise<void>
  kept: (page: Page, email: string) => Promise<void>
  /** Back from the browser's error page, what a browser never gives back: a password. */
  retype?: (page: Page) => Promise<void>
  done: (page: Page) => Promise<void>
  /** Sent again after its answer was lost, when the shop says it had done it already: by default `done`. */
  doneAgain?: (page: Page) => Promise<void>
  /** What the platform holds once the form is done: one of what was sent, never two. */
  once?: (page: Page, email: string) => Promise<void>
  /** The form carries a one-time key: with JavaScript, its answer lost, it asks the shop again by itself. */
  keyed?: boolean
}

export const SENT_FORMS: SentForm[] = [
  {
    form: 'contact',
    path: '/contact',
    fill: (page, email) =>
      fillContactMessage(page.locator('form.contact__form'), {
        name: 'Awa Ndiaye',
        email: email,
        subject: 'Livraison',
        text: 'Ma commande n’est pas arrivée',
      }),
    send: (page) => page.locator('form.contact__form').getByRole('button', { name: t.contact.send }).click(),
    kept: async (page, email) => {
      await expect(page.getByLabel(t.contact.message)).toHaveValue('Ma commande n’est pas arrivée')
      await expect(page.getByLabel(t.contact.email)).toHaveValue(email)
    },
    done: (page) => expect(page.getByText(t.contact.sent)).toBeVisible(),
    once: async (_, email) => expect((await sentBy('demo', email)).messages).toBe(1),
    keyed: true,
  },
  {
    form: 'add to cart',
    path: '/products/micro-ondes-25-l',
    fill: (page) => expect(cartCount(page)).toHaveText('0'),
    send: (page) => page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click(),
    // Nothing added, not even for a moment in the count.
    kept: (page) => expect(cartCount(page)).toHaveText('0'),
    done: expectAdded,
    once: async (page) => {
      await open(page, '/cart')
      await expect(line(page).locator('output')).toHaveText('1')
    },
    keyed: true,
  },
  {
    form: 'newsletter',
    path: '/categories',
    fill: (page, email) => page.locator('#newsletter').getByLabel(t.newsletter.label).fill(email),
    send: (page) => page.locator('#newsletter').getByRole('button', { name: t.newsletter.submit }).click(),
    kept: (page, email) => expect(page.locator('#newsletter').getByLabel(t.newsletter.label)).toHaveValue(email),
    done: (page) => expect(page.locator('#newsletter').getByRole('status')).toHaveText(t.newsletter.success),
    // The address is subscribed: the shop says so, and holds it once.
    doneAgain: (page) => expect(page.locator('#newsletter').getByText(t.newsletter.already)).toBeVisible(),
    once: async (_, email) => expect((await sentBy('demo', email)).subscriptions).toBe(1),
  },
  {
    form: 'sign-in',
    // As the header's link opens it: the form's address is the page's own.
    path: '/login?redirectTo=%2Fcustomer',
    fill: async (page) => {
      await page.getByLabel(t.account.email).fill('client@demo.test')
      await page.getByLabel(t.account.password).fill('Client-2026!')
    },
    send: (page) => page.getByRole('button', { name: t.account.login }).click(),
    kept: (page) => expect(page.getByLabel(t.account.email)).toHaveValue('client@demo.test'),
    retype: (page) => page.getByLabel(t.account.password).fill('Client-2026!'),
    done: (page) => expect(page).not.toHaveURL(/\/login/),
  },
  {
    form: 'promo code',
    path: '/cart',
    fill: async (page) => {
      await cartWithOneLine(page)
      await page.getByLabel(t.promo.label).fill('BIENVENUE10')
    },
    send: (page) => page.getByRole('button', { name: t.promo.apply }).click(),
    kept: (page) => expect(page.getByLabel(t.promo.label)).toHaveValue('BIENVENUE10'),
    done: (page) => expect(page.locator('.summary__discount')).toContainText('BIENVENUE10'),
    once: async (page) => {
      await open(page, '/cart')
      await expect(page.locator('.summary__discount')).toHaveCount(1)
    },
  },
  {
    form: 'registration',
    path: '/register',
    fill: async (page, email) => {
      await page.getByLabel(t.account.prenom).fill('Jean')
      await page.getByLabel(t.account.nom, { exact: true }).fill('Mbarga')
      await page.getByLabel(t.account.email).fill(email)
      await page.getByLabel(t.account.password).fill('Secret-2026!')
      await page.getByLabel(t.account.telephone).fill('677 11 22 33')
      await page.getByLabel(t.account.adresse).fill('3 avenue Kennedy')
      await page.getByLabel(t.account.ville).fill('Yaoundé')
    },
    send: (page) => page.getByRole('button', { name: t.account.register }).click(),
    kept: (page, email) => expect(page.getByLabel(t.account.email)).toHaveValue(email),
    retype: (page) => page.getByLabel(t.account.password).fill('Secret-2026!'),
    done: (page) => expect(page).toHaveURL(/\/customer\/orders$/),
    once: async (_, email) => expect((await sentBy('demo', email)).accounts).toBe(1),
    keyed: true,
  },
  {
    form: 'cart link',
    path: '/cart-link?items=micro-ondes-25-l:2',
    fill: async () => {},
    send: (page) => page.getByRole('button', { name: t.cartLink.add }).click(),
    kept: (page) => expect(page.getByRole('button', { name: t.cartLink.add })).toBeVisible(),
    done: async (page) => {
      await expect(line(page).locator('output')).toHaveText('2')
      await expect(cartCount(page)).toHaveText('2')
    },
    once: async (page) => {
      await open(page, '/cart')
      await expect(line(page).locator('output')).toHaveText('2')
    },
    keyed: true,
  },
  {
    form: 'cart quantity',
    path: '/',
    fill: cartWithOneLine,
    send: (page) => line(page).getByRole('button', { name: t.cart.increase }).click(),
    // The quantity the cart holds, not the one that was not sent.
    kept: (page) => expect(line(page).locator('output')).toHaveText('1'),
    done: (page) => expect(line(page).locator('output')).toHaveText('2'),
    once: async (page) => {
      await open(page, '/cart')
      await expect(line(page).locator('output')).toHaveText('2')
    },
  },
  {
    form: 'cart removal',
    path: '/',
    fill: cartWithOneLine,
    send: (page) => line(page).getByRole('button', { name: t.cart.remove }).click(),
    kept: (page) => expect(line(page)).toHaveCount(1),
    done: async (page) => {
      await expect(line(page)).toHaveCount(0)
      await expect(cartCount(page)).toHaveText('0')
    },
    once: async (page) => {
      await open(page, '/cart')
      await expect(line(page)).toHaveCount(0)
    },
  },
  {
    form: 'order again',
    path: '/login?redirectTo=%2Fcustomer%2Forders',
    fill: openPastOrder,
    send: (page) => page.getByRole('button', { name: t.customer.orderAgain }).click(),
    kept: (page) => expect(page.getByRole('button', { name: t.customer.orderAgain })).toBeVisible(),
    done: async (page) => {
      await expect(page).toHaveURL(shopUrl('demo', '/cart'))
      await expect(line(page)).toHaveCount(1)
    },
    once: async (page) => {
      await open(page, '/cart')
      await expect(line(page)).toHaveCount(1)
      await expect(cartCount(page)).toHaveText('1')
    },
    keyed: true,
  },
]

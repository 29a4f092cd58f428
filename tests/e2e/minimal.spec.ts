/**
 * The whole storefront against `minimal`, the stand-in shop whose every answer has exactly the fields the
 * spec names (demo-api/src/spec-fields.ts): every page of the spec and every action, with JavaScript on
 * (js-on) and off (js-off). No page or data answer may be a 5xx, and every amount shown is the one the
 * platform has: prices and zones are read from the platform itself, an order's amounts from its
 * `GET /orders/by-numcommande/{n}`.
 */
import type { Page } from '@playwright/test'
import { expect, expectHydrated, tapOnceInView, test } from './fixtures'
import { sendContactMessage, sendRegistration } from './forms'
import { exactly, fill, jsOn, language, local, price, t } from './language'
import { lastMailLink, platform } from './platform'
import { shopUrl } from './shops'
import { failNoServerError } from './server-errors'

const SHOP = 'minimal'
const PASSWORD = 'Client-2026!'
/** A product with variants (the journeys choose its second one), and one without. */
const WITH_VARIANTS = 'cahier-200-pages-petits-carreaux'
const PLAIN = 'carnet-de-notes-a-spirale'

const url = (path: string) => shopUrl(SHOP, path)
/** An amount as shown ('1 700,00 XAF', in English 'FCFA 1,700'), as a number. */
const amountOf = (text: string) =>
  language() === 'en' ? Number(text.replace(/[^\d.]/g, '')) : Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
const cartCount = (page: Page) => page.getByRole('banner').locator('.header__count')

interface Product {
  nom: string
  prix: number
  variants: { id: number; nom: string; prix: number }[]
}
interface Zone {
  id: number
  name: string
  price: number
}
interface Amounts {
  montantTotal: number
  shippingCost: number
  reduction: number
}

failNoServerError(SHOP)

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(url(path))
  expect(response?.status(), path).toBe(status)
}

async function addToCart(page: Page, slug: string, options: { variant?: string; quantity?: number } = {}) {
  await open(page, `/products/${slug}`)
  if (options.variant) await page.locator('.variants').getByText(options.variant, { exact: true }).click()
  if (options.quantity) await page.getByLabel(t.product.quantity).fill(String(options.quantity))
  const before = Number(await cartCount(page).innerText())
  const name = await page.getByRole('heading', { level: 1 }).innerText()
  const quantity = options.quantity ?? 1
  await page.locator('form#add-to-cart').getByRole('button', { name: t.product.addToCart }).click()
  await expect(page.getByText(exactly(fill(t.cart.added, { quantity, name }))).first()).toBeVisible()
  await expect(cartCount(page)).toHaveText(String(before + quantity))
}

/** Country → city → zone, the lists loading as they are chosen (or through its update button without JavaScript). */
async function chooseDelivery(page: Page, city: string, zone: Zone) {
  await page.getByLabel(t.checkout.country, { exact: true }).selectOption({ label: 'Cameroun' })
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  await page.getByLabel(t.checkout.city, { exact: true }).selectOption(city)
  if (!jsOn()) await page.getByRole('button', { name: t.checkout.refresh }).click()
  const select = page.getByLabel(t.checkout.zone, { exact: true })
  // The zone as the platform prices it.
  await expect(select.locator(`option[value="${zone.id}"]`)).toHaveText(`${zone.name} — ${price(zone.price)}`)
  await select.selectOption(String(zone.id))
}

async function fillContact(page: Page) {
  await page.getByLabel(t.checkout.clientName).fill('Awa Ndiaye')
  await page.getByLabel(t.checkout.clientTel).fill('690 12 34 56')
  await page.getByLabel(t.checkout.clientEmail).fill('awa@example.cm')
  await page.getByLabel(t.checkout.shippingAddress).fill('Rue de la Joie, Akwa')
}

/** A summary (cart, order placed, confirmation, payment recap) showing exactly these amounts. */
async function expectSummary(page: Page, scope: string, { montantTotal, shippingCost, reduction }: Amounts) {
  const summary = page.locator(scope).locator('.summary').first()
  await expect(summary.locator('div').first()).toContainText(price(montantTotal))
  await expect(summary.locator('div').filter({ hasText: t.cart.shipping })).toContainText(price(shippingCost))
  if (reduction > 0) await expect(summary.locator('.summary__discount')).toContainText(`−${price(reduction)}`)
  else await expect(summary.locator('.summary__discount')).toHaveCount(0)
  await expect(summary.locator('.summary__total')).toContainText(price(montantTotal + shippingCost - reduction))
}

const orderNumberOn = async (page: Page) =>
  (
    await page
      .getByText(/CMD-\d{4}-\d{6}/)
      .first()
      .innerText()
  ).match(/CMD-\d{4}-\d{6}/)![0]

test('every catalogue page: home, collections, a category, a product, search and the 404 page', async ({ page }) => {
  test.slow()
  const home = await platform<{ products_by_category: { category_slug: string; total_products: number }[] }>(
    SHOP,
    '/home/?page=1&limit=6',
  )
  await open(page, '/')
  await expect(page.locator('#faq-section')).toBeVisible()
  for (const { category_slug, total_products } of home.products_by_category) {
    const more = page.locator(`a[href="${local(`/category/${category_slug}`)}"]`).filter({ hasText: t.home.seeMore })
    await expect(more).toHaveCount(total_products > 6 ? 1 : 0)
  }

  await page.getByRole('banner').getByRole('link', { name: t.nav.categories }).first().click()
  await expect(page).toHaveURL(url('/categories'))
  await expect(page.locator(`main a[href^="${local('/categories/')}"]`)).toHaveCount(2)
  await page.locator(`main a[href="${local('/categories/cahiers')}"]`).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cahiers & carnets')
  // Every card at the platform's price.
  const products = await platform<{ slug: string; prix: number }[]>(SHOP, '/categories/slug/cahiers/products')
  for (const product of products) {
    const card = page.locator('.card').filter({ has: page.locator(`a[href="${local(`/products/${product.slug}`)}"]`) })
    await expect(card.locator('.price__current')).toHaveText(price(product.prix))
  }
  await open(page, '/category/cahiers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cahiers & carnets')

  await page
    .locator(`main a[href="${local(`/products/${WITH_VARIANTS}`)}"]`)
    .first()
    .click()
  const product = await platform<Product>(SHOP, `/produits/slug/${WITH_VARIANTS}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nom)
  for (const variant of product.variants) {
    await expect(page.locator('.variants__option').filter({ hasText: variant.nom })).toContainText(price(variant.prix))
  }

  const search = await platform<{ total: number }>(SHOP, '/products/search?q=cahier')
  await open(page, '/search?q=cahier')
  await expect(page.getByText(fill(t.search.count, { count: search.total }))).toBeVisible()
  await expect(page.locator('main .card')).toHaveCount(search.total)

  await open(page, '/une-page-qui-n-existe-pas', 404)
  await expect(page.getByText(t.notFound.message)).toBeVisible()
})

test('cart, quantity, promo code and cash on delivery: every amount is the platform’s', async ({ page }) => {
  test.slow()
  const notebook = await platform<Product>(SHOP, `/produits/slug/${WITH_VARIANTS}`)
  const variant = notebook.variants[1]!
  const pad = await platform<Product>(SHOP, `/produits/slug/${PLAIN}`)
  const akwa = (await platform<Zone[]>(SHOP, '/shipping/zones/CM/Douala')).find((z) => z.name === 'Akwa')!

  await addToCart(page, WITH_VARIANTS, { variant: variant.nom, quantity: 2 })
  await addToCart(page, PLAIN)
  await open(page, '/cart')
  await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible()
  const lines = page.locator('.cart-line')
  await expect(lines).toHaveCount(2)
  const notebookLine = lines.filter({ hasText: notebook.nom })
  await expect(notebookLine.locator('.cart-line__variant')).toHaveText(fill(t.cart.variant, { name: variant.nom }))
  await expect(notebookLine.locator('.cart-line__subtotal')).toHaveText(price(2 * variant.prix))

  const padLine = lines.filter({ hasText: pad.nom })
  await padLine.getByRole('button', { name: t.cart.increase }).click()
  await expect(page.getByText(t.cart.updated)).toBeVisible()
  await expect(padLine.locator('output')).toHaveText('2')
  await expect(padLine.locator('.cart-line__subtotal')).toHaveText(price(2 * pad.prix))
  const subtotal = 2 * variant.prix + 2 * pad.prix
  // No zone chosen yet: the subtotal is the total.
  await expect(page.locator('.cart .summary div').first()).toContainText(price(subtotal))
  await expect(page.locator('.cart .summary__total')).toContainText(price(subtotal))

  await page.getByLabel(t.promo.label).fill('BIENVENUE10')
  await page.getByRole('button', { name: t.promo.apply }).click()
  const discount = Math.round(subtotal / 10)
  await expect(page.locator('.summary__discount')).toContainText(`−${price(discount)}`)
  await expect(page.locator('.cart .summary__total')).toContainText(price(subtotal - discount))

  await fillContact(page)
  await chooseDelivery(page, 'Douala', akwa)
  await page.getByLabel(t.checkout.cashOnDelivery).check()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  await expect(page).toHaveURL(url('/order-placed'))
  await expect(page.getByRole('heading', { level: 1, name: t.order.placedTitle })).toBeVisible()
  await expect(cartCount(page)).toHaveText('0')
  const expected = { montantTotal: subtotal, shippingCost: akwa.price, reduction: discount }
  const number = await orderNumberOn(page)
  expect(await platform<Amounts>(SHOP, `/orders/by-numcommande/${number}`)).toMatchObject(expected)
  await expectSummary(page, `section[aria-label="${t.order.amounts}"]`, expected)

  await page.getByRole('link', { name: t.order.view }).click()
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: t.order.confirmedTitle })).toBeVisible()
  await expect(page.getByText(fill(t.order.number, { numCommande: number }))).toBeVisible()
  await expect(page.getByText(fill(t.order.total, { amount: price(subtotal + akwa.price - discount) }))).toBeVisible()
  await expectSummary(page, 'main', expected)
  await expect(page.locator('.order-details')).toContainText('Rue de la Joie, Akwa')
  await expect(page.getByRole('link', { name: t.order.login })).toHaveAttribute('href', local('/login'))
})

test('card or mobile money: cancelled, retried with ‘Réessayer le paiement’, then paid', async ({ page }) => {
  test.slow()
  const pad = await platform<Product>(SHOP, `/produits/slug/${PLAIN}`)
  const bastos = (await platform<Zone[]>(SHOP, `/shipping/zones/CM/${encodeURIComponent('Yaoundé')}`)).find(
    (z) => z.name === 'Bastos',
  )!
  const total = pad.prix + bastos.price

  await addToCart(page, PLAIN)
  await open(page, '/cart')
  await fillContact(page)
  await chooseDelivery(page, 'Yaoundé', bastos)
  await page.getByLabel(t.checkout.cardOrMobile).check()
  await page.getByRole('button', { name: t.checkout.submit }).click()
  // The provider's page (in its own French, whatever the shop's language) asks for what the order costs.
  await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
  await expect(page.locator('.amount')).toHaveText(`${new Intl.NumberFormat('fr-FR').format(total)} XAF`)
  const number = await orderNumberOn(page)
  await page.getByRole('button', { name: 'Annuler' }).click()

  // The payment return with the platform's message as it words it, then /payment-failure after 3 s.
  await expect(page.getByText('Le paiement a été annulé.').first()).toBeVisible()
  await expect(page).toHaveURL(url('/payment-failure'), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: t.payment.failureTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: t.payment.backToCart })).toHaveAttribute('href', local('/cart'))
  await page.getByRole('button', { name: t.payment.retry }).click()
  await expect(page).toHaveURL(/\/provider\/pay\/trx_/)
  await expect(page.getByText(number).first()).toBeVisible()
  await expect(page.locator('.amount')).toHaveText(`${new Intl.NumberFormat('fr-FR').format(total)} XAF`)
  await page.getByRole('button', { name: 'Payer' }).click()

  await expect(page).toHaveURL(url('/payment-success'))
  await expect(page.getByRole('heading', { level: 1, name: t.payment.successTitle })).toBeVisible()
  await expect(page.getByText(number).first()).toBeVisible()
  const expected = { montantTotal: pad.prix, shippingCost: bastos.price, reduction: 0 }
  expect(await platform<Amounts>(SHOP, `/orders/by-numcommande/${number}`)).toMatchObject(expected)
  await expectSummary(page, 'main', expected)
  const confirmation = await page.getByRole('link', { name: t.order.view }).getAttribute('href')

  await open(page, `/payment-status?numCommande=${number}&status=success`)
  await expect(page.getByRole('heading', { level: 1, name: t.payment.statusSuccessTitle })).toBeVisible()
  await expectSummary(page, 'main', expected)
  await open(page, '/payment-status', 400)
  await expect(page.getByText(t.payment.noOrderNumber)).toBeVisible()
  await open(page, '/payment-confirmation', 400)
  await expect(page.getByText(t.payment.missingReference)).toBeVisible()

  await open(page, confirmation!)
  await expect(page.getByRole('heading', { level: 1, name: t.order.confirmedTitle })).toBeVisible()
  await expect(page.getByText(fill(t.order.total, { amount: price(total) }))).toBeVisible()
})

test('sign in, the orders and one of them with its amounts, sign out; register and confirm the email', async ({
  page,
}) => {
  test.slow()
  // Signed out, the customer area sends to the login page.
  await open(page, '/customer/orders')
  await expect(page).toHaveURL(url(`/login?redirectTo=${encodeURIComponent(local('/customer/orders'))}`))
  await page.getByLabel(t.account.email).fill(`client@${SHOP}.test`)
  await page.getByLabel(t.account.password).fill(PASSWORD)
  await page.getByRole('button', { name: t.account.login }).click()
  await expect(page).toHaveURL(url('/customer/orders'))
  const orders = page.locator('.orders__item')
  await expect(orders).toHaveCount(5)
  const statuses = await orders.locator('.status').allInnerTexts()
  // The statuses the list colours, in the page's language; 'terminée', which only the detail colours, grey, as the
  // detail words it; 'En cours', which the storefront does not know, as the platform words it.
  const known = t.customer.status.list
  const completed = t.customer.status.detail.success
  expect(statuses.sort()).toEqual([known.danger, known.warning, 'En cours', known.success, completed].sort())

  // The order with the promo code: its lines make its subtotal, its total is subtotal + delivery − discount,
  // and the list shows that total.
  const promoOrder = orders.filter({ has: page.locator('.status--neutral', { hasText: completed }) })
  const listed = await promoOrder.innerText()
  await promoOrder.click()
  await expect(page.getByRole('heading', { level: 1, name: t.customer.sections.order })).toBeVisible()
  // Each line's quantity × unit price ('2 × 1 700,00 XAF', 'FCFA 1,700' in English).
  const lines = await page.locator('.order__item .order__quantity').allInnerTexts()
  const itemsTotal = lines
    .map((line) => line.match(/^(\d+) × (.+)$/)!)
    .reduce((sum, [, quantity, unit]) => sum + Number(quantity) * amountOf(unit!), 0)
  const summary = page.locator('.summary')
  await expect(summary.locator('div').first()).toContainText(price(itemsTotal))
  const discount = Math.round(itemsTotal / 10)
  await expect(summary.locator('.summary__discount')).toContainText(`−${price(discount)}`)
  const shipping = amountOf(await summary.locator('div').filter({ hasText: t.cart.shipping }).locator('dd').innerText())
  expect(shipping).toBeGreaterThan(0)
  const total = price(itemsTotal + shipping - discount)
  await expect(summary.locator('.summary__total dd')).toHaveText(total)
  expect(listed).toContain(total)
  await expect(page.locator('.order__address')).toContainText('12 rue des Palmiers')

  await page.getByRole('link', { name: t.customer.backToOrders }).click()
  // One tap at a time: a navigation cut short by the next one can reach the error boundary with its AbortError
  // (remix-run/react-router#14203, single fetch with lazy route discovery).
  await expect(orders).toHaveCount(5)
  await page
    .getByRole('navigation', { name: t.customer.menu })
    .getByRole('link', { name: t.customer.sections.settings })
    .click()
  await expect(page.getByText(t.customer.notAvailable)).toBeVisible()
  const menu = page.getByRole('navigation', { name: t.customer.menu })
  if (jsOn()) {
    await expectHydrated(page)
    page.once('dialog', (dialog) => void dialog.accept())
    await menu.getByRole('button', { name: t.account.logout }).click()
  } else {
    await menu.getByRole('link', { name: t.account.logout }).click()
    await page.getByRole('button', { name: t.account.logoutYes }).click()
  }
  await expect(page).toHaveURL(url('/'))

  const email = `e2e-${test.info().project.name}-${Date.now()}@${SHOP}.test`
  await open(page, '/register')
  await sendRegistration(page, { email, password: 'Kribi-Plage-2026' })
  await expect(page).toHaveURL(url('/customer/orders'))
  await expect(page.getByText(t.customer.empty)).toBeVisible()

  const link = await lastMailLink(email)
  expect(link).toMatch(/\/confirm-email\?token=/)
  const { pathname, search } = new URL(link!)
  await open(page, `${pathname}${search}`)
  if (!jsOn()) await page.getByRole('button', { name: t.account.confirmButton }).click()
  await expect(page.getByText(t.account.confirmed)).toBeVisible()
})

test('the blog, an article, the policies, contact and newsletter', async ({ page }) => {
  test.slow()
  await open(page, '/blog')
  await expect(page.getByRole('heading', { level: 1, name: t.blog.title })).toBeVisible()
  await expect(
    page.locator(`main a[href^="${local('/blog/article-')}"]`).filter({ hasText: t.blog.readMore }),
  ).toHaveCount(6)
  await page
    .getByRole('navigation', { name: t.blog.pagination })
    .getByRole('link', { name: fill(t.blog.page, { n: 2 }) })
    .click()
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  const article = page
    .locator(`main a[href^="${local('/blog/article-')}"]`)
    .filter({ hasText: t.blog.readMore })
    .first()
  await expect(article).toBeVisible()
  await article.click()
  await expect(page.locator('h1.blog-article__title')).toBeVisible()
  await expect(page.getByText(fill(t.blog.by, { author: 'Clarisse Ebongue' })).first()).toBeVisible()
  await page.getByRole('link', { name: t.blog.back }).first().click()
  await expect(page).toHaveURL(url('/blog'))

  const footer = page.getByRole('contentinfo')
  for (const [path, title] of [
    ['/policy/about', t.policy.about],
    ['/policy/refund', t.policy.refund],
    ['/policy/return', t.policy.return],
  ] as const) {
    await tapOnceInView(footer.locator(`a[href="${local(path)}"]`))
    await expect(page).toHaveURL(url(path))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('main .rich-text h2')).toBeVisible()
  }
  await open(page, '/politique-de-confidentialite')
  await expect(page.locator('main')).toContainText('Papeterie Minimale')

  await tapOnceInView(footer.locator(`a[href="${local('/contact')}"]`))
  await expect(page).toHaveURL(url('/contact'))
  if (jsOn()) await expectHydrated(page)
  const form = page.locator('form.contact__form')
  await sendContactMessage(form, {
    name: 'Awa',
    email: 'awa@example.cm',
    subject: 'Livraison',
    text: 'Livrez-vous à Kribi ?',
  })
  await expect(page.getByText(t.contact.sent).first()).toBeVisible()

  const newsletter = page.locator('#newsletter')
  const email = `lettre-${test.info().project.name}-${Date.now()}@example.cm`
  for (const answer of [t.newsletter.success, t.newsletter.already]) {
    await newsletter.getByLabel(t.newsletter.label).fill(email)
    await newsletter.getByRole('button', { name: t.newsletter.submit }).click()
    await expect(newsletter.getByRole(answer === t.newsletter.success ? 'status' : 'alert')).toHaveText(answer)
  }
})
